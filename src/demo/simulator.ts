import { collectionRules, ruledCollections, type SimulationContext } from './rules';
import type { DemoStore } from './store';

/** How often the platform's users do something, by default: slow enough to read, fast enough to see. */
const SIMULATOR_INTERVAL_MS = 15_000;

/** The collections whose rules say what users do to them (deposits, withdrawals, orders). */
export function simulatedCollections(): string[] {
  return ruledCollections.filter((name) => collectionRules(name).simulate);
}

/**
 * One step of the platform simulator: a random module's `simulate` (a deposit arrives, a
 * withdrawal is requested, an order is placed), written through the store, so the live feed tells
 * every admin who may see it. `random` is the dice (tests pass fixed ones).
 */
export function simulateOnce(
  store: DemoStore,
  random: () => number = Math.random,
): string | undefined {
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length ? items[Math.floor(random() * items.length)] : undefined;
  const collection = pick(simulatedCollections());
  if (!collection) return undefined;
  const context: SimulationContext = { store, now: new Date(store.now()).toISOString(), pick };
  collectionRules(collection).simulate!(context);
  return collection;
}

/**
 * Runs `step` every `intervalMs` until the returned stop is called. The demo API passes a step
 * that waits for its store lock, so a simulated write never lands inside a request's
 * check-then-act.
 */
export function startSimulator(
  step: () => Promise<unknown>,
  intervalMs = SIMULATOR_INTERVAL_MS,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void step()
      .catch((error: unknown) => console.warn('Demo simulator step failed:', error))
      .finally(() => (busy = false));
  }, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
