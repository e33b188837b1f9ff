import type { Series } from './domain';
import {
  CATEGORY,
  CATEGORY_FIELD,
  TAGS_FIELD,
  slugField,
  tickerField,
  UPDATED_AT,
} from './_fields';
import { SERIES_RECURRENCES, SERIES_STATES } from './domain';
import { defineResource } from './types';

/** Recurring families of events (a weekly jobs report, a daily BTC close). */
export default defineResource<Series>()({
  name: 'series',
  module: 'Series',
  title: { singular: 'Series', plural: 'Series' },
  menu: { group: 'Markets', label: 'Series', order: 2, key: 's' },
  routes: { list: '/series', create: '/add-series', edit: '/update-series/:id' },
  recordTitle: 'title',
  fields: [
    {
      key: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 120,
      list: { sortable: true },
    },
    slugField('title'),
    tickerField(24),
    {
      key: 'recurrence',
      label: 'Recurrence',
      type: 'enum',
      required: true,
      defaultValue: 'none',
      options: SERIES_RECURRENCES.options,
      list: true,
    },
    CATEGORY_FIELD,
    TAGS_FIELD,
    {
      key: 'feeBps',
      label: 'Fee',
      type: 'bps',
      required: true,
      defaultValue: 100,
      list: { sortable: true },
    },
    { key: 'image', label: 'Image', type: 'image' },
    { key: 'description', label: 'Description', type: 'textarea', maxLength: 2000 },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: SERIES_STATES.options,
      list: true,
    },
    UPDATED_AT,
  ],
  filters: [
    { key: 'q', label: 'Search title, slug or ticker', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: SERIES_STATES.options },
    { key: 'recurrence', label: 'Recurrence', type: 'enum', options: SERIES_RECURRENCES.options },
    {
      key: 'categoryId',
      label: 'Category',
      type: 'reference',
      reference: CATEGORY,
    },
  ],
  defaultSort: { field: 'title', order: 'asc' },
  exportable: true,
  lockedWhen: {
    field: 'status',
    in: ['archived'],
    message: 'An archived series can no longer be edited.',
  },
  actions: [
    {
      name: 'activate',
      label: 'Activate',
      confirm: 'Activate this series?',
      ...SERIES_STATES.move('active'),
    },
    {
      name: 'close',
      label: 'Close',
      confirm: 'Close this series? No new events join it.',
      ...SERIES_STATES.move('closed'),
    },
    {
      name: 'archive',
      label: 'Archive',
      confirm: 'Archive this series?',
      ...SERIES_STATES.move('archived'),
    },
  ],
});
