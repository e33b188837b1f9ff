import { allMarkets } from '../../events/demo';
import { actorName } from '../../../src/demo/people';
import type { CollectionRules } from '../../../src/demo/rules';

/** Resolution records with the names an operator reads. */
const resolutions: CollectionRules = {
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

export default resolutions;
