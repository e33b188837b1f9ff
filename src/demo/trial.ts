import type { Changes, KeyValueStorage } from './persist';
import type { Row } from './row';

/**
 * A trial run of the store (a batch's dry run): every write lands in memory and is put back
 * afterwards, as if it never happened. What a trial needs to undo lives here; the store itself
 * (./store.ts) decides when one runs.
 */

/** A collection as it was before a trial first wrote to it. */
export interface Kept {
  rows: Row[];
  changes: Changes;
}

/** A collection's changes, copied so that the trial's writes do not reach the kept ones. */
export function copyChanges(changes: Changes): Changes {
  return {
    upserts: new Map(changes.upserts),
    removed: new Set(changes.removed),
    dirtyFrom: changes.dirtyFrom,
    chunks: changes.chunks,
  };
}

/**
 * Storage that reads `base` and keeps its own writes in memory: what a trial saves is read back
 * during it (the site setting) and never reaches `base`.
 */
export function overlayStorage(base: KeyValueStorage): KeyValueStorage {
  const written = new Map<string, string | null>();
  return {
    getItem: (key) => (written.has(key) ? written.get(key)! : base.getItem(key)),
    setItem: (key, value) => void written.set(key, value),
    removeItem: (key) => void written.set(key, null),
    // Listing keys is for a reset and start-up, neither of which runs inside a trial.
    key: (index) => base.key(index),
    get length() {
      return base.length;
    },
  };
}
