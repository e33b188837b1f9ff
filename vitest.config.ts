import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __DEMO_BUILD__: 'true' },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // Refine's packages must share our react-router copy (STACK.md, "Vitest").
    server: { deps: { inline: [/@refinedev\//] } },
    // A ceiling, not a timing goal: jsdom with antd is slow on a busy 2-CPU machine.
    testTimeout: 45000,
    env: { VITE_DEMO_MODE: 'true' },
  },
});
