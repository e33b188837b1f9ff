import type { ResolutionRecord } from '../events';
import { RESOLUTION_OUTCOMES, RESOLUTION_SOURCES } from '../events';
import { defineResource } from '../types';

/** Every resolution, by admin or oracle: read-only, filterable, exportable. */
export default defineResource<ResolutionRecord>()({
  name: 'resolutions',
  module: 'Resolved Markets',
  title: { singular: 'Resolution', plural: 'Resolutions' },
  menu: { group: 'Resolution', label: 'Resolved Markets', order: 2 },
  routes: { list: '/resolution-history' },
  // Each row opens the whole resolution: its reason and evidence in full.
  pages: { list: () => import('./pages/ResolutionHistory') },
  recordTitle: 'marketQuestion',
  fields: [
    { key: 'marketQuestion', label: 'Market', type: 'text', list: { width: 210 } },
    { key: 'eventTitle', label: 'Event', type: 'text', list: true },
    {
      key: 'outcome',
      label: 'Outcome',
      type: 'enum',
      options: RESOLUTION_OUTCOMES.options,
      list: true,
    },
    { key: 'payouts', label: 'Payouts', type: 'pricePair', list: { hidden: true } },
    {
      key: 'source',
      label: 'Source',
      type: 'enum',
      options: RESOLUTION_SOURCES.options,
      list: true,
    },
    { key: 'resolvedByName', label: 'Resolved by', type: 'text', list: { width: 120 } },
    // What the resolution form asks for and says is shown in the resolution history.
    { key: 'reason', label: 'Reason', type: 'text', list: { width: 170 } },
    // Shown from the Columns chooser (a 1440 px window has no room for it) and in the CSV.
    { key: 'evidenceUrl', label: 'Evidence', type: 'url', list: { width: 200, hidden: true } },
    { key: 'resolvedAt', label: 'Resolved', type: 'datetime', list: { sortable: true } },
  ],
  filters: [
    { key: 'q', label: 'Search market, event or reason', type: 'search' },
    { key: 'outcome', label: 'Outcome', type: 'enum', options: RESOLUTION_OUTCOMES.options },
    {
      key: 'source',
      label: 'Source',
      type: 'enum',
      options: RESOLUTION_SOURCES.options,
    },
    { key: 'resolvedAt', label: 'Resolved', type: 'dateRange' },
  ],
  defaultSort: { field: 'resolvedAt', order: 'desc' },
  exportable: true,
});
