/**
 * Figures that more than one screen shows (dashboard tiles, the market overview, each market and
 * event, admin profit and its fee ledger), each defined once, here: volume from the trades,
 * liquidity from the resting orders, fee revenue from the fee ledger. The demo API computes every
 * one of them with these functions, so two screens showing the same figure cannot disagree.
 */
import type { DecimalString } from './primitives';
import type { Order, OrderStatus, Trade } from './trading';
import { multiplyDecimals, sumDecimals } from './decimal';
import { say } from '../_text';

/**
 * Volumes and liquidity are exact sums in USDC, written with the settlement coin's 6 decimals
 * (price × size has up to 6): a column of them lines up, and no sum is rounded.
 */
const USDC_DECIMALS = 6;
export const ZERO_USDC: DecimalString = '0.000000';
/** The decimals a USDC figure is shown with (cents): the sum keeps its 6, the reader needs 2. */
export const USDC_SHOWN_DECIMALS = 2;

/** The exact sum of USDC amounts, with USDC_DECIMALS decimals. */
export function sumUsdc(values: readonly unknown[]): DecimalString {
  return sumDecimals(values, USDC_DECIMALS);
}

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A span of time: after `from`, up to and including `to` (ms since 1970). */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The 24 hours up to `now`. */
export function last24Hours(now: number): TimeWindow {
  return { from: now - DAY_MS, to: now };
}

/** An ISO time, or ms, as ms since 1970 (NaN when it is neither). */
function msOf(at: unknown): number {
  return typeof at === 'number' ? at : Date.parse(String(at));
}

/** Whether an ISO time (or ms) lies within the window. */
function inWindow(at: unknown, window: TimeWindow): boolean {
  const ms = msOf(at);
  return ms > window.from && ms <= window.to;
}

/** What a trade contributes to volume: its market, status, price, size and time (a stored row). */
export type TradeFigures =
  | Pick<Trade, 'marketId' | 'status' | 'price' | 'size' | 'createdAt'>
  | {
      [key: string]: unknown;
      marketId?: unknown;
      status?: unknown;
      price?: unknown;
      size?: unknown;
      createdAt?: unknown;
    };

/** A trade that counts as volume: its market, its time (ms, when made) and its volume (USDC). */
export interface CountedTrade {
  marketId: string;
  at: number;
  volume: DecimalString;
}

/** A trade counts as volume unless it failed on chain (nothing changed hands). */
function countsAsVolume(trade: TradeFigures): boolean {
  return trade.status !== 'failed';
}

/** A trade's volume: its notional in the settlement coin (USDC), price × size, exact. */
function tradeVolume(trade: TradeFigures): DecimalString {
  return multiplyDecimals(trade.price, trade.size);
}

/** The trades that count as volume, each with its volume and the time it was made. */
export function countedTrades(trades: readonly TradeFigures[]): CountedTrade[] {
  return trades.filter(countsAsVolume).map((trade) => ({
    marketId: String(trade.marketId),
    at: msOf(trade.createdAt),
    volume: tradeVolume(trade),
  }));
}

/**
 * Volume, in USDC: the sum of the counted trades' volumes made within the window, or ever without
 * one. Exact (sumUsdc).
 */
export function volume(trades: readonly CountedTrade[], window?: TimeWindow): DecimalString {
  return sumUsdc(
    (window ? trades.filter((trade) => inWindow(trade.at, window)) : trades).map(
      (trade) => trade.volume,
    ),
  );
}

/** `volume` per market (of the markets with counted trades in the window), keyed by market id. */
export function volumeByMarket(
  trades: readonly CountedTrade[],
  window?: TimeWindow,
): Map<string, DecimalString> {
  const byMarket = new Map<string, CountedTrade[]>();
  for (const trade of window ? trades.filter((item) => inWindow(item.at, window)) : trades) {
    const list = byMarket.get(trade.marketId);
    if (list) list.push(trade);
    else byMarket.set(trade.marketId, [trade]);
  }
  return new Map([...byMarket].map(([id, own]) => [id, volume(own)]));
}

/** A market's volume, ever and over the last 24 hours (its `volume24h`). */
export interface MarketVolume {
  volume: DecimalString;
  volume24h: DecimalString;
}

export const NO_VOLUME: Readonly<MarketVolume> = { volume: ZERO_USDC, volume24h: ZERO_USDC };

/**
 * Each market's volume, ever and over the 24 hours up to `now`, by market id. `ever` may be given
 * when already worked out (it does not move with the time).
 */
export function marketVolumes(
  trades: readonly CountedTrade[],
  now: number,
  ever: ReadonlyMap<string, DecimalString> = volumeByMarket(trades),
): Map<string, MarketVolume> {
  const recent = volumeByMarket(trades, last24Hours(now));
  return new Map(
    [...ever].map(([id, total]) => [
      id,
      { volume: total, volume24h: recent.get(id) ?? NO_VOLUME.volume24h },
    ]),
  );
}

/** Orders resting on a market's book: open, or partly filled and still open. */
const RESTING_ORDER_STATUSES: readonly OrderStatus[] = ['open', 'partiallyFilled'];

/** What an order contributes to liquidity: its market, status, price and size left. */
export type OrderFigures =
  | Pick<Order, 'marketId' | 'status' | 'price' | 'remainingSize'>
  | {
      [key: string]: unknown;
      marketId?: unknown;
      status?: unknown;
      price?: unknown;
      remainingSize?: unknown;
    };

/**
 * Liquidity, in USDC, per market: what rests on its book, price × remaining size of its resting
 * orders, exact. A market without resting orders has none (absent from the map).
 */
export function liquidityByMarket(orders: readonly OrderFigures[]): Map<string, DecimalString> {
  const resting: readonly unknown[] = RESTING_ORDER_STATUSES;
  const byMarket = new Map<string, DecimalString[]>();
  for (const order of orders) {
    if (!resting.includes(order.status)) continue;
    const id = String(order.marketId);
    const value = multiplyDecimals(order.price, order.remainingSize);
    const list = byMarket.get(id);
    if (list) list.push(value);
    else byMarket.set(id, [value]);
  }
  return new Map([...byMarket].map(([id, values]) => [id, sumUsdc(values)]));
}

/** A UTC calendar day: its date (YYYY-MM-DD) and the ms of its start. */
export interface UtcDay {
  date: string;
  start: number;
}

/** The UTC day an ISO time or ms falls on, as YYYY-MM-DD. */
export function utcDate(at: unknown): string {
  return new Date(msOf(at)).toISOString().slice(0, 10);
}

/** `count` UTC days ending with the day of `last` (ms), oldest first. */
export function utcDays(last: number, count: number): UtcDay[] {
  const first = (Math.floor(last / DAY_MS) - (count - 1)) * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const start = first + index * DAY_MS;
    return { date: utcDate(start), start };
  });
}

/**
 * Exact sums of `amount(row)` per UTC day of `at(row)` over `days` (consecutive, oldest first):
 * the daily figures of charts and of the fee revenue.
 */
export function sumPerDay<T>(
  rows: readonly T[],
  days: readonly UtcDay[],
  at: (row: T) => unknown,
  amount: (row: T) => unknown,
  minScale = 0,
): DecimalString[] {
  const terms = days.map((): unknown[] => []);
  const first = days[0]?.start ?? 0;
  for (const row of rows) {
    const slot = Math.floor((msOf(at(row)) - first) / DAY_MS);
    if (slot >= 0 && slot < days.length) terms[slot].push(amount(row));
  }
  return terms.map((values) => sumDecimals(values, minScale));
}

/** Daily volume (USDC) and the number of trades counted, per UTC day (`days`). */
export function dailyVolume(
  trades: readonly CountedTrade[],
  days: readonly UtcDay[],
): { date: string; volume: DecimalString; trades: number }[] {
  const at = (trade: CountedTrade) => trade.at;
  const sums = sumPerDay(trades, days, at, (trade) => trade.volume, USDC_DECIMALS);
  const counts = sumPerDay(trades, days, at, () => 1);
  return days.map((day, index) => ({
    date: day.date,
    volume: sums[index],
    trades: Number(counts[index]),
  }));
}

/** What the fee revenue sums: the fee ledger's entries (a trade's fees, a withdrawal's fee). */
export interface FeeEntryFigures {
  [key: string]: unknown;
  coinId?: unknown;
  source?: unknown;
  amount?: unknown;
  /** When the fee was earned: the ledger's day of the entry. */
  at?: unknown;
}

/**
 * Fee revenue of one coin per UTC day (`days`), from trades and from withdrawals: the ledger's
 * amounts of that coin summed by the UTC day of `at`, exact. /admin-profit shows it per coin; the
 * dashboard's fee tile is the settlement coin's sum over its last days.
 */
export function feeRevenuePerDay(
  entries: readonly FeeEntryFigures[],
  coinId: string,
  days: readonly UtcDay[],
): { trade: DecimalString; withdrawal: DecimalString; entries: number }[] {
  const own = entries.filter((entry) => String(entry.coinId) === coinId);
  const at = (entry: FeeEntryFigures) => entry.at;
  const trade = sumPerDay(
    own.filter((entry) => entry.source !== 'withdrawal'),
    days,
    at,
    (entry) => entry.amount,
  );
  const withdrawal = sumPerDay(
    own.filter((entry) => entry.source === 'withdrawal'),
    days,
    at,
    (entry) => entry.amount,
  );
  const counts = sumPerDay(own, days, at, () => 1);
  return days.map((_, index) => ({
    trade: trade[index],
    withdrawal: withdrawal[index],
    entries: Number(counts[index]),
  }));
}

/** How many days the dashboard's fee tile sums (today included), and /admin-profit offers. */
export const FEE_TILE_DAYS = 7;

/** The words screens use for these figures, so that each reads the same wherever it is shown. */
export const FIGURE_MEANINGS = {
  volume: say`Volume is USDC traded: price × size of every trade but failed ones. 24 h volume counts the trades of the last 24 hours, up to now.`,
  liquidity: say`Liquidity is USDC resting on the books: price × size left of every open order.`,
} as const;
