import {
  APPROVAL_EXPIRY_HOURS,
  heldKindLabel,
  type AuditChange,
  type HeldKind,
  type PendingChange,
} from '../../../resources/domain';
import { listLink } from '../../model/listLink';
import { newId, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { appendEntry } from './auditEntry';
import { say } from '../../../resources/_text';

const HOUR_MS = 3_600_000;

/** What a held change is, as the route that was asked to apply it knows it. */
export interface HeldAsk {
  resource: string;
  recordId: string | null;
  recordTitle: string;
  action: string;
  kind: HeldKind;
  module: string;
  changes: AuditChange[];
}

/** A pending change of `asked`, proposed now by `admin`, that `request` applies once approved. */
export function pendingChange(
  store: DemoStore,
  admin: Row,
  asked: HeldAsk,
  request: NonNullable<PendingChange['request']>,
): Row {
  const hours = Number(store.object('site-setting').approvalExpiryHours);
  const { min, max } = APPROVAL_EXPIRY_HOURS;
  const expiryHours =
    Number.isInteger(hours) && hours >= min && hours <= max ? hours : APPROVAL_EXPIRY_HOURS.default;
  const at = new Date(store.now()).toISOString();
  const change: PendingChange = {
    _id: newId(),
    resource: asked.resource,
    recordId: asked.recordId,
    recordTitle: asked.recordTitle,
    action: asked.action,
    kind: asked.kind,
    module: asked.module,
    changes: asked.changes,
    proposedBy: admin._id,
    proposedByName: String(admin.name),
    proposedAt: at,
    expiresAt: new Date(store.now() + expiryHours * HOUR_MS).toISOString(),
    status: 'pending',
    request,
    createdAt: at,
    updatedAt: at,
  };
  return change as unknown as Row;
}

/** Every other active admin with edit on the change's module hears of it (the bell). */
export async function notifyApprovers(store: DemoStore, permitted: Permit, change: Row) {
  for (const admin of store.all('admins')) {
    if (admin._id === change.proposedBy || admin.status === 'disabled') continue;
    if (await permitted(admin, String(change.module), 'edit')) continue;
    const kind = heldKindLabel(String(change.kind));
    store.insert('notifications', {
      _id: newId(),
      adminId: admin._id,
      type: 'warning',
      title: say`A change waits for your approval`,
      body: say`${kind}: ${String(change.recordTitle)}, proposed by ${String(change.proposedByName)}.`,
      link: listLink('/approvals', 'waitingForMe=true'),
      createdAt: change.proposedAt,
      updatedAt: change.proposedAt,
    });
  }
}

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
  appendEntry(store, admin, {
    module: String(change.module),
    resource: String(change.resource),
    recordId: (change.recordId as string | null) ?? null,
    recordTitle: String(change.recordTitle),
    action,
    outcome,
    message,
    changes: change.changes as AuditChange[],
    pendingChangeId: change._id,
  });
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

/** Whether the fields the change sets still hold what its proposer saw. */
export function movedSince(store: DemoStore, change: Row): AuditChange | undefined {
  const current =
    change.resource === 'site-setting'
      ? flatSetting(store)
      : store.find(String(change.resource), String(change.recordId ?? ''));
  if (!current) return undefined;
  return (change.changes as AuditChange[]).find(
    (item) =>
      !item.field.startsWith('action:') &&
      item.field in current &&
      JSON.stringify(current[item.field] ?? null) !== JSON.stringify(item.before ?? null),
  );
}
function flatSetting(store: DemoStore): Row {
  const setting = store.object('site-setting') as Row;
  const flat: Row = { ...setting };
  for (const [key, value] of Object.entries(setting))
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [sub, item] of Object.entries(value as Row)) flat[`${key}.${sub}`] = item;
  return flat;
}
