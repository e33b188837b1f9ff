/**
 * Dual control (maker-checker): a change that moves money or rights is not applied on one admin's
 * word. It is stored as a pending change, and applied only when a different admin with edit on its
 * module approves it (docs/states.md, "Pending changes"). Which changes are held is declared on
 * the fields and actions of the modules (`approval: { kind }`); which kinds are on is a site
 * setting (`dualControl.<kind>`), every one on by default.
 */
import type { AuditChange } from './audit';
import type { BaseRecord, IsoDate } from './primitives';
import { defineStates, defineValues } from './states';
import { say } from '../_text';

/** The kinds of change a second admin must approve; each may be turned off in the site setting. */
export const DUAL_CONTROL_KINDS = defineValues({
  marketResolution: { label: 'Market resolution', color: 'purple' },
  coinLimits: { label: "A coin's limits, fees and approval threshold", color: 'gold' },
  platformSettings: { label: 'Trading, maintenance, registration and default fees', color: 'blue' },
  adminRights: { label: 'Edit on a money or rights module', color: 'red' },
  tradeBotStart: { label: 'Starting a trade bot', color: 'cyan' },
});
export type DualControlKind = (typeof DUAL_CONTROL_KINDS.values)[number];

/**
 * Turning a kind off is itself held, whatever the setting says: otherwise one admin could turn off
 * the check and then make the change alone. Not a kind of the setting (it cannot be turned off).
 */
export const SETTING_KIND = 'dualControlSetting';
/** A change's kind as stored on a pending change: a kind of the setting, or the setting itself. */
export type HeldKind = DualControlKind | typeof SETTING_KIND;

/** Why each kind waits for a second admin, as the form, the inbox and the report say it. */
export const HELD_KIND_REASONS: Readonly<Record<HeldKind, string>> = {
  marketResolution: say`Resolving a market pays out every position in it`,
  coinLimits: say`A coin's limits and fees decide how much money may leave the platform`,
  platformSettings: say`These settings open or close trading and set every market's fees`,
  adminRights: say`Edit on a money or rights module lets an admin move money or grant rights`,
  tradeBotStart: say`A trade bot trades with the platform's money once started`,
  [SETTING_KIND]: say`Turning off a second admin's check lets one admin act alone`,
};

/** Why an inbox row waits: a held kind's reason, or a withdrawal's own rule. */
export const inboxReason = (kind: string): string =>
  kind === WITHDRAWAL_REVIEW
    ? say`Money leaves the platform only once admins approve it (two above the coin's threshold)`
    : (HELD_KIND_REASONS[kind as HeldKind] ?? '');

/**
 * A withdrawal awaiting review, as the inbox lists it beside the held changes: it keeps its own
 * four-eyes rule (resources/withdrawals/domain.ts) and is reviewed on its own page.
 */
export const WITHDRAWAL_REVIEW = 'withdrawal';

/** The kinds' labels, the setting's own, and a withdrawal's review. */
export const heldKindLabel = (kind: string): string =>
  kind === SETTING_KIND
    ? say`Turning off dual control`
    : kind === WITHDRAWAL_REVIEW
      ? say`Withdrawal review`
      : (DUAL_CONTROL_KINDS.options.find((option) => option.value === kind)?.label ?? kind);

/** The site setting `dualControl`: which kinds need a second admin (absent: on). */
export type DualControlSetting = Partial<Record<DualControlKind, boolean>>;

/** Whether the setting holds changes of `kind` (the setting's own kind always). */
export function kindHeld(setting: DualControlSetting | undefined, kind: HeldKind): boolean {
  return kind === SETTING_KIND || setting?.[kind] !== false;
}

/**
 * What a declaration marks as held: a field's change (`when` narrows it to some changes: a
 * restriction that gives edit on a money module), or an action.
 */
export interface ApprovalMark {
  kind: HeldKind;
  /** Held only when this says so of the field's value before and after. */
  when?: (before: unknown, after: unknown) => boolean;
}

/** pending -> approved | rejected | withdrawn | expired. */
export const PENDING_CHANGE_STATES = defineStates({
  pending: {
    label: 'Waiting',
    color: 'gold',
    next: ['approved', 'rejected', 'withdrawn', 'expired'],
  },
  approved: { label: 'Approved', color: 'green', next: [] },
  rejected: { label: 'Rejected', color: 'red', next: [] },
  withdrawn: { label: 'Withdrawn', color: 'default', next: [] },
  expired: { label: 'Expired', color: 'default', next: [] },
});
export type PendingChangeStatus = (typeof PENDING_CHANGE_STATES.values)[number];

/** How long a pending change waits before it expires: hours (a site setting). */
export const APPROVAL_EXPIRY_HOURS = { default: 24, min: 1, max: 168 } as const;

/** The request a pending change replays when approved, as its proposer made it. */
export interface HeldRequest {
  method: 'POST' | 'PUT';
  /** The API address after the host (`/api/admin/coins/<id>`). */
  path: string;
  body: Record<string, unknown>;
}

/** A change one admin asked for, waiting for (or decided by) a second admin. */
export interface PendingChange extends BaseRecord {
  /** The declared resource the change is to (`coins`, `site-setting`). */
  resource: string;
  /** The record changed; null for the site setting. */
  recordId: string | null;
  /** The record's title when proposed ("USDC"). */
  recordTitle: string;
  /** `update`, or the action's name (`resolve`, `start`). */
  action: string;
  /** A held kind, or WITHDRAWAL_REVIEW for a withdrawal the inbox lists beside them. */
  kind: HeldKind | typeof WITHDRAWAL_REVIEW;
  /** The access module whose edit right approving needs (the change's own). */
  module: string;
  /** Field by field: before (as stored when proposed) and after. */
  changes: AuditChange[];
  proposedBy: string;
  proposedByName: string;
  proposedAt: IsoDate;
  /** None for a withdrawal (it waits until reviewed). */
  expiresAt: IsoDate | null;
  /** A withdrawal's approvers so far (its second approval is another admin's). */
  approvedBy?: string[];
  status: PendingChangeStatus;
  decidedBy?: string;
  decidedByName?: string;
  decidedAt?: IsoDate;
  /** Why it was rejected (required), or withdrawn. */
  decisionReason?: string;
  /** Whether the admin reading it may approve it now (the API adds it per reader). */
  waitingForMe?: boolean;
  /** Kept by the server, never answered: the request replayed on approval. */
  request?: HeldRequest;
}

/** Whether a role change makes a superadmin (edit on every module). */
export const makesSuperadmin = (before: unknown, after: unknown): boolean =>
  after === 'superadmin' && before !== 'superadmin';

/** Whether a kind's switch is turned off (on, or absent, before). */
export const turnsOff = (before: unknown, after: unknown): boolean =>
  before !== false && after === false;
