import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStylesheet } from './scripts/antd-stylesheet/plugin.ts';

const testFiles = (extension: string) =>
  ['tests/unit', 'tests/integration', 'resources'].map(
    (folder) => `${folder}/**/*.test.${extension}`,
  );

export default defineConfig({
  plugins: [react(), antdStylesheet()],
  define: { __DEMO_BUILD__: 'true' },
  // Node loads `antd` as CommonJS (lib/); the app's few deep imports of antd/es/* (kept off /login's
  // first load, LoginPage.tsx) must reach the same copy, or they would miss its React contexts.
  resolve: { alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }] },
  test: {
    // A test with a document (.test.tsx) runs in jsdom; any other (.test.ts) in plain Node: the
    // demo API's, the access rules' and the scripts' tests need no document, and without one the
    // suite ran 12 % faster. The extension alone decides: a worker runs one environment, and a
    // file that asked for another (`// @vitest-environment`) started a process of its own.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: testFiles('ts') } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: testFiles('tsx') } },
    ],
    setupFiles: ['tests/setup.ts'],
    // Refine's packages must share our react-router copy, or their hooks see a second one
    // ("useLocation() may be used only in the context of a <Router>").
    server: { deps: { inline: [/@refinedev\//] } },
    // A ceiling, not a timing goal: jsdom with antd is slow on a busy 2-CPU machine.
    testTimeout: 45000,
    // Hooks too: a beforeEach that signs four admins in (PBKDF2 each) on a fresh store took over
    // vitest's default 10 s on a loaded runner and stopped the run before the end-to-end suite.
    hookTimeout: 45000,
    // Vitest's default leaves one CPU to its main process, which only waits: a 2-CPU runner ran
    // the files one at a time. Every CPU runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
    // The files a worker runs share its modules and its jsdom: antd, Refine and the demo seed load
    // once per worker, not once per file (the suite ran in 424 s isolated, 253 s shared). Each file
    // starts clean all the same: the harness resets the demo API, session and toasts
    // (listenDemoApi) and the setup file clears storage. Check a change for leaks between files
    // with a random order: `npx vitest run --sequence.shuffle.files --sequence.seed=<n>`.
    isolate: false,
    // A screen's render allocates much short-lived garbage (React's development elements, antd's
    // styles): a larger young generation collects it less often. With 128 MB semi-spaces the
    // suite took 267 CPU-s instead of 285 (144 s instead of 154), for some 300 MB more memory
    // per worker.
    execArgv: ['--max-semi-space-size=128'],
    env: { VITE_DEMO_MODE: 'true' },
  },
});
