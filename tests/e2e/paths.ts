export const E2E_DEMO_DIR = 'dist-e2e/demo';
/**
 * The production build is made with its API address, where the HTTP demo server listens. One build
 * per port, as many as files run at a time (vitest.e2e.config.ts, maxWorkers), so that two files
 * on the production build never wait for each other's port. E2E_PROD_API_PORT moves the ports, for
 * two checkouts running their suites side by side.
 */
const FIRST_PROD_PORT = Number(process.env.E2E_PROD_API_PORT) || 4599;
export const PROD_BUILDS = [FIRST_PROD_PORT, FIRST_PROD_PORT + 1].map((port) => ({
  port,
  dir: `dist-e2e/prod-${port}`,
}));
/** One of them, for tests that read the built files (the same code, but for the API address). */
export const E2E_PROD_DIR = PROD_BUILDS[0]!.dir;
/** The VITE_* values of the production build for `port` (its CSP is made from the same ones). */
export function productionEnv(port: number) {
  return {
    VITE_DEMO_MODE: 'false',
    VITE_API_URL: `http://127.0.0.1:${port}`,
    // The demo server answers IP geolocation too: no test reaches a public service.
    VITE_IPGEO_URL: `http://127.0.0.1:${port}/ipgeo/{ip}`,
    // The default is no timeout; this build is deployed with one, as docs/deploy.md shows.
    VITE_API_TIMEOUT_MS: '30000',
    // And Solana JSON-RPC (a page that reads the chain would otherwise ask the public devnet).
    VITE_SOLANA_RPC_URL: `http://127.0.0.1:${port}/solana-rpc`,
  };
}
export const ARTIFACTS = 'tests/e2e/.artifacts';
