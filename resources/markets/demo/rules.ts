import { dailyVolume, sumUsdc, utcDays } from '../../domain';
import { resolvable } from '../../events';
import { allMarkets, marketsLive, tradeVolumes } from '../../events/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/**
 * Every market across events (read-only), with the overview's KPIs and daily volume. The volume
 * tiles are the sums of the markets' own volumes (resources/domain/figures.ts): the 24 h volume
 * here is the dashboard's, and the sum of the list's 24 h column.
 */
const markets: CollectionRules = {
  view: allMarkets,
  liveFrom: marketsLive,
  stats(store) {
    const markets = allMarkets(store);
    const active = markets.filter((market) => market.status === 'active');
    return {
      totalVolume: sumUsdc(markets.map((market) => market.volume)),
      volume24h: sumUsdc(markets.map((market) => market.volume24h)),
      liquidity: sumUsdc(active.map((market) => market.liquidity)),
      activeMarkets: active.length,
      pausedMarkets: markets.filter((market) => market.status === 'paused').length,
      awaitingResolution: markets.filter(
        (market) =>
          market.eventStatus !== 'cancelled' &&
          market.status !== 'resolved' &&
          market.status !== 'cancelled' &&
          resolvable(market as never),
      ).length,
      // Thirty UTC calendar days ending today (the seed is moved to today: src/demo/seed/shift.ts).
      daily: dailyVolume(tradeVolumes(store).trades, utcDays(store.now(), 30)),
    };
  },
};

export default markets;
