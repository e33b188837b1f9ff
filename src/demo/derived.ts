import type { DemoStore } from './store';

const cache = new WeakMap<DemoStore, Map<string, { revision: number; value: unknown }>>();

/**
 * A value derived from the store (how many events carry each tag), computed once per store
 * revision: a list presents every row with it at the cost of one pass, not one pass per row.
 */
export function perRevision<T>(store: DemoStore, key: string, compute: () => T): T {
  let byKey = cache.get(store);
  if (!byKey) cache.set(store, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.revision === store.revision) return hit.value as T;
  const value = compute();
  byKey.set(key, { revision: store.revision, value });
  return value;
}
