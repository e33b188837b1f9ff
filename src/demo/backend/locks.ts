/**
 * Keyed locks for check-then-act: a request that reads state, awaits (a body, a password hash, a
 * 6-digit code check) and then writes must not interleave with another request doing the same, or
 * both pass the check (two approvals of one pending withdrawal, six wrong passwords evaluated
 * under a five-guess limit, one reset link used twice). Requests under one key run one after
 * another, in arrival order; requests under different keys run side by side, so a burst of
 * sign-ins to one account never holds up another account's or anyone's data changes.
 */
interface Locks {
  /** Runs `work` once every earlier holder of `key` has finished (success or failure). */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Keys held or waited for now (tests check that nothing stays locked). */
  readonly held: number;
}

export function createLocks(): Locks {
  /** The tail of each key's queue: settles when its last holder is done. */
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const before = tails.get(key) ?? Promise.resolve();
      // A failed holder must not block the queue: the next one waits for settling, not success.
      const result = before.then(work, work);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        // The last in line removes the key, so that the map does not grow with every e-mail seen.
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get held() {
      return tails.size;
    },
  };
}
