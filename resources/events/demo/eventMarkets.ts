/** What the event rules do to an event's markets: slugs, new rows, totals, moves, open orders. */
import type { Values } from '../../types';
import { OPEN_ORDER_STATUSES, nameKey } from '../../domain';
import { MARKET_STATES, type EventStatus, type MarketStatus } from '../domain';
import { newId, type DemoStore, type Row } from '../../../src/demo/store';
import { sumAmounts } from '../../../src/demo/cents';
import { marketsOf, type Market } from './markets';
import type { RuleContext } from '../../../src/demo/rules';
import { say } from '../../_text';

export const MARKET_FIELDS = [
  'question',
  'slug',
  'outcomePrices',
  'tickSize',
  'minOrderSize',
  'makerFeeBps',
  'takerFeeBps',
  'startDate',
  'endDate',
  'status',
] as const;
export const OPEN_ORDER = new Set<string>(OPEN_ORDER_STATUSES);
/** A resolved or cancelled market: nothing about it changes any more. */
export const isFinal = (market: Market) => MARKET_STATES.isFinal(market.status);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether any of `keys` differs between the two. */
export function differs(before: Values, after: Values, keys: readonly string[]): boolean {
  return keys.some((key) => !same(before[key], after[key]));
}

/** Market slugs are unique across all events (compared as identifying names). */
export function slugErrors(
  store: DemoStore,
  eventId: string,
  markets: Values[],
): Record<string, string> {
  const taken = new Set(
    store
      .all('events')
      .filter((event) => event._id !== eventId)
      .flatMap((event) => marketsOf(event).map((market) => nameKey(String(market.slug)))),
  );
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  markets.forEach((market, index) => {
    const slug = String(market.slug ?? '');
    const key = nameKey(slug);
    if (taken.has(key) || seen.has(key))
      errors[`markets.${index}.slug`] = say`Slug "${slug}" is already used by another market`;
    seen.add(key);
  });
  return errors;
}

export function newMarket(
  context: RuleContext,
  eventId: string,
  values: Values,
  status: string,
): Market {
  return {
    acceptingOrders: status === 'active',
    volume: '0.00',
    volume24h: '0.00',
    liquidity: '0.00',
    bestBid: null,
    bestAsk: null,
    lastPrice: null,
    ...values,
    _id: newId(),
    eventId,
    outcomes: ['Yes', 'No'],
    status,
    createdAt: context.now,
    updatedAt: context.now,
    createdBy: context.admin._id,
    updatedBy: context.admin._id,
  } as unknown as Market;
}

export function totals(markets: Market[]) {
  return {
    volume: sumAmounts(markets.map((market) => market.volume)),
    liquidity: sumAmounts(markets.map((market) => market.liquidity)),
  };
}

/** Updates markets of an event in place and stores the event (one write). */
export function saveMarkets(
  context: RuleContext,
  event: Row,
  markets: Market[],
  patch: Values = {},
): Row {
  return context.store.update('events', event._id, {
    ...patch,
    markets,
    ...totals(markets),
    updatedAt: context.now,
    updatedBy: context.admin._id,
  })!;
}

export function cancelOpenOrders(store: DemoStore, marketIds: Set<string>, now: string): number {
  return store.updateWhere(
    'orders',
    (order) => marketIds.has(String(order.marketId)) && OPEN_ORDER.has(String(order.status)),
    () => ({ status: 'cancelled', updatedAt: now }),
  );
}

/**
 * Moves markets in `from` to `to` (and the event to `eventStatus`, with `patch`); the audit trail
 * records what changed, market by market.
 */
export function transition(
  context: RuleContext,
  event: Row,
  options: {
    /** The markets that move: those in one of these states (each must be allowed to move). */
    from: readonly MarketStatus[];
    to: MarketStatus;
    eventStatus?: EventStatus;
    patch?: Values;
  },
): Row {
  const moves = (status: string) =>
    options.from.some((from) => from === status) && MARKET_STATES.can(status, options.to);
  const markets = marketsOf(event).map((market) =>
    moves(market.status)
      ? {
          ...market,
          status: options.to,
          acceptingOrders: options.to === 'active',
          ...(options.to === 'closed' ? { closedAt: context.now } : {}),
          updatedAt: context.now,
          updatedBy: context.admin._id,
        }
      : market,
  );
  const eventStatus = options.eventStatus ?? String(event.status);
  return saveMarkets(context, event, markets, { ...options.patch, status: eventStatus });
}
