import { defineConfig } from 'vitest/config';

/**
 * `npm run test:add-module`, a stage of its own after the unit suite: it runs that whole suite
 * again in a copy of the project with a module the command wrote, which takes as long as the
 * suite itself. Run beside it, the two would share the CPUs and slow every timed wait.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/add-module/**/*.test.ts'],
    // A ceiling for the copy's whole unit suite on a busy 2-CPU runner; a broken module fails
    // its typecheck or first tests long before.
    testTimeout: 1_500_000,
  },
});
