import { positionFields, tradingFilters } from '../_trading';
import type { Position } from '../domain';
import { defineResource } from '../types';

/** Positions sold out or redeemed: realised PnL and payout. */
export default defineResource<Position>()({
  name: 'closed-positions',
  module: 'Closed Positions',
  title: { singular: 'Closed position', plural: 'Closed positions' },
  menu: { group: 'Position', label: 'Closed Positions', order: 2 },
  routes: { list: '/closed-positions' },
  recordTitle: 'marketQuestion',
  fields: positionFields(true),
  filters: tradingFilters({
    userKey: 'userId',
    status: undefined,
    dateKey: 'updatedAt',
    dateLabel: 'Closed',
    side: false,
  }).filter((filter) => filter.key !== 'status'),
  defaultSort: { field: 'updatedAt', order: 'desc' },
  exportable: true,
});
