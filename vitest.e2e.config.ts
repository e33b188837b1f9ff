import { defineConfig } from 'vitest/config';

/** End-to-end suites: real Chromium (Debian's) against real builds, on 127.0.0.1 only. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A Chromium step can lose a race with the app on a busy 2-CPU runner (keyboard focus order,
    // a held request): one retry, as Playwright suites run in CI. A real defect fails twice.
    retry: 1,
    server: { deps: { inline: [/@refinedev\//] } },
  },
});
