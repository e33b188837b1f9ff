import { existsSync } from 'node:fs';
import { build } from 'vite';
import { E2E_DEMO_DIR, E2E_PROD_DIR, PROD_API_PORT } from './paths';

/** Builds the app twice: demo mode (the default) and production with demo mode off. */
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
  await buildApp(E2E_PROD_DIR, {
    VITE_DEMO_MODE: 'false',
    VITE_API_URL: `http://127.0.0.1:${PROD_API_PORT}`,
    // The demo server answers IP geolocation too: no test reaches a public service.
    VITE_IPGEO_URL: `http://127.0.0.1:${PROD_API_PORT}/ipgeo/{ip}`,
    // SPEC's default is no timeout; this build is deployed with one, as README shows.
    VITE_API_TIMEOUT_MS: '30000',
    // And Solana JSON-RPC (a page that reads the chain would otherwise ask the public devnet).
    VITE_SOLANA_RPC_URL: `http://127.0.0.1:${PROD_API_PORT}/solana-rpc`,
  });
}
