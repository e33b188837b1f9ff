import { positionsView } from '../../orders/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** Positions sold out or redeemed (read-only). */
const closedPositions: CollectionRules = {
  view: (store) => positionsView(store, (position) => position.status === 'closed'),
};

export default closedPositions;
