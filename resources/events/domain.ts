/** Events, their markets and resolution. */
import type {
  BaseRecord,
  Bps,
  DecimalString,
  Editable,
  IsoDate,
  JsonObject,
  Price,
} from '../domain/primitives';
import type { Outcome } from '../domain/trading';
import { defineStates, defineValues } from '../domain/states';
import { say } from '../_text';

/** draft -> active -> closed -> resolved -> archived, or -> cancelled from draft/active/closed. */
export const EVENT_STATES = defineStates({
  draft: { color: 'default', next: ['active', 'cancelled'] },
  active: { color: 'green', next: ['closed', 'cancelled'] },
  closed: { color: 'blue', next: ['resolved', 'cancelled'] },
  resolved: { color: 'purple', next: ['archived'] },
  archived: { color: 'default', next: [] },
  cancelled: { color: 'red', next: [] },
});
export type EventStatus = (typeof EVENT_STATES.values)[number];

/** draft -> active <-> paused -> closed -> resolved, or -> cancelled. */
export const MARKET_STATES = defineStates({
  draft: { color: 'default', next: ['active', 'cancelled'] },
  active: { color: 'green', next: ['paused', 'closed', 'cancelled'] },
  paused: { color: 'gold', next: ['active', 'closed', 'cancelled'] },
  // Extending endDate of a closed market reopens it (-> active).
  closed: { color: 'blue', next: ['resolved', 'active', 'cancelled'] },
  resolved: { color: 'purple', next: [] },
  cancelled: { color: 'red', next: [] },
});
export type MarketStatus = (typeof MARKET_STATES.values)[number];

/** A resolution outcome: Yes pays [1,0], No [0,1], Invalid (50-50) [0.5,0.5]. */
export const RESOLUTION_OUTCOMES = defineValues({
  Yes: { color: 'green' },
  No: { color: 'red' },
  Invalid: { label: 'Invalid (50/50)', color: 'gold' },
});
export type ResolutionOutcome = (typeof RESOLUTION_OUTCOMES.values)[number];

/** Payout per outcome, in the order of `Market.outcomes` (`[Yes, No]`). */
export type Payouts = [number, number];

export const RESOLUTION_PAYOUTS: Readonly<Record<ResolutionOutcome, Readonly<Payouts>>> = {
  Yes: [1, 0],
  No: [0, 1],
  Invalid: [0.5, 0.5],
};

export const TICK_SIZES = [0.1, 0.01, 0.001, 0.0001] as const;
export type TickSize = (typeof TICK_SIZES)[number];

/**
 * A binary market of an event. Volumes and liquidity are decimal strings in USDC;
 * prices are numbers. `outcomePrices[i]` is the price of `outcomes[i]` and they sum to exactly 1.
 */
export interface Market extends BaseRecord, Editable {
  eventId: string;
  question: string;
  /** Unique. */
  slug: string;
  /** Always `['Yes', 'No']`. */
  outcomes: Outcome[];
  /** Prices of `outcomes`, summing to 1 (a resolved market shows its payouts). */
  outcomePrices: Price[];
  tickSize: TickSize;
  /** Minimum order size in shares (decimal string). */
  minOrderSize: DecimalString;
  makerFeeBps: Bps;
  takerFeeBps: Bps;
  startDate: IsoDate;
  endDate: IsoDate;
  acceptingOrders: boolean;
  /** Read-only, USDC traded ever: `volume` of its trades (figures.ts). */
  volume: DecimalString;
  /** Read-only, USDC traded in the 24 h up to the request: `volume` over `last24Hours`. */
  volume24h: DecimalString;
  /** Read-only, USDC resting on the book: `liquidityByMarket` of its orders. */
  liquidity: DecimalString;
  /** Read-only; null when the market has no book (draft, closed, resolved, cancelled). */
  bestBid: Price | null;
  /** Read-only; null when the market has no book. */
  bestAsk: Price | null;
  /** Read-only; null before the first trade. */
  lastPrice: Price | null;
  winningOutcome?: ResolutionOutcome;
  /** Read-only: when trading was closed (at or before endDate); none while open or reopened. */
  closedAt?: IsoDate;
  resolvedAt?: IsoDate;
  /** Admin `_id` (or `'oracle'`). */
  resolvedBy?: string;
  /**
   * The resolution's reason and evidence link, when given: kept on the market as well as on its
   * resolution record, so that the audit trail's entry for the resolve shows them.
   */
  resolutionReason?: string;
  resolutionEvidence?: string;
  status: MarketStatus;
}

export interface Event extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  ticker: string;
  description: string;
  resolutionSource: string;
  categoryId: string;
  seriesId?: string;
  tagIds: string[];
  /** Image URL. */
  image: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Read-only: when the event's trading was closed; none while open or reopened. */
  closedAt?: IsoDate;
  featured: boolean;
  /** Mutually exclusive markets: exactly one resolves Yes. */
  negRisk: boolean;
  /** 1..n markets, each with `eventId` equal to this event's `_id`. */
  markets: Market[];
  /** Read-only: sum of the markets' `volume` (USDC decimal string). */
  volume: DecimalString;
  /** Read-only: sum of the markets' `liquidity` (USDC decimal string). */
  liquidity: DecimalString;
  status: EventStatus;
}

export const RESOLUTION_SOURCES = defineValues({
  admin: { color: 'blue' },
  oracle: { color: 'cyan' },
});
export type ResolutionSource = (typeof RESOLUTION_SOURCES.values)[number];

/**
 * A market as the market lists answer it: with what the list shows of its event, read-only and not
 * stored (./demo/markets.ts joins them), and its figures of the moment.
 */
export interface MarketView extends Market {
  eventTitle?: string;
  eventTicker?: string;
  eventStatus?: EventStatus;
  categoryId?: string;
  negRisk?: boolean;
}

export interface ResolutionRecord extends BaseRecord {
  marketId: string;
  eventId: string;
  outcome: ResolutionOutcome;
  payouts: Payouts;
  source: ResolutionSource;
  reason: string;
  evidenceUrl: string;
  /** Admin `_id`, or `'oracle'` when `source` is oracle. */
  resolvedBy: string;
  resolvedAt: IsoDate;
  /** Answered beside the stored fields (not stored): the market, its event, the resolver's name. */
  marketQuestion?: string;
  eventTitle?: string;
  resolvedByName?: string;
}

export const EVENT_HISTORY_ACTIONS = defineValues({
  created: { color: 'blue' },
  updated: { color: 'default' },
  activated: { color: 'green' },
  paused: { color: 'gold' },
  closed: { color: 'geekblue' },
  resolved: { color: 'purple' },
  cancelled: { color: 'red' },
});
export type EventHistoryAction = (typeof EVENT_HISTORY_ACTIONS.values)[number];

/**
 * What happened to an event in the seed's story, by whom: the demo seed derives the event's entries
 * in the audit trail from these (the API serves the trail, GET /events/{id}/history).
 */
export interface EventHistory extends BaseRecord {
  eventId: string;
  /** Set when the change concerned one market of the event. */
  marketId?: string;
  action: EventHistoryAction;
  /** Admin `_id`, or `'system'`/`'oracle'`. */
  actorId: string;
  /** Changed fields before the change; null for `created`. */
  before: JsonObject | null;
  /** Changed fields after the change. */
  after: JsonObject | null;
  at: IsoDate;
}

/** Market statuses still trading (they may be past their end date). */
const TRADING: readonly string[] = ['active', 'paused'];

/**
 * A market can be resolved once it is closed, or trading past its end date.
 * `now` is injectable for tests.
 */
export function resolvable(
  market: { status?: unknown; endDate?: unknown },
  now: number = Date.now(),
): boolean {
  if (market.status === 'closed') return true;
  const end = Date.parse(String(market.endDate ?? ''));
  return TRADING.includes(String(market.status)) && Number.isFinite(end) && end <= now;
}

/** An event can go to its resolution page when it is active or closed and a market is resolvable. */
export function eventResolvable(event: { status?: unknown; markets?: unknown }): boolean {
  const markets = Array.isArray(event.markets) ? (event.markets as Market[]) : [];
  return (
    (event.status === 'active' || event.status === 'closed') && markets.some((m) => resolvable(m))
  );
}

/**
 * Whether the ticker typed to confirm a resolution is the event's: case and surrounding spaces
 * aside, since tickers are stored in capitals and the point is to name the event, not its casing.
 * The resolution page and the API both ask this.
 */
export function confirmsTicker(typed: unknown, ticker: unknown): boolean {
  return (
    String(typed ?? '')
      .trim()
      .toUpperCase() === String(ticker ?? '').toUpperCase()
  );
}

/*
 * What may still change on a stored event and its markets. Each predicate answers why not (a
 * sentence naming the state) or undefined; the event declaration hands them to the form, which
 * offers no change the API refuses, and the API answers 409 with the same sentence.
 */
type Stored = Readonly<Record<string, unknown>>;

/**
 * negRisk says exactly one market resolves Yes and all resolve together; markets that already
 * trade or resolved were priced (or settled) without that promise, so it is fixed after draft.
 */
export function negRiskFixed(event: Stored): string | undefined {
  return event.status === 'draft' || event.status === undefined
    ? undefined
    : say`"Mutually exclusive" can only change while the event is a draft; this event is ${String(event.status)}.`;
}

/**
 * An order's price is a multiple of its market's tick size: once the market has opened, orders
 * may rest at prices of the old tick, so the tick is fixed after draft.
 */
export function tickSizeFixed(market: Stored): string | undefined {
  return market.status === 'draft' || market.status === undefined
    ? undefined
    : say`The tick size of a market is fixed once it opens (this one is ${String(market.status)}): orders are priced in its ticks.`;
}

/** A resolved or cancelled market is final. */
export function marketLocked(market: Stored): string | undefined {
  return MARKET_STATES.isFinal(market.status)
    ? say`Market "${String(market.question)}" is ${String(market.status)}; it can no longer be edited.`
    : undefined;
}

/** Only a draft market nobody traded may be removed; others are cancelled with their event. */
export function marketRemoval(market: Stored): string | undefined {
  const traded = Number(market.volume ?? 0) > 0;
  if (traded)
    return say`Market "${String(market.question)}" is ${String(market.status)} and has traded; it cannot be removed. Cancel or close the event instead.`;
  return market.status !== 'draft'
    ? say`Market "${String(market.question)}" is ${String(market.status)}; it cannot be removed. Cancel or close the event instead.`
    : undefined;
}

/** New markets join a draft event, or an active one (they open at once); never a closed one. */
export function marketAddition(event: Stored): string | undefined {
  return event.status === 'draft' || event.status === 'active' || event.status === undefined
    ? undefined
    : say`Markets cannot be added to a ${String(event.status)} event.`;
}

/** An end date after the start date (an event's, or a market's under `prefix`), else its error. */
export function datesInOrder(values: Record<string, unknown>, prefix = ''): Record<string, string> {
  const start = Date.parse(String(values.startDate ?? ''));
  const end = Date.parse(String(values.endDate ?? ''));
  return Number.isFinite(start) && Number.isFinite(end) && end <= start
    ? { [`${prefix}endDate`]: say`The end date must be after the start date` }
    : {};
}
