import { resolvable } from '../../../resources/domain';
import { notional, sumAmounts } from './_money';
import { allMarkets } from './_markets';
import type { CollectionRules } from './_types';

/** Every market across events (read-only), with the overview's KPIs and daily volume. */
const markets: CollectionRules = {
  view: allMarkets,
  stats(store) {
    const markets = allMarkets(store);
    const day = 86_400_000;
    // Thirty UTC calendar days ending today (the seed is moved to today: src/demo/seed/shift.ts).
    const first = (Math.floor(store.now() / day) - 29) * day;
    const daily = Array.from({ length: 30 }, (_, index) => ({
      date: new Date(first + index * day).toISOString().slice(0, 10),
      volume: [] as string[],
      trades: 0,
    }));
    for (const trade of store.all('trades')) {
      const at = Date.parse(String(trade.createdAt));
      const slot = Math.floor((at - first) / day);
      if (slot < 0 || slot >= 30 || trade.status === 'failed') continue;
      daily[slot].volume.push(notional(trade.price, trade.size));
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
      daily: daily.map(({ date, volume, trades }) => ({
        date,
        volume: sumAmounts(volume),
        trades,
      })),
    };
  },
};

export default markets;
