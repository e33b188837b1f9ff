import { defineConfig } from 'vitest/config';

/**
 * `npm run test:add-module`, the unit stage of `npm test`: the whole unit and integration suite,
 * in a copy of the project with a module the command wrote (tests/add-module/add-module.test.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/add-module/**/*.test.ts'],
    // A ceiling for the copy's whole unit suite on a busy 2-CPU runner; a broken module fails
    // its typecheck or first tests long before.
    testTimeout: 1_500_000,
    hookTimeout: 60_000,
  },
});
