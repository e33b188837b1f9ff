export const E2E_DEMO_DIR = 'dist-e2e/demo';
export const E2E_PROD_DIR = 'dist-e2e/prod';
/**
 * The production build is made with this API address, where the HTTP demo server listens
 * (E2E_PROD_API_PORT lets two checkouts run their suites side by side).
 */
export const PROD_API_PORT = Number(process.env.E2E_PROD_API_PORT) || 4599;
export const ARTIFACTS = 'tests/e2e/.artifacts';
