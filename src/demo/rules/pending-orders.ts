import { isCancellable, ordersView } from './_trading';
import type { CollectionRules } from './_types';

/** Orders on the book (open, partially filled); cancelling changes the stored order. */
const pendingOrders: CollectionRules = {
  view: (store) => ordersView(store, isCancellable),
  source: 'orders',
};

export default pendingOrders;
