import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStylesheet } from './scripts/antd-stylesheet/plugin.ts';

export default defineConfig({
  plugins: [react(), antdStylesheet()],
  define: { __DEMO_BUILD__: 'true' },
  // Node loads `antd` as CommonJS (lib/); the app's few deep imports of antd/es/* (kept off /login's
  // first load, LoginPage.tsx) must reach the same copy, or they would miss its React contexts.
  resolve: { alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }] },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // Refine's packages must share our react-router copy (STACK.md, "Vitest").
    server: { deps: { inline: [/@refinedev\//] } },
    // A ceiling, not a timing goal: jsdom with antd is slow on a busy 2-CPU machine.
    testTimeout: 45000,
    // Vitest's default leaves one CPU to its main process, which only waits: a 2-CPU runner ran
    // the files one at a time. Every CPU runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { VITE_DEMO_MODE: 'true' },
  },
});
