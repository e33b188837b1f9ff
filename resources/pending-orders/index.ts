import {
  CANCEL_ALL_ORDERS,
  CANCEL_ORDER,
  CANCELLABLE_ORDER_STATUSES,
  ORDER_FIELDS,
  tradingFilters,
} from '../_trading';
import { ORDER_STATES, type Order } from '../domain';
import { defineResource } from '../types';

/**
 * Open and partially filled orders (a read view over the orders): cancel one, or every open order
 * of a market or of a user at once (the confirmation says how many).
 */
export default defineResource<Order>()({
  name: 'pending-orders',
  module: 'Pending Orders',
  title: { singular: 'Pending order', plural: 'Pending orders' },
  menu: { group: 'Order History', label: 'Pending Orders', order: 1, key: 'o' },
  routes: { list: '/order-history' },
  recordTitle: 'marketQuestion',
  fields: ORDER_FIELDS,
  filters: tradingFilters({
    userKey: 'userId',
    status: ORDER_STATES.options.filter((option) =>
      CANCELLABLE_ORDER_STATUSES.includes(String(option.value)),
    ),
    dateLabel: 'Placed',
  }),
  live: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: true,
  actions: [{ ...CANCEL_ORDER, bulk: { max: 500, countBy: 'userEmail' } }],
  listActions: [CANCEL_ALL_ORDERS],
});
