import { positionsView } from '../../orders/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** Positions still held: open, or redeemable after the market resolved (read-only). */
const openPositions: CollectionRules = {
  view: (store) => positionsView(store, (position) => position.status !== 'closed'),
};

export default openPositions;
