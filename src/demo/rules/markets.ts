import { resolvable } from '../../../resources/domain';
import { fromCents, sumAmounts, toCents } from './_money';
import { allMarkets } from './_markets';
import type { CollectionRules } from './_types';

/** Every market across events (read-only), with the overview's KPIs and daily volume. */
const markets: CollectionRules = {
  view: allMarkets,
  stats(store) {
    const markets = allMarkets(store);
    const day = 86_400_000;
    // The window ends at the latest trade (the demo's data is anchored in time), or today.
    const latest = Math.max(
      0,
      ...store.all('trades').map((trade) => Date.parse(String(trade.createdAt)) || 0),
    );
    const end = Math.min(Date.now(), latest || Date.now());
    const daily = Array.from({ length: 30 }, (_, index) => {
      const from = end - (30 - index) * day;
      return { date: new Date(from + day).toISOString().slice(0, 10), cents: 0, trades: 0 };
    });
    for (const trade of store.all('trades')) {
      const at = Date.parse(String(trade.createdAt));
      const slot = Math.floor((at - (end - 30 * day)) / day);
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

export default markets;
