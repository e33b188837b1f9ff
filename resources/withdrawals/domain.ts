/** Withdrawals and their four-eyes approval: states, who may approve, what follows. */
import type {
  BaseRecord,
  DecimalString,
  IsoDate,
  SolanaAddress,
  TxSignature,
} from '../domain/primitives';
import type { TransferNames } from '../domain/money';
import type { UserBalance } from '../domain/users';
import { compareDecimal } from '../domain/decimal';
import { defineStates } from '../domain/states';
import { say } from '../_text';

/**
 * pending -> approved -> processing -> completed|failed; pending|approved -> rejected.
 * Above the coin's secondApprovalThreshold: pending -> awaitingSecondApproval -> approved.
 */
export const WITHDRAWAL_STATES = defineStates({
  pending: { color: 'gold', next: ['awaitingSecondApproval', 'approved', 'rejected'] },
  awaitingSecondApproval: {
    label: 'Awaiting 2nd approval',
    color: 'orange',
    next: ['approved', 'rejected'],
  },
  approved: { color: 'blue', next: ['processing', 'rejected'] },
  processing: { color: 'cyan', next: ['completed', 'failed'] },
  completed: { color: 'green', next: [] },
  failed: { color: 'red', next: [] },
  rejected: { color: 'red', next: [] },
});
export type WithdrawalStatus = (typeof WITHDRAWAL_STATES.values)[number];

export interface WithdrawalApproval {
  /** Admin `_id`. */
  adminId: string;
  at: IsoDate;
}

export interface Withdrawal extends BaseRecord, TransferNames {
  userId: string;
  coinId: string;
  amount: DecimalString;
  fee: DecimalString;
  /** amount - fee. */
  netAmount: DecimalString;
  toAddress: SolanaAddress;
  txSignature?: TxSignature;
  status: WithdrawalStatus;
  /** Required for rejected. */
  rejectReason?: string;
  /** Why a processing withdrawal failed. */
  failureReason?: string;
  /** Admin `_id` of the last review (approve or reject). */
  reviewedBy?: string;
  reviewedAt?: IsoDate;
  /** Who approved and when, in order; two different admins above the threshold. */
  approvals: WithdrawalApproval[];
  /**
   * Whether two different admins must approve: fixed when the withdrawal is requested, from the
   * coin's threshold then (needsSecondApproval). A later threshold change does not move it, so
   * one admin cannot raise the threshold, approve a large withdrawal alone and lower it again.
   */
  needsTwoApprovals: boolean;
  /** Read-only, joined by the API: the names of the approving admins, in order, comma-separated. */
  approvedByNames?: string;
  /** Read-only, joined by the API: the user's balances, which a reviewer weighs it against. */
  userBalances?: UserBalance[];
  /** Read-only, per admin asking (awaitingApprovalOf): it may give this withdrawal an approval now. */
  awaitingMe?: boolean;
  /** Read-only, per admin asking: when that admin approved it (first or second), else null. */
  approvedByMeAt?: IsoDate | null;
}

/**
 * Four-eyes: a withdrawal above (not at) the coin's threshold needs two approvals. Asked once,
 * when the withdrawal is requested (its `needsTwoApprovals`), never at approval time.
 */
export function needsSecondApproval(amount: unknown, threshold: unknown): boolean {
  // A coin without a readable threshold asks for two approvals: the safe side.
  const order = compareDecimal(amount, threshold);
  return order === 1 || order === undefined;
}

/** Why `adminId` may not approve this withdrawal now (it gave the first of two), or undefined. */
export function approvalRefusedFor(
  withdrawal: { status?: unknown; approvals?: unknown },
  adminId: string,
): string | undefined {
  const approvals = Array.isArray(withdrawal.approvals)
    ? (withdrawal.approvals as WithdrawalApproval[])
    : [];
  return withdrawal.status === 'awaitingSecondApproval' &&
    approvals.some((item) => item.adminId === adminId)
    ? say`You gave the first approval of this withdrawal; a different admin must give the second.`
    : undefined;
}

export type ApprovalDecision =
  | { ok: true; status: 'approved' | 'awaitingSecondApproval'; approvals: WithdrawalApproval[] }
  | { ok: false; message: string };

/**
 * What an approval by `adminId` does to a withdrawal (the demo API applies it; screens explain it):
 * pending -> approved, or -> awaitingSecondApproval when it was requested above the coin's
 * threshold (`needsTwoApprovals`; a row without the flag takes the safe side, two); the second
 * approval must come from a different admin. A refusal is a 409 with its message.
 */
export function decideApproval(
  withdrawal: Pick<Withdrawal, 'status'> & {
    approvals?: WithdrawalApproval[];
    needsTwoApprovals?: unknown;
  },
  adminId: string,
  at: IsoDate,
): ApprovalDecision {
  const approvals = withdrawal.approvals ?? [];
  const approval = { adminId, at };
  if (withdrawal.status === 'pending') {
    return withdrawal.needsTwoApprovals !== false
      ? { ok: true, status: 'awaitingSecondApproval', approvals: [approval] }
      : { ok: true, status: 'approved', approvals: [approval] };
  }
  if (withdrawal.status === 'awaitingSecondApproval') {
    const refused = approvalRefusedFor(withdrawal, adminId);
    if (refused) return { ok: false, message: refused };
    return { ok: true, status: 'approved', approvals: [...approvals, approval] };
  }
  return {
    ok: false,
    message:
      withdrawal.status === 'approved'
        ? say`Cannot approve: the withdrawal is approved already.`
        : say`Cannot approve: the withdrawal is ${withdrawal.status}.`,
  };
}

/**
 * What an approval by `adminId` leads to, in words, for its confirmation: decideApproval's own
 * answer (the rule the API applies), so the dialog and the API never differ on whether a second
 * approval follows.
 */
export function approvalOutcome(
  withdrawal: { status?: unknown; approvals?: unknown; needsTwoApprovals?: unknown },
  adminId: string,
): string {
  const decision = decideApproval(
    {
      status: withdrawal.status as WithdrawalStatus,
      approvals: Array.isArray(withdrawal.approvals)
        ? (withdrawal.approvals as WithdrawalApproval[])
        : [],
      needsTwoApprovals: withdrawal.needsTwoApprovals,
    },
    adminId,
    new Date(0).toISOString(),
  );
  if (!decision.ok) return decision.message;
  if (decision.status === 'awaitingSecondApproval')
    return say`A second approval follows: a different admin must also approve before it is sent.`;
  return withdrawal.status === 'awaitingSecondApproval'
    ? say`No other approval follows: yours is the second, then it is sent.`
    : say`No second approval follows: yours is the only one needed, then it is sent.`;
}

/**
 * How many approvals a withdrawal needs (fixed when it was requested, as decideApproval reads it)
 * and who gave them so far (`approvedBy`: their names, in order), in words.
 */
export function approvalsNeeded(
  withdrawal: { needsTwoApprovals?: unknown },
  approvedBy: string,
): string {
  const names = approvedBy.trim();
  if (withdrawal.needsTwoApprovals !== false)
    return names
      ? say`Two, by different admins (above the coin's threshold when requested); given by ${names}`
      : say`Two, by different admins (above the coin's threshold when requested); none yet`;
  return names
    ? say`One (not above the coin's threshold when requested); given by ${names}`
    : say`One (not above the coin's threshold when requested); none yet`;
}

/** Withdrawals waiting for an admin: a first approval, or a different admin's second. */
export const AWAITING_REVIEW: readonly WithdrawalStatus[] = ['pending', 'awaitingSecondApproval'];

/**
 * Whether the withdrawal waits for `adminId`'s approval: pending, or awaiting a second approval
 * that this admin did not give (approvalRefusedFor, the four-eyes rule). Edit on the module is
 * the caller's to check.
 */
export function awaitingApprovalOf(
  withdrawal: { status?: unknown; approvals?: unknown },
  adminId: string,
): boolean {
  if (withdrawal.status === 'pending') return true;
  return (
    withdrawal.status === 'awaitingSecondApproval' &&
    approvalRefusedFor(withdrawal, adminId) === undefined
  );
}

/** When `adminId` approved the withdrawal (first or second approval), or null. */
export function approvedAtBy(withdrawal: { approvals?: unknown }, adminId: string): string | null {
  const approvals = Array.isArray(withdrawal.approvals)
    ? (withdrawal.approvals as WithdrawalApproval[])
    : [];
  return approvals.find((item) => item.adminId === adminId)?.at ?? null;
}
