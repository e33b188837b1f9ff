import type { AuditChange, AuditEntry } from '../../../resources/domain';
import { newId, type DemoStore, type Row } from '../store';
import { say } from '../../../resources/_text';

/**
 * The audit entry of one step of a pending change (approved, rejected, withdrawn, expired), on the
 * record it changes, so that the record's History tab shows it beside the proposal; `admin`
 * undefined for the system (an expiry).
 */
export function recordEntry(
  store: DemoStore,
  change: Row,
  admin: Row | undefined,
  action: string,
  outcome: number,
  message: string,
): void {
  const at = new Date(store.now()).toISOString();
  const entry: AuditEntry = {
    _id: newId(),
    at,
    createdAt: at,
    updatedAt: at,
    adminId: admin?._id ?? null,
    adminName: admin ? String(admin.name) : 'System',
    module: String(change.module),
    resource: String(change.resource),
    recordId: (change.recordId as string | null) ?? null,
    recordTitle: String(change.recordTitle),
    action,
    outcome,
    message,
    changes: change.changes as AuditChange[],
    pendingChangeId: change._id,
  };
  store.insert('audit-log', entry as unknown as Row);
}

/** The last instant expiries were looked for, per store: not twice at one instant. */
const lastSweep = new WeakMap<DemoStore, number>();

/**
 * Marks every pending change past its `expiresAt` as expired (in the trail as the system's step).
 * Run before any pending change is read or decided, so that none is approved once expired.
 */
export function expireDue(store: DemoStore, now: number): void {
  if ((lastSweep.get(store) ?? -Infinity) === now) return;
  lastSweep.set(store, now);
  const at = new Date(now).toISOString();
  for (const change of store.all('approvals')) {
    if (change.status !== 'pending' || String(change.expiresAt) > at) continue;
    const done = store.update('approvals', change._id, {
      status: 'expired',
      decidedAt: at,
      updatedAt: at,
    })!;
    recordEntry(
      store,
      done,
      undefined,
      'expire-change',
      200,
      say`Change expired: no second admin decided it in time`,
    );
  }
}
