import { EVENT_HISTORY_ACTIONS } from './domain';
import { defineResource } from './types';

/** Who changed an event, when, and what (written by the server; read on /event-history/{id}). */
export default defineResource({
  name: 'eventHistory',
  module: 'Events',
  title: { singular: 'Event change', plural: 'Event history' },
  menu: false,
  routes: {},
  api: { path: 'event-history' },
  dashboard: false,
  fields: [
    {
      key: 'action',
      label: 'Action',
      type: 'enum',
      options: EVENT_HISTORY_ACTIONS.options,
      list: true,
    },
    { key: 'actorName', label: 'By', type: 'text', list: true },
    { key: 'marketQuestion', label: 'Market', type: 'text', list: true },
    { key: 'at', label: 'When', type: 'datetime', list: { sortable: true } },
  ],
  defaultSort: { field: 'at', order: 'desc' },
});
