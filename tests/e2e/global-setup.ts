import { existsSync } from 'node:fs';
import { build } from 'vite';
import { chunkGraphRecorder } from './chunkGraph';
import { CHROMIUM, E2E_DEMO_DIR, E2E_PROD_DIR, PRODUCTION_ENV } from './paths';

/**
 * Builds the app twice, demo mode (the default) and production (demo mode off): every file that
 * needs a build shares these.
 */
async function buildApp(outDir: string, env: Record<string, string | undefined>) {
  const saved: Record<string, string | undefined> = {};
  // Vitest runs with NODE_ENV=test; the builds under test are production builds.
  for (const [key, value] of Object.entries({ ...env, NODE_ENV: 'production' })) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    // With its manifest and chunk graph, which bundle-weight.e2e.test.ts reads.
    const graph = chunkGraphRecorder(outDir);
    await build({
      mode: 'production',
      logLevel: 'warn',
      plugins: [graph.app],
      build: { outDir, emptyOutDir: true, manifest: true },
      worker: { format: 'es', plugins: graph.worker },
    });
    graph.write();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export default async function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `End-to-end tests need Chromium at ${CHROMIUM}: apt-get install -y chromium-headless-shell, ` +
        'or CHROMIUM_PATH=/usr/bin/chromium for the full browser.',
    );
  }
  await buildApp(E2E_DEMO_DIR, { VITE_DEMO_MODE: undefined, VITE_API_URL: undefined });
  await buildApp(E2E_PROD_DIR, PRODUCTION_ENV);
}
