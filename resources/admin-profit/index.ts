import { ADMIN_PROFIT_SOURCES, type AdminProfit } from '../domain';
import { COIN, COIN_SYMBOL, readOnlyFields } from '../_fields';
import { defineResource } from '../types';

/**
 * Fee revenue: the fee ledger (a trade's fees, a completed withdrawal's fee) summed per coin and
 * per day over a date range, with a chart, and the treasury's on-chain balance of the settlement
 * token (./pages/AdminProfit.tsx; sums from GET /api/admin/admin-profit/stats).
 */
export default defineResource<AdminProfit>()({
  name: 'admin-profit',
  module: 'Admin Profit',
  title: { singular: 'Fee entry', plural: 'Fee entries' },
  menu: { group: 'Admin Profit', label: 'Admin Profit', order: 1, key: 'f' },
  routes: { list: '/admin-profit' },
  pages: { list: () => import('./pages/AdminProfit') },
  fields: readOnlyFields([
    { key: 'at', label: 'Time', type: 'datetime', list: { sortable: true } },
    {
      key: 'source',
      label: 'Source',
      type: 'enum',
      options: ADMIN_PROFIT_SOURCES.options,
      list: true,
    },
    COIN_SYMBOL,
    { key: 'amount', label: 'Fee', type: 'money', list: { sortable: true, width: 140 } },
    { key: 'refId', label: 'Trade or withdrawal', type: 'text', list: { width: 230 } },
    { key: 'marketQuestion', label: 'Market', type: 'text', list: { width: 300 } },
  ]),
  filters: [
    { key: 'source', label: 'Source', type: 'enum', options: ADMIN_PROFIT_SOURCES.options },
    { key: 'coinId', label: 'Coin', type: 'reference', reference: COIN },
    { key: 'at', label: 'Time', type: 'dateRange' },
  ],
  defaultSort: { field: 'at', order: 'desc' },
  exportable: true,
});
