import { resolvable } from '../../../resources/events';
import type { DemoStore, Row } from '../store';
import { fromCents, sumAmounts, toCents } from './money';
import { actorName } from './people';
import type { CollectionRules } from './types';

const marketsOf = (event: Row): Row[] =>
  Array.isArray(event.markets) ? (event.markets as Row[]) : [];

/** Every market with its event's title, ticker, category and negRisk flag. */
function allMarkets(store: DemoStore): Row[] {
  return store.all('events').flatMap((event) =>
    marketsOf(event).map((market) => ({
      ...market,
      eventId: event._id,
      eventTitle: event.title,
      eventTicker: event.ticker,
      eventStatus: event.status,
      categoryId: event.categoryId,
      negRisk: event.negRisk,
    })),
  );
}

export const marketRules: CollectionRules = {
  view: allMarkets,
  stats(store) {
    const markets = allMarkets(store);
    const day = 86_400_000;
    // Thirty UTC calendar days ending today (the seed is moved to today: src/demo/seed/shift.ts).
    const first = (Math.floor(store.now() / day) - 29) * day;
    const daily = Array.from({ length: 30 }, (_, index) => ({
      date: new Date(first + index * day).toISOString().slice(0, 10),
      cents: 0,
      trades: 0,
    }));
    for (const trade of store.all('trades')) {
      const at = Date.parse(String(trade.createdAt));
      const slot = Math.floor((at - first) / day);
      if (slot < 0 || slot >= 30 || trade.status === 'failed') continue;
      daily[slot].cents += Math.round(Number(trade.price) * toCents(trade.size));
      daily[slot].trades += 1;
    }
    return {
      totalVolume: sumAmounts(markets.map((market) => market.volume)),
      volume24h: sumAmounts(markets.map((market) => market.volume24h)),
      liquidity: sumAmounts(
        markets.filter((market) => market.status === 'active').map((market) => market.liquidity),
      ),
      activeMarkets: markets.filter((market) => market.status === 'active').length,
      pausedMarkets: markets.filter((market) => market.status === 'paused').length,
      awaitingResolution: markets.filter(
        (market) =>
          market.eventStatus !== 'cancelled' &&
          market.status !== 'resolved' &&
          market.status !== 'cancelled' &&
          resolvable(market as never),
      ).length,
      daily: daily.map(({ date, cents, trades }) => ({ date, volume: fromCents(cents), trades })),
    };
  },
};

/** The resolution queue: resolvable markets of events that are not cancelled, not yet resolved. */
export const unresolvedMarketRules: CollectionRules = {
  view: (store) =>
    allMarkets(store).filter(
      (market) =>
        market.eventStatus !== 'cancelled' &&
        market.status !== 'resolved' &&
        market.status !== 'cancelled' &&
        resolvable(market as never),
    ),
};

/** Resolution records with the names an operator reads. */
export const resolutionRules: CollectionRules = {
  view(store) {
    const markets = new Map(allMarkets(store).map((market) => [market._id, market]));
    return store.all('resolutions').map((record) => {
      const market = markets.get(String(record.marketId));
      return {
        ...record,
        marketQuestion: market?.question ?? record.marketId,
        eventTitle: market?.eventTitle ?? record.eventId,
        resolvedByName: actorName(store, record.resolvedBy),
      };
    });
  },
};

/** Event history with the actor's and the market's names. */
export const eventHistoryRules: CollectionRules = {
  view(store) {
    const markets = new Map(allMarkets(store).map((market) => [market._id, market]));
    return store.all('eventHistory').map((entry) => ({
      ...entry,
      actorName: actorName(store, entry.actorId),
      marketQuestion: entry.marketId
        ? (markets.get(String(entry.marketId))?.question ?? entry.marketId)
        : '',
    }));
  },
};
