import type { DemoStore, Row } from '../store';
import type { Permit } from './access';
import type { Mark } from '../revisions';

/**
 * A derived view (pending orders joined with markets and users: 10,000 rows) is computed once,
 * then kept until a collection it read is written (../revisions.ts), not made per request: paging
 * through it costs the same at 10 rows or 10,000. Views that depend on the time (markets past
 * their end) are made again at least every half minute.
 */
const VIEW_MAX_AGE_MS = 30_000;
const views = new WeakMap<DemoStore, Map<string, { mark: Mark; at: number; rows: Row[] }>>();

export function cachedView(store: DemoStore, key: string, view: (store: DemoStore) => Row[]) {
  let byKey = views.get(store);
  if (!byKey) views.set(store, (byKey = new Map()));
  const cached = byKey.get(key);
  const now = Date.now();
  if (cached && now - cached.at < VIEW_MAX_AGE_MS && store.revisions.reuse(cached.mark))
    return cached.rows;
  const { value: rows, mark } = store.revisions.make(() => view(store));
  byKey.set(key, { mark, at: now, rows });
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
  const rights = (module: string) => byModule.get(module) ?? { view: false, edit: false };
  // What the rights are, as a key: rows presented with them are kept under it.
  return Object.assign(rights, { key: JSON.stringify([...byModule]) });
}
