import type { DemoStore } from './store';

/** A display name for an actor id in records: an admin's name, or Oracle / System. */
export function actorName(store: DemoStore, id: unknown): string {
  if (id === 'oracle') return 'Oracle';
  if (id === 'system') return 'System';
  const admin = store.find('admins', String(id ?? ''));
  return admin ? String(admin.name) : String(id ?? '—');
}
