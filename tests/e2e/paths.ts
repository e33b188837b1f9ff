export const E2E_DEMO_DIR = 'dist-e2e/demo';
export const E2E_PROD_DIR = 'dist-e2e/prod';
/** The production build is made with this API address, where the HTTP demo server listens. */
export const PROD_API_PORT = 4599;
export const ARTIFACTS = 'tests/e2e/.artifacts';
