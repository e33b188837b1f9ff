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
    server: { deps: { inline: [/@refinedev\//] } },
  },
});
