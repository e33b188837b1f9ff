/** Trading: orders, trades and positions. */
import type { Bps, BaseRecord, DecimalString, IsoDate, Price, TxSignature } from './primitives';
import { defineStates, defineValues } from './states';

/** The two sides of every binary market; orders, trades and positions hold one of them. */
export const OUTCOMES = defineValues({ Yes: { color: 'green' }, No: { color: 'red' } });
export type Outcome = (typeof OUTCOMES.values)[number];

export const ORDER_SIDES = defineValues({ BUY: { color: 'green' }, SELL: { color: 'red' } });
export type OrderSide = (typeof ORDER_SIDES.values)[number];

/** The words every screen shows for time in force. */
export const TIME_IN_FORCE = defineValues({
  GTC: { label: "Good 'Til Canceled" },
  IOC: { label: 'Immediate Or Cancel' },
  GTD: { label: "Good 'Til Date" },
});
export type TimeInForce = (typeof TIME_IN_FORCE.values)[number];

/**
 * pending -> open -> partiallyFilled -> filled; open|partiallyFilled -> cancelled|expired;
 * pending -> rejected. IOC orders never rest (never open/partiallyFilled).
 */
export const ORDER_STATES = defineStates({
  pending: { color: 'default', next: ['open', 'rejected'] },
  open: { color: 'blue', next: ['partiallyFilled', 'filled', 'cancelled', 'expired'] },
  partiallyFilled: { color: 'cyan', next: ['filled', 'cancelled', 'expired'] },
  filled: { color: 'green', next: [] },
  cancelled: { color: 'default', next: [] },
  expired: { color: 'default', next: [] },
  rejected: { color: 'red', next: [] },
});
export type OrderStatus = (typeof ORDER_STATES.values)[number];

/** Orders still on (or about to be on) the book: an admin may cancel them. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] =
  ORDER_STATES.sources('cancelled').concat('pending');

/**
 * What the API answers beside the ids an order or a position keeps, as a backend joins them:
 * read-only and not stored (resources/orders/demo/trading.ts).
 */
export interface TradingNames {
  /** The market's question (`marketId`). */
  marketQuestion?: string;
  /** The user's name and email (`userId`). */
  userName?: string;
  userEmail?: string;
}

export interface Order extends BaseRecord, TradingNames {
  userId: string;
  marketId: string;
  outcome: Outcome;
  side: OrderSide;
  timeInForce: TimeInForce;
  /** A multiple of the market's tickSize within [tick, 1 - tick]. */
  price: Price;
  /** Shares (decimal string); size = filledSize + remainingSize. */
  size: DecimalString;
  filledSize: DecimalString;
  /** '0' when filled. */
  remainingSize: DecimalString;
  feeBps: Bps;
  /** Required for GTD, absent otherwise. */
  expiresAt?: IsoDate;
  /** Why the order was rejected. */
  rejectReason?: string;
  /** Why an admin cancelled it: the reason code's label and any details. */
  cancelReason?: string;
  status: OrderStatus;
}

/** matched -> confirmed -> finalized, or -> failed. */
export const TRADE_STATES = defineStates({
  matched: { color: 'blue', next: ['confirmed', 'failed'] },
  confirmed: { color: 'cyan', next: ['finalized', 'failed'] },
  finalized: { color: 'green', next: [] },
  failed: { color: 'red', next: [] },
});
export type TradeStatus = (typeof TRADE_STATES.values)[number];

export interface Trade extends BaseRecord {
  marketId: string;
  outcome: Outcome;
  takerOrderId: string;
  makerOrderId: string;
  takerUserId: string;
  makerUserId: string;
  /** The taker's side. */
  side: OrderSide;
  price: Price;
  /** Shares (decimal string). */
  size: DecimalString;
  /** USDC decimal string. */
  takerFee: DecimalString;
  /** USDC decimal string. */
  makerFee: DecimalString;
  /** Unique. */
  txSignature: TxSignature;
  status: TradeStatus;
  /** Read-only, joined by the API: the market's question, the taker's and maker's names, emails. */
  marketQuestion?: string;
  takerName?: string;
  makerName?: string;
  takerEmail?: string;
  makerEmail?: string;
  /** Read-only, derived by the API: taker and maker, so that `?userIds=` finds either side. */
  userIds?: string[];
}

/** open -> redeemable -> closed, or open -> closed when sold out. */
export const POSITION_STATES = defineStates({
  open: { color: 'blue', next: ['redeemable', 'closed'] },
  redeemable: { color: 'gold', next: ['closed'] },
  closed: { color: 'default', next: [] },
});
export type PositionStatus = (typeof POSITION_STATES.values)[number];

export interface Position extends BaseRecord, TradingNames {
  userId: string;
  marketId: string;
  outcome: Outcome;
  /** Shares held (decimal string, '0.00' when sold out). */
  size: DecimalString;
  avgPrice: Price;
  currentPrice: Price;
  /** USDC, may be negative. */
  realizedPnl: DecimalString;
  /** USDC, may be negative; '0.00' for closed positions. */
  unrealizedPnl: DecimalString;
  status: PositionStatus;
  redeemedAt?: IsoDate;
  /** USDC paid out on redemption (or '0.00' for a losing position). */
  payout?: DecimalString;
}
