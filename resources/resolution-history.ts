import { defineResource } from './types';

const OUTCOMES = [
  { value: 'Yes', color: 'green' },
  { value: 'No', color: 'red' },
  { value: 'Invalid', label: 'Invalid (50/50)', color: 'gold' },
] as const;

/** Every resolution, by admin or oracle: read-only, filterable, exportable. */
export default defineResource({
  name: 'resolutions',
  module: 'Resolved Markets',
  title: { singular: 'Resolution', plural: 'Resolutions' },
  menu: { group: 'Resolution', label: 'Resolved Markets', order: 2 },
  routes: { list: '/resolution-history' },
  recordTitle: 'marketQuestion',
  fields: [
    { key: 'marketQuestion', label: 'Market', type: 'text', list: { width: 300 } },
    { key: 'eventTitle', label: 'Event', type: 'text', list: true },
    { key: 'outcome', label: 'Outcome', type: 'enum', options: OUTCOMES, list: true },
    { key: 'payouts', label: 'Payouts', type: 'pricePair', list: { hidden: true } },
    {
      key: 'source',
      label: 'Source',
      type: 'enum',
      options: [
        { value: 'admin', color: 'blue' },
        { value: 'oracle', color: 'cyan' },
      ],
      list: true,
    },
    { key: 'resolvedByName', label: 'Resolved by', type: 'text', list: { width: 140 } },
    { key: 'reason', label: 'Reason', type: 'text' },
    { key: 'evidenceUrl', label: 'Evidence', type: 'url' },
    { key: 'resolvedAt', label: 'Resolved', type: 'datetime', list: { sortable: true } },
  ],
  filters: [
    { key: 'q', label: 'Search market, event or reason', type: 'search' },
    { key: 'outcome', label: 'Outcome', type: 'enum', options: OUTCOMES },
    {
      key: 'source',
      label: 'Source',
      type: 'enum',
      options: [{ value: 'admin' }, { value: 'oracle' }],
    },
    { key: 'resolvedAt', label: 'Resolved', type: 'dateRange' },
  ],
  defaultSort: { field: 'resolvedAt', order: 'desc' },
  exportable: true,
});
