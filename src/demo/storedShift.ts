import { DAY } from './seed/rng';
import { PREFIX, type KeyValueStorage } from './persist';

/** Collections that are not seeded: they start empty (admins start from DEMO_ACCOUNTS). */
export const UNSEEDED = new Set(['admins', 'sessions', 'password-resets', 'auth-attempts']);
/** How many ms the stored seed was moved (written with the first saved seed collection). */
export const SHIFT_KEY = `${PREFIX}~seedShift`;
/** The same in whole days, as data saved before the seed moved by hours has it. */
const SHIFT_DAYS_KEY = `${PREFIX}~seedShiftDays`;

/**
 * The ms the stored data's seed was moved (src/demo/seed/shift.ts), or undefined when nothing
 * seeded is stored yet: data saved earlier keeps the shift it was seeded with, so that
 * collections seeded later still fit it; stored data from before shifting existed counts as
 * unshifted.
 */
export function storedShift(storage: KeyValueStorage): number | undefined {
  const saved = storage.getItem(SHIFT_KEY);
  const savedDays = storage.getItem(SHIFT_DAYS_KEY);
  if (saved !== null && Number.isInteger(Number(saved))) return Number(saved);
  if (savedDays !== null && Number.isInteger(Number(savedDays))) return Number(savedDays) * DAY;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX) && !UNSEEDED.has(key.slice(PREFIX.length))) return 0;
  }
  return undefined;
}
