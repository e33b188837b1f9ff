import { isCancellable, ordersView } from '../../orders/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** Orders on the book (open, partially filled); cancelling changes the stored order. */
const pendingOrders: CollectionRules = {
  view: (store) => ordersView(store, isCancellable),
  source: 'orders',
};

export default pendingOrders;
