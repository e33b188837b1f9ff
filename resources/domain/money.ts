/** Users and money: users, their logins, coins, deposits, withdrawals, fee ledger. */
import type {
  BaseRecord,
  DecimalString,
  Editable,
  IsoDate,
  SolanaAddress,
  TxSignature,
} from './primitives';
import { compareDecimal } from './decimal';
import { defineStates, defineValues } from './states';

export const USER_STATES = defineStates({
  active: { color: 'green', next: ['suspended', 'blocked'] },
  suspended: { color: 'gold', next: ['active', 'blocked'] },
  blocked: { color: 'red', next: ['active'] },
});
export type UserStatus = (typeof USER_STATES.values)[number];

export interface UserBalance {
  coinId: string;
  symbol: string;
  available: DecimalString;
  /** Locked in open orders and pending withdrawals. */
  locked: DecimalString;
}

export interface User extends BaseRecord, Editable {
  name: string;
  email: string;
  emailVerified: boolean;
  walletAddress: SolanaAddress;
  status: UserStatus;
  /** Required when blocking (and suspending); absent when active. */
  blockReason?: string;
  twoFactorEnabled: boolean;
  signupIp: string;
  /** ISO 3166-1 alpha-2 code. */
  signupCountry: string;
  lastLoginAt: IsoDate;
  /** One entry per coin. */
  balances: UserBalance[];
}

export const LOGIN_RESULTS = defineValues({
  success: { color: 'green' },
  failed: { color: 'red' },
});
export type LoginResult = (typeof LOGIN_RESULTS.values)[number];

/** One sign-in attempt (of a user or an admin). Immutable. */
export interface LoginAttempt extends BaseRecord {
  ip: string;
  /** From IP geolocation, e.g. `Berlin, DE`. */
  location: string;
  browser: string;
  os: string;
  result: LoginResult;
  at: IsoDate;
}

/** One login attempt of a platform user (user history, Logins tab). */
export interface UserLogin extends LoginAttempt {
  userId: string;
}

/**
 * One day of the sign-up report (computed, not stored). `_id` equals `date` so tables have a key;
 * it carries no createdAt/updatedAt.
 */
export interface SignupReportRow {
  _id: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
  signups: number;
  /** Of those signups, how many verified their email. */
  verified: number;
  /** Users whose first credited deposit happened that day. */
  firstDeposits: number;
}

export const COIN_STATES = defineStates({
  active: { color: 'green', next: ['disabled'] },
  disabled: { color: 'default', next: ['active'] },
});
export type CoinStatus = (typeof COIN_STATES.values)[number];

/** An SPL token. All limits are decimal strings in token units; minWithdraw <= maxWithdraw. */
export interface Coin extends BaseRecord, Editable {
  symbol: string;
  name: string;
  mintAddress: SolanaAddress;
  /** On-chain decimals of the mint. */
  decimals: number;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  minDeposit: DecimalString;
  minWithdraw: DecimalString;
  maxWithdraw: DecimalString;
  withdrawFee: DecimalString;
  dailyWithdrawLimit: DecimalString;
  /** Withdrawals above this amount need a second approval by a different admin. */
  secondApprovalThreshold: DecimalString;
  status: CoinStatus;
}

/**
 * A coin's limits that hold together, field -> message: amounts within the mint's
 * decimals, minWithdraw <= maxWithdraw <= dailyWithdrawLimit, and a fee below the smallest
 * withdrawal (netAmount = amount - fee stays positive). Declared once
 * (resources/coins.ts `validate`): forms and the demo API both run it.
 */
export function coinLimitErrors(coin: Record<string, unknown>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  // An amount the token cannot hold (more decimals than its mint) is no limit: 10.1234567 USDC.
  const decimals = Number(coin.decimals);
  if (Number.isInteger(decimals) && decimals >= 0)
    for (const field of COIN_AMOUNT_FIELDS) {
      const fraction = /^\d+\.(\d+)$/.exec(String(coin[field] ?? ''))?.[1] ?? '';
      if (fraction.replace(/0+$/, '').length > decimals)
        errors[field] = `At most ${decimals} decimal${decimals === 1 ? '' : 's'} (the mint's)`;
    }
  if (compareDecimal(coin.minWithdraw, coin.maxWithdraw) === 1)
    errors.minWithdraw ??= 'Min withdraw must not be above the max withdraw';
  const fee = compareDecimal(coin.withdrawFee, coin.minWithdraw);
  if (fee === 0 || fee === 1) errors.withdrawFee ??= 'Withdraw fee must be below the min withdraw';
  // A daily limit below one allowed withdrawal would refuse the max withdraw every day.
  if (compareDecimal(coin.dailyWithdrawLimit, coin.maxWithdraw) === -1)
    errors.dailyWithdrawLimit ??= 'Daily withdraw limit must not be below the max withdraw';
  return errors;
}

/** A coin's amounts in token units: each has at most the mint's decimals. */
const COIN_AMOUNT_FIELDS = [
  'minDeposit',
  'minWithdraw',
  'maxWithdraw',
  'withdrawFee',
  'dailyWithdrawLimit',
  'secondApprovalThreshold',
] as const;

/** detected -> confirming -> credited, or -> rejected. */
export const DEPOSIT_STATES = defineStates({
  detected: { color: 'default', next: ['confirming', 'rejected'] },
  confirming: { color: 'blue', next: ['credited', 'rejected'] },
  credited: { color: 'green', next: [] },
  rejected: { color: 'red', next: [] },
});
export type DepositStatus = (typeof DEPOSIT_STATES.values)[number];

export interface Deposit extends BaseRecord {
  userId: string;
  coinId: string;
  amount: DecimalString;
  fromAddress: SolanaAddress;
  toAddress: SolanaAddress;
  /** Unique. */
  txSignature: TxSignature;
  slot: number;
  status: DepositStatus;
  creditedAt?: IsoDate;
  rejectReason?: string;
  /** Admin `_id` who rejected it. */
  reviewedBy?: string;
}

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

export interface Withdrawal extends BaseRecord {
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
    ? 'You gave the first approval of this withdrawal; a different admin must give the second.'
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
    message: `Cannot approve: the withdrawal is ${withdrawal.status}${
      withdrawal.status === 'approved' ? ' already' : ''
    }.`,
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
    return 'A second approval follows: a different admin must also approve before it is sent.';
  return withdrawal.status === 'awaitingSecondApproval'
    ? 'No other approval follows: yours is the second, then it is sent.'
    : 'No second approval follows: yours is the only one needed, then it is sent.';
}

/**
 * How many approvals a withdrawal needs (fixed when it was requested, as decideApproval reads it)
 * and who gave them so far (`approvedBy`: their names, in order), in words.
 */
export function approvalsNeeded(
  withdrawal: { needsTwoApprovals?: unknown },
  approvedBy: string,
): string {
  const needed =
    withdrawal.needsTwoApprovals !== false
      ? "Two, by different admins (above the coin's threshold when requested)"
      : "One (not above the coin's threshold when requested)";
  return approvedBy.trim() ? `${needed}; given by ${approvedBy.trim()}` : `${needed}; none yet`;
}

export const ADMIN_PROFIT_SOURCES = defineValues({ trade: {}, withdrawal: {} });
export type AdminProfitSource = (typeof ADMIN_PROFIT_SOURCES.values)[number];

/** A fee ledger entry. */
export interface AdminProfit extends BaseRecord {
  source: AdminProfitSource;
  /** `_id` of the trade or withdrawal. */
  refId: string;
  coinId: string;
  /** Set for trade fees. */
  marketId?: string;
  amount: DecimalString;
  at: IsoDate;
}

/** One coin's fee revenue over a date range (GET /api/admin/admin-profit/stats). */
export interface CoinProfit {
  coinId: string;
  symbol: string;
  /** Sums in the coin's units, exact decimal strings. */
  trade: DecimalString;
  withdrawal: DecimalString;
  total: DecimalString;
  /** Ledger entries counted. */
  entries: number;
  /** One entry per day of `AdminProfitStats.days`. */
  daily: { trade: DecimalString; withdrawal: DecimalString }[];
}

/** Fee revenue per coin and per UTC day over `from`..`to` (YYYY-MM-DD, both included). */
export interface AdminProfitStats {
  from: string;
  to: string;
  days: string[];
  /** Every coin, in the coin list's order, including those without fees in the range. */
  coins: CoinProfit[];
}
