/**
 * The browser the suite drives: Debian's Chromium headless shell (package chromium-headless-shell),
 * the same Blink and V8 as /usr/bin/chromium without the full browser around them, as Playwright
 * itself runs headless Chromium. The whole suite took 342 CPU-seconds in it against 451 in the
 * full browser (2-CPU runner, November 2026). `CHROMIUM_PATH` points it elsewhere.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const E2E_DEMO_DIR = 'dist-e2e/demo';
/**
 * The production build (demo mode off), served by the HTTP demo server with its API on the same
 * origin: one build serves every file, each on a free port of its own.
 */
export const E2E_PROD_DIR = 'dist-e2e/prod';
/**
 * The VITE_* values of the production build under test (its CSP is made from the same ones): the
 * API on the page's own origin, and the Solana RPC and IP geolocation there too, which the demo
 * server answers, so that no test reaches a public service.
 */
export const PRODUCTION_ENV = {
  VITE_DEMO_MODE: 'false',
  VITE_API_URL: '',
  VITE_IPGEO_URL: '/ipgeo/{ip}',
  // The default is no timeout; this build is deployed with one, as docs/deploy.md shows.
  VITE_API_TIMEOUT_MS: '30000',
  VITE_SOLANA_RPC_URL: '/solana-rpc',
};
export const ARTIFACTS = 'tests/e2e/.artifacts';
