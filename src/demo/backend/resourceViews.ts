import type { DemoStore, Row } from '../store';
import type { Permit } from './access';

/**
 * A derived view (pending orders joined with markets and users: 10,000 rows) is computed once per
 * store revision, not per request: paging through it costs the same at 10 rows or 10,000. Views
 * that depend on the time (markets past their end) are recomputed at least every half minute.
 */
const VIEW_MAX_AGE_MS = 30_000;
const views = new WeakMap<DemoStore, Map<string, { revision: number; at: number; rows: Row[] }>>();
export function cachedView(
  store: DemoStore,
  collection: string,
  view: (store: DemoStore) => Row[],
) {
  let byCollection = views.get(store);
  if (!byCollection) views.set(store, (byCollection = new Map()));
  const cached = byCollection.get(collection);
  const now = Date.now();
  if (cached && cached.revision === store.revision && now - cached.at < VIEW_MAX_AGE_MS)
    return cached.rows;
  const rows = view(store);
  byCollection.set(collection, { revision: store.revision, at: now, rows });
  return rows;
}

/**
 * An admin's view and edit rights on the modules rows belong to (a pending change: the module of
 * the record it changes), asked once per module, not per row.
 */
export async function rowRights(permitted: Permit, admin: Row, modules: readonly string[]) {
  const byModule = new Map<string, { view: boolean; edit: boolean }>();
  for (const module of new Set(modules))
    byModule.set(module, {
      view: !(await permitted(admin, module, 'view')),
      edit: !(await permitted(admin, module, 'edit')),
    });
  return (module: string) => byModule.get(module) ?? { view: false, edit: false };
}
