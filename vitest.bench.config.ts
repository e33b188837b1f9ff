import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __DEMO_BUILD__: 'true' },
  test: { environment: 'node', benchmark: { include: ['tests/bench/**/*.bench.ts'] } },
});
