import type { MarketView } from '../events';
import { endFields } from '../_fields';
import { USDC_SHOWN_DECIMALS } from '../domain';
import { defineResource } from '../types';

/** Markets closed or past their end date and not yet resolved, oldest first: the resolution queue. */
export default defineResource<MarketView>()({
  name: 'unresolved-markets',
  module: 'Unresolved Markets',
  title: { singular: 'Unresolved market', plural: 'Unresolved markets' },
  menu: { group: 'Resolution', label: 'Unresolved Markets', order: 1, key: 'r' },
  routes: {
    list: '/unresolved-markets',
    extra: [
      {
        path: '/event-resolution/:id',
        need: 'edit',
        name: 'Event Resolution',
        page: () => import('./pages/EventResolution'),
      },
    ],
  },
  recordTitle: 'question',
  fields: [
    { key: 'question', label: 'Market', type: 'text', list: { width: 300 } },
    { key: 'eventTitle', label: 'Event', type: 'text', list: true },
    { key: 'eventTicker', label: 'Ticker', type: 'text', list: { width: 120, hidden: true } },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: [
        { value: 'active', label: 'Active, past end', color: 'orange' },
        { value: 'paused', label: 'Paused, past end', color: 'orange' },
        { value: 'closed', color: 'blue' },
      ],
      list: true,
    },
    { key: 'negRisk', label: 'negRisk', type: 'boolean', list: { hidden: true } },
    ...endFields('Ended'),
    {
      key: 'volume',
      label: 'Volume',
      type: 'money',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      list: { sortable: true },
    },
  ],
  filters: [
    { key: 'q', label: 'Search market or event', type: 'search' },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: [{ value: 'active' }, { value: 'paused' }, { value: 'closed' }],
    },
    { key: 'endDate', label: 'Ended', type: 'dateRange' },
  ],
  live: true,
  defaultSort: { field: 'endDate', order: 'asc' },
  exportable: true,
  actions: [{ name: 'resolution', label: 'Resolve', link: '/event-resolution/:eventId' }],
});
