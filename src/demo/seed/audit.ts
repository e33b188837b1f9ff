/**
 * The seed's audit trail, derived from what the rest of the seed says admins did, so that the log
 * and the records agree: catalogue changes (the seed's story of each event, its changes by admins;
 * not stored apart, the trail is the events' history), withdrawal approvals and rejections,
 * deposit rejections, admin sign-ins (their login history) and a few refusals.
 */
import {
  auditChanges,
  REASONS,
  type AuditEntry,
  type Deposit,
  type LoginHistory,
} from '../../../resources/domain';
import { type Event, type EventHistory } from '../../../resources/events';
import { type Withdrawal } from '../../../resources/withdrawals';
import { DEMO_ACCOUNTS } from '../accounts';
import { formatAmount } from '../../model/format';
import type { Rng } from './rng';

/** The code a seeded reason starts with (its label, then the details). */
const reasonCodeOf = (text: string | undefined) => {
  const code = Object.entries(REASONS).find(([, label]) => text?.startsWith(label))?.[0];
  return code ? { reasonCode: code } : {};
};

const NAMES = new Map(DEMO_ACCOUNTS.map((account) => [account._id, account.name]));
const MODULES = { events: 'Events', withdrawals: 'Withdraw', deposits: 'Deposit' } as const;

/** The declared action behind each kind of event-history entry. */
const EVENT_ACTIONS: Record<EventHistory['action'], string> = {
  created: 'create',
  updated: 'update',
  activated: 'publish',
  paused: 'pause',
  closed: 'close',
  resolved: 'resolve',
  cancelled: 'cancel',
};

interface AuditSources {
  events: readonly Event[];
  eventHistory: readonly EventHistory[];
  withdrawals: readonly Withdrawal[];
  deposits: readonly Deposit[];
  loginHistory: readonly LoginHistory[];
  coinSymbols: ReadonlyMap<string, string>;
}

export function buildAuditTrail(rng: Rng, sources: AuditSources): AuditEntry[] {
  const entries: AuditEntry[] = [];
  type Fields = Omit<AuditEntry, '_id' | 'adminName' | 'createdAt' | 'updatedAt'>;
  const add = (entry: Fields) => {
    // The trail records what admins asked for: an automatic close or an oracle's resolution is
    // not one (the resolution history lists the oracle's).
    if (!entry.adminId || !NAMES.has(entry.adminId)) return;
    entries.push({
      ...entry,
      _id: rng.id(Date.parse(entry.at)),
      adminName: NAMES.get(entry.adminId)!,
      createdAt: entry.at,
      updatedAt: entry.at,
    });
  };

  const events = new Map(sources.events.map((event) => [event._id, event]));
  for (const row of sources.eventHistory) {
    const event = events.get(row.eventId);
    const action = EVENT_ACTIONS[row.action];
    // A market's change is on the market's history too, named by its question (as the API does).
    const market = event?.markets.find((item) => item._id === row.marketId);
    const marketRow = market
      ? {
          rowIds: [market._id],
          names: { [market._id]: { name: market.question, resource: 'markets' } },
        }
      : {};
    add({
      at: row.at,
      adminId: row.actorId,
      module: MODULES.events,
      resource: 'events',
      recordId: row.eventId,
      recordTitle: event?.title ?? row.eventId,
      action,
      outcome: action === 'create' ? 201 : 200,
      message: '',
      changes: auditChanges(
        row.before ?? undefined,
        row.after ?? undefined,
        row.marketId ? `markets.${row.marketId}.` : '',
      ),
      ...marketRow,
    });
  }

  for (const row of sources.withdrawals) {
    const title = formatAmount(row.amount, sources.coinSymbols.get(row.coinId));
    let status: string = 'pending';
    row.approvals.forEach((approval, index) => {
      const next = index === 0 && row.needsTwoApprovals ? 'awaitingSecondApproval' : 'approved';
      add({
        at: approval.at,
        adminId: approval.adminId,
        module: MODULES.withdrawals,
        resource: 'withdrawals',
        recordId: row._id,
        recordTitle: title,
        action: 'approve',
        outcome: 200,
        message:
          next === 'approved'
            ? 'Withdrawal approved'
            : 'First approval recorded: a different admin must give the second',
        changes: [{ field: 'status', before: status, after: next }],
      });
      status = next;
    });
    if (row.status === 'rejected' && row.reviewedBy && row.reviewedAt)
      add({
        at: row.reviewedAt,
        adminId: row.reviewedBy,
        module: MODULES.withdrawals,
        resource: 'withdrawals',
        recordId: row._id,
        recordTitle: title,
        action: 'reject',
        ...reasonCodeOf(row.rejectReason),
        outcome: 200,
        message: "Withdrawal rejected; the user's funds are unlocked",
        changes: [
          { field: 'status', before: status, after: 'rejected' },
          { field: 'rejectReason', before: null, after: row.rejectReason ?? null },
        ],
      });
  }

  for (const row of sources.deposits) {
    if (row.status !== 'rejected' || !row.reviewedBy) continue;
    add({
      at: row.updatedAt,
      adminId: row.reviewedBy,
      module: MODULES.deposits,
      resource: 'deposits',
      recordId: row._id,
      recordTitle: formatAmount(row.amount, sources.coinSymbols.get(row.coinId)),
      action: 'reject',
      ...reasonCodeOf(row.rejectReason),
      outcome: 200,
      message: 'Deposit rejected',
      changes: [
        { field: 'status', before: 'confirming', after: 'rejected' },
        { field: 'rejectReason', before: null, after: row.rejectReason ?? null },
      ],
    });
  }

  for (const row of sources.loginHistory) {
    const ok = row.result === 'success';
    add({
      at: row.at,
      adminId: row.adminId,
      module: '',
      resource: 'session',
      recordId: row.adminId,
      recordTitle: NAMES.get(row.adminId) ?? '',
      action: 'sign-in',
      outcome: ok ? 200 : 400,
      message: ok ? `Welcome, ${NAMES.get(row.adminId) ?? ''}` : 'Invalid email or password',
      changes: [],
    });
  }

  // Newest first, as the API lists it by default; equal times keep the order written.
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
