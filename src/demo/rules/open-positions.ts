import { positionsView } from './_trading';
import type { CollectionRules } from './_types';

/** Positions still held: open, or redeemable after the market resolved (read-only). */
const openPositions: CollectionRules = {
  view: (store) => positionsView(store, (position) => position.status !== 'closed'),
};

export default openPositions;
