import { CANCEL_ORDER, ORDER_FIELDS, tradingFilters } from '../_trading';
import { ORDER_STATES, type Order } from '../domain';
import { defineResource } from '../types';

/** Every order in every state: the Orders tab of a user's page (/user-history/{userid}). */
export default defineResource<Order>()({
  name: 'orders',
  module: 'Pending Orders',
  title: { singular: 'Order', plural: 'Orders' },
  menu: false,
  routes: {},
  dashboard: false,
  recordTitle: 'marketQuestion',
  fields: ORDER_FIELDS,
  filters: tradingFilters({
    userKey: 'userId',
    status: ORDER_STATES.options,
    dateLabel: 'Placed',
  }),
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: true,
  actions: [CANCEL_ORDER],
});
