import type { Mark } from './revisions';
import type { DemoStore } from './store';

const cache = new WeakMap<DemoStore, Map<string, { mark: Mark; value: unknown }>>();

/**
 * A value derived from the store (how many events carry each tag), computed once and kept until
 * a collection it read is written: a list presents every row with it at the cost of one pass,
 * not one pass per row.
 */
export function perRevision<T>(store: DemoStore, key: string, compute: () => T): T {
  let byKey = cache.get(store);
  if (!byKey) cache.set(store, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && store.revisions.reuse(hit.mark)) return hit.value as T;
  const { value, mark } = store.revisions.make(compute);
  byKey.set(key, { mark, value });
  return value;
}
