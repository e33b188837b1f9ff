import type { AuditEntry } from '../../../resources/domain';
import { newId, type DemoStore, type Row } from '../store';

/** What an entry says beyond who and when. */
type EntryFacts = Omit<
  AuditEntry,
  '_id' | 'at' | 'createdAt' | 'updatedAt' | 'adminId' | 'adminName'
>;

/**
 * Appends an entry the server writes of its own accord (an export, a step-up, a pending change's
 * decision or expiry), stamped now and by `admin`, or by the system when there is none. Entries of
 * a change request are written by the trail itself (./audit.ts).
 */
export function appendEntry(store: DemoStore, admin: Row | undefined, facts: EntryFacts): void {
  const at = new Date(store.now()).toISOString();
  const entry: AuditEntry = {
    _id: newId(),
    at,
    createdAt: at,
    updatedAt: at,
    adminId: admin?._id ?? null,
    adminName: admin ? String(admin.name ?? '') : 'System',
    ...facts,
  };
  store.insert('audit-log', entry as unknown as Row);
}
