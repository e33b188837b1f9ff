import { createSeed } from './seed';
import { shiftDates } from './seed/shift';
import { DEMO_ACCOUNTS, seededPasswordHash } from './accounts';
import { getDeclaration } from '../model/registry';
import { generateRows } from './generate';
import type { Row } from './row';

/** What a module's own seed file (resources/<collection>/demo/seed.ts) default-exports. */
export type ModuleSeed = (context: {
  /** `_id`s of another collection, for references. */
  ids: (collection: string) => readonly string[];
  now: number;
}) => Row[];

/** Seed files are found by place, like declarations and rules: adding one edits no index. */
const moduleSeeds = import.meta.glob<{ default: ModuleSeed }>('../../resources/*/demo/seed.ts', {
  eager: true,
});

/**
 * The seed (about 15 MB of JSON at demo volume) is built once per shift (ms, seed/shift.ts) and
 * shared by every store of the page or test run; stores copy a collection when they first touch it.
 * The last two shifts are kept: a test run's stores alternate between the clock's hour and a fixed
 * day, and each change of shift rebuilt the seed (a third of a second of CPU); a page uses one.
 */
const KEPT_SHIFTS = 2;
const seedsByShift = new Map<number, Record<string, unknown>>();

export function shiftedSeed(shift: number): Record<string, unknown> {
  let seed = seedsByShift.get(shift);
  if (seed) {
    // Most recently used last: the first key is the one to drop.
    seedsByShift.delete(shift);
  } else {
    seed = shiftDates(createSeed(), shift) as unknown as Record<string, unknown>;
    if (seedsByShift.size >= KEPT_SHIFTS) seedsByShift.delete(seedsByShift.keys().next().value!);
  }
  seedsByShift.set(shift, seed);
  return seed;
}

/** Admin rows carry their password's hash (never the password); it never leaves the store. */
function seedAdmins(now: string): Row[] {
  return DEMO_ACCOUNTS.map((account) => ({
    ...account,
    restriction: account.restriction.map((entry) => ({ ...entry })),
    status: 'active',
    passwordHash: seededPasswordHash(account._id),
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * Where a collection's first rows come from, in order: the seeded admin accounts, the platform
 * seed (src/demo/seed.ts, keyed by collection name), a module's own seed file
 * (resources/<collection>/demo/seed.ts), or rows made from the declaration's field types. The
 * collection of a declaration is its `name`.
 */
export function initialRows(
  name: string,
  context: {
    /** Ms the seed is moved so that its newest activity lies in the current hour. */
    shift: number;
    seed: () => Record<string, unknown>;
    ids: (collection: string) => readonly string[];
    now: number;
  },
): Row[] {
  if (name === 'admins') return seedAdmins(shiftDates('2026-10-01T00:00:00.000Z', context.shift));
  const value = context.seed()[name];
  if (Array.isArray(value)) return structuredClone(value) as Row[];
  const own = moduleSeeds[`../../resources/${name}/demo/seed.ts`];
  if (own) return own.default({ ids: context.ids, now: context.now });
  const declaration = getDeclaration(name);
  return declaration && !declaration.pageOnly
    ? generateRows(declaration, context.ids, context.now)
    : [];
}
