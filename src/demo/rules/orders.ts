import { ordersView } from './_trading';
import type { CollectionRules } from './_types';

/** Every order, with its market and user joined in. */
const orders: CollectionRules = {
  view: (store) => ordersView(store),
  source: 'orders',
};

export default orders;
