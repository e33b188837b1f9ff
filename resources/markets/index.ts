import type { MarketView } from '../events';
import { CATEGORY } from '../_fields';
import { MARKET_STATES } from '../events';
import { defineResource } from '../types';

/** Every market across events, with trading figures; KPI tiles and a volume chart on top. */
export default defineResource<MarketView>()({
  name: 'markets',
  module: 'Markets',
  title: { singular: 'Market', plural: 'Markets' },
  menu: { group: 'Markets', label: 'Markets', order: 3 },
  routes: { list: '/market-overview' },
  pages: { list: () => import('./pages/MarketOverview') },
  recordTitle: 'question',
  fields: [
    { key: 'question', label: 'Market', type: 'text', list: { width: 280 } },
    { key: 'eventTitle', label: 'Event', type: 'text', list: true },
    { key: 'status', label: 'Status', type: 'enum', options: MARKET_STATES.options, list: true },
    { key: 'volume', label: 'Volume', type: 'money', unit: 'USDC', list: { sortable: true } },
    {
      key: 'volume24h',
      label: '24 h volume',
      type: 'money',
      unit: 'USDC',
      list: { sortable: true },
    },
    {
      key: 'liquidity',
      label: 'Liquidity',
      type: 'money',
      unit: 'USDC',
      list: { sortable: true, hidden: true },
    },
    { key: 'bestBid', label: 'Best bid', type: 'price', list: { hidden: true } },
    { key: 'bestAsk', label: 'Best ask', type: 'price', list: { hidden: true } },
    { key: 'lastPrice', label: 'Last', type: 'price', list: { sortable: true } },
    { key: 'endDate', label: 'Ends', type: 'datetime', list: { sortable: true } },
  ],
  filters: [
    { key: 'q', label: 'Search question or event', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: MARKET_STATES.options },
    {
      key: 'categoryId',
      label: 'Category',
      type: 'reference',
      reference: CATEGORY,
    },
  ],
  defaultSort: { field: 'volume', order: 'desc' },
  exportable: true,
  dashboard: true,
});
