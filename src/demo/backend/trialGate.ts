/**
 * Keeps requests out of a batch's dry run (a store trial, which writes and puts back): while it
 * runs, no other request may read or write the store, or it would read rows that never were, or
 * lose its writes when they are put back. Requests that take the store's lock are kept out by
 * the lock the batch holds; the others (reads, and changes under an account's lock, such as a
 * sign-in) run `shared`, and a trial runs `exclusive`: after those already running, before any
 * that come meanwhile.
 */
export function createTrialGate() {
  let running: Promise<void> | undefined;
  let active = 0;
  let drained: (() => void) | undefined;

  async function shared<T>(run: () => Promise<T>): Promise<T> {
    while (running) await running;
    active++;
    try {
      return await run();
    } finally {
      active--;
      if (active === 0) drained?.();
    }
  }

  async function exclusive<T>(run: () => Promise<T>): Promise<T> {
    while (running) await running;
    let end!: () => void;
    running = new Promise((resolve) => (end = resolve));
    try {
      if (active > 0) await new Promise<void>((resolve) => (drained = resolve));
      drained = undefined;
      return await run();
    } finally {
      running = undefined;
      end();
    }
  }

  return { shared, exclusive };
}
