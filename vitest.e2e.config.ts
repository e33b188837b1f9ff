import { defineConfig } from 'vitest/config';

/**
 * End-to-end suites: real Chromium (Debian's) against real builds, on 127.0.0.1 only. Two files
 * run at a time, each with its own server on a free port and its own browser contexts; every file
 * shares the two builds global-setup makes (demo, and production with its API on the page's
 * origin).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/support/hash-cost.ts', 'tests/e2e/log-failed-attempts.ts'],
    // Two files share the CPUs: a test of many browser steps gets room for them.
    testTimeout: 90_000,
    // A file's setup builds nothing (global-setup does): it starts a server (and Chromium, in a
    // worker's first file).
    hookTimeout: 60_000,
    maxWorkers: 2,
    // A worker runs its files one after the other in one process: Vite, Playwright and the demo
    // API load once, and so do Chromium (tests/e2e/browser.ts, workerBrowser) and the demo seed
    // (src/demo/initialRows.ts), not once per file. Files share no state all the same: each has
    // its own server and store, its own browser contexts, and closes both when it ends.
    isolate: false,
    // No retries: a test that can lose a race with the app is a defect to fix, not to repeat.
    // Clicks wait on the app's state (tests/e2e/browser.ts: settledDialog, menuItem).
    retry: 0,
    // expect.poll waits as long as one browser step may (tests/e2e/browser.ts, STEP_TIMEOUT_MS),
    // not vitest's default second: a form filled from a loading record took longer on a busy runner.
    expect: { poll: { timeout: 30_000 } },
    server: { deps: { inline: [/@refinedev\//] } },
  },
});
