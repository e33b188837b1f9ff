import { resolvable } from '../../events';
import { allMarkets, marketsLive } from '../../events/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** The resolution queue: resolvable markets of events that are not cancelled, not yet resolved. */
const unresolvedMarkets: CollectionRules = {
  liveFrom: marketsLive,
  view: (store) =>
    allMarkets(store).filter(
      (market) =>
        market.eventStatus !== 'cancelled' &&
        market.status !== 'resolved' &&
        market.status !== 'cancelled' &&
        resolvable(market as never),
    ),
};

export default unresolvedMarkets;
