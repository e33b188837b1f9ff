import { positionsView } from './_trading';
import type { CollectionRules } from './_types';

/** Positions sold out or redeemed (read-only). */
const closedPositions: CollectionRules = {
  view: (store) => positionsView(store, (position) => position.status === 'closed'),
};

export default closedPositions;
