import {
  countedTrades,
  liquidityByMarket,
  marketVolumes,
  NO_VOLUME,
  ZERO_USDC,
  volumeByMarket,
  type CountedTrade,
  type MarketVolume,
} from '../../domain';
import type { DemoStore, Row } from '../../../src/demo/store';
import { perRevision } from '../../../src/demo/derived';

/** A market as the demo's rules read it: a row embedded in its event, with the fields they use. */
export type Market = Row & {
  status: string;
  question: string;
  endDate: string;
  volume?: string;
  winningOutcome?: string;
};

/** An event's markets (the rows embedded in it; none when it has no list). */
export const marketsOf = (event: Row): Market[] =>
  Array.isArray(event.markets) ? (event.markets as Market[]) : [];

/** A market view's live feed: an event's change is one of its markets' (resources' liveFrom). */
export const marketsLive = {
  collection: 'events',
  ids: (event: Row) => marketsOf(event).map((market) => market._id),
};

/**
 * The trades that count as volume (resources/domain/figures.ts) and each market's volume ever:
 * worked out once per store revision (price × size of 10,000 trades), not once per request.
 */
export function tradeVolumes(store: DemoStore): {
  trades: CountedTrade[];
  ever: Map<string, string>;
} {
  return perRevision(store, 'tradeVolumes', () => {
    const trades = countedTrades(store.all('trades'));
    return { trades, ever: volumeByMarket(trades) };
  });
}

/**
 * Each market's volume, ever and over the 24 hours up to the store's now, from its trades: what
 * every screen shows of a market, an event (the sum of its markets) and the totals.
 */
export function marketVolumesNow(store: DemoStore): (marketId: unknown) => MarketVolume {
  const { trades, ever } = tradeVolumes(store);
  const volumes = marketVolumes(trades, store.now(), ever);
  return (marketId) => volumes.get(String(marketId)) ?? NO_VOLUME;
}

/** Each market's liquidity: what rests on its book (liquidityByMarket), once per revision. */
export function marketLiquidity(store: DemoStore): (marketId: unknown) => string {
  const liquidity = perRevision(store, 'liquidity', () => liquidityByMarket(store.all('orders')));
  return (marketId) => liquidity.get(String(marketId)) ?? ZERO_USDC;
}

/**
 * Every market with its event's title, ticker, category and negRisk flag, and its figures
 * (volumes from its trades, liquidity from its book).
 */
export function allMarkets(store: DemoStore): Row[] {
  const volumes = marketVolumesNow(store);
  const liquidity = marketLiquidity(store);
  return store.all('events').flatMap((event) =>
    marketsOf(event).map((market) => ({
      ...market,
      ...volumes(market._id),
      liquidity: liquidity(market._id),
      eventId: event._id,
      eventTitle: event.title,
      eventTicker: event.ticker,
      eventStatus: event.status,
      categoryId: event.categoryId,
      negRisk: event.negRisk,
    })),
  );
}
