import { existsSync } from 'node:fs';
import { build } from 'vite';
import { E2E_DEMO_DIR, PROD_BUILDS, productionEnv } from './paths';

/** Builds the app: demo mode (the default), and production with demo mode off for each API port. */
async function buildApp(outDir: string, env: Record<string, string | undefined>) {
  const saved: Record<string, string | undefined> = {};
  // Vitest runs with NODE_ENV=test; the builds under test are production builds.
  for (const [key, value] of Object.entries({ ...env, NODE_ENV: 'production' })) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export default async function setup() {
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    throw new Error(
      'End-to-end tests need Debian chromium at /usr/bin/chromium (apt-get install -y chromium).',
    );
  }
  await buildApp(E2E_DEMO_DIR, { VITE_DEMO_MODE: undefined, VITE_API_URL: undefined });
  for (const { port, dir } of PROD_BUILDS) await buildApp(dir, productionEnv(port));
}
