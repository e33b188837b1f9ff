import type { ModuleSeed } from '../../../src/demo/initialRows';

/**
 * The inbox starts empty: every pending change in the demo is one an admin proposed in it (rows
 * made from the field types would name modules and records that do not exist).
 */
const seed: ModuleSeed = () => [];

export default seed;
