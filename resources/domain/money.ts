/** Money: coins and their limits, deposits, the fee ledger. */
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
import { say } from '../_text';

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
  /** The most withdrawals approved in one batch add up to; unset: the daily withdraw limit. */
  batchApprovalLimit?: DecimalString;
  status: CoinStatus;
}

/** What one batch of approvals may move in a coin (its own limit, else its daily limit). */
export const batchApprovalCap = (coin: Partial<Coin>): unknown =>
  coin.batchApprovalLimit || coin.dailyWithdrawLimit;

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
        errors[field] =
          decimals === 1
            ? say`At most ${decimals} decimal (the mint's)`
            : say`At most ${decimals} decimals (the mint's)`;
    }
  if (compareDecimal(coin.minWithdraw, coin.maxWithdraw) === 1)
    errors.minWithdraw ??= say`Min withdraw must not be above the max withdraw`;
  const fee = compareDecimal(coin.withdrawFee, coin.minWithdraw);
  if (fee === 0 || fee === 1)
    errors.withdrawFee ??= say`Withdraw fee must be below the min withdraw`;
  // A daily limit below one allowed withdrawal would refuse the max withdraw every day.
  if (compareDecimal(coin.dailyWithdrawLimit, coin.maxWithdraw) === -1)
    errors.dailyWithdrawLimit ??= say`Daily withdraw limit must not be below the max withdraw`;
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
  'batchApprovalLimit',
] as const;

/** detected -> confirming -> credited, or -> rejected. */
export const DEPOSIT_STATES = defineStates({
  detected: { color: 'default', next: ['confirming', 'rejected'] },
  confirming: { color: 'blue', next: ['credited', 'rejected'] },
  credited: { color: 'green', next: [] },
  rejected: { color: 'red', next: [] },
});
export type DepositStatus = (typeof DEPOSIT_STATES.values)[number];

/**
 * What the API answers beside the ids a transfer (or a fee entry) keeps, as a backend joins them:
 * read-only and not stored, so a row reads without a lookup per cell
 * (resources/withdrawals/demo/transfers.ts).
 */
export interface TransferNames {
  /** The user's email (`userId`). */
  userEmail?: string;
  /** The coin's symbol (`coinId`). */
  coinSymbol?: string;
  /** The name of the admin who reviewed it last (`reviewedBy`). */
  reviewedByName?: string;
}

export interface Deposit extends BaseRecord, TransferNames {
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

export const ADMIN_PROFIT_SOURCES = defineValues({ trade: {}, withdrawal: {} });
export type AdminProfitSource = (typeof ADMIN_PROFIT_SOURCES.values)[number];

/** A fee ledger entry. */
export interface AdminProfit extends BaseRecord, Pick<TransferNames, 'coinSymbol'> {
  source: AdminProfitSource;
  /** `_id` of the trade or withdrawal. */
  refId: string;
  coinId: string;
  /** Set for trade fees. */
  marketId?: string;
  /** Read-only, joined by the API for trade fees: the market's question. */
  marketQuestion?: string;
  amount: DecimalString;
  at: IsoDate;
}

/** One coin's fee revenue over a date range (GET /api/admin/admin-profit/stats). */
export interface CoinProfit {
  coinId: string;
  symbol: string;
  /** The coin's mint: what names the treasury's on-chain balance (VITE_TOKEN_MINT) in a unit. */
  mintAddress: string;
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
