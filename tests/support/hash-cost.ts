import { setDemoHashCost } from '../../src/demo/accounts';

/**
 * PBKDF2's cost in test runs: every sign-in checks a hash, and hundreds of them at the production
 * cost (100,000 iterations) made a loaded runner's hooks time out. The hashes are the same scheme
 * and salted as ever; tests/unit/demo-api-passwords.test.ts still runs at the production cost.
 */
export const TEST_HASH_COST = 1_000;

await setDemoHashCost(TEST_HASH_COST);
