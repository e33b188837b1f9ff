import { ordersView } from './trading';
import type { CollectionRules } from '../../../src/demo/rules';
import { newId } from '../../../src/demo/store';

/** Every order, with its market and user joined in. */
const orders: CollectionRules = {
  view: (store) => ordersView(store),
  source: 'orders',
  /**
   * A user places a limit order: like an order resting on an open market's book (price, size,
   * side), from another active user, unfilled; it shows among the pending orders.
   */
  simulate({ store, now, pick }) {
    const template = pick(
      store.all('orders').filter((row) => row.status === 'open' && row.timeInForce === 'GTC'),
    );
    const user = pick(store.all('users').filter((row) => row.status === 'active'));
    if (!template || !user) return;
    store.insert('orders', {
      _id: newId(),
      userId: user._id,
      marketId: template.marketId,
      outcome: template.outcome,
      side: template.side,
      timeInForce: 'GTC',
      price: template.price,
      size: template.size,
      filledSize: '0',
      remainingSize: template.size,
      feeBps: template.feeBps,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
  },
};

export default orders;
