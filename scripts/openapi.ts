/**
 * `npm run openapi`: writes docs/openapi.json from the declarations (the registry the app reads)
 * and the fixed calls, then the reference page docs/api.html from it (Redocly, offline).
 * tests/unit/openapi.test.ts fails while either is stale.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const JSON_FILE = resolve(ROOT, 'docs/openapi.json');
const HTML_FILE = resolve(ROOT, 'docs/api.html');

// The registry finds declarations with import.meta.glob: Vite loads the generator as the app would.
const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { openApiDocument } = (await vite.ssrLoadModule('/scripts/openapi/document.ts')) as {
    openApiDocument: () => unknown;
  };
  const text = await format(JSON.stringify(openApiDocument()), {
    ...(await resolveConfig(JSON_FILE)),
    filepath: JSON_FILE,
  });
  writeFileSync(JSON_FILE, text);
  console.log(`Wrote ${JSON_FILE}`);
} finally {
  await vite.close();
}

execFileSync(
  resolve(ROOT, 'node_modules/.bin/redocly'),
  // --inlineBundle: the page carries Redoc's script instead of loading it from a CDN.
  ['build-docs', JSON_FILE, '--output', HTML_FILE, '--inlineBundle'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
