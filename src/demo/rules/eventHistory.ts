import { allMarkets } from './_markets';
import { actorName } from './_people';
import type { CollectionRules } from './_types';

/** Event history with the actor's and the market's names. */
const eventHistory: CollectionRules = {
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

export default eventHistory;
