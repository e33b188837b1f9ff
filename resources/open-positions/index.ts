import { positionFields, tradingFilters } from '../_trading';
import { POSITION_STATES, type Position } from '../domain';
import { defineResource } from '../types';

/** Positions still held: open, or redeemable after their market resolved; unrealised PnL. */
export default defineResource<Position>()({
  name: 'open-positions',
  module: 'Open Positions',
  title: { singular: 'Open position', plural: 'Open positions' },
  menu: { group: 'Position', label: 'Open Positions', order: 1 },
  routes: { list: '/open-positions' },
  recordTitle: 'marketQuestion',
  fields: positionFields(false),
  filters: tradingFilters({
    userKey: 'userId',
    status: POSITION_STATES.options.filter((option) => option.value !== 'closed'),
    dateLabel: 'Opened',
    side: false,
  }),
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: true,
});
