import { ordersView } from './trading';
import type { CollectionRules } from '../../../src/demo/rules';

/** Every order, with its market and user joined in. */
const orders: CollectionRules = {
  view: (store) => ordersView(store),
  source: 'orders',
};

export default orders;
