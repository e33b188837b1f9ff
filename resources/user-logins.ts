import { LOGIN_RESULTS } from './domain';
import { defineResource } from './types';

/** Sign-in attempts of platform users: the Logins tab of a user's page. Written by the platform. */
export default defineResource({
  name: 'userLogins',
  module: 'Users',
  title: { singular: 'Login', plural: 'Logins' },
  menu: false,
  routes: {},
  api: { path: 'user-logins' },
  dashboard: false,
  fields: [
    { key: 'at', label: 'When', type: 'datetime', list: { sortable: true } },
    { key: 'result', label: 'Result', type: 'enum', options: LOGIN_RESULTS.options, list: true },
    { key: 'ip', label: 'IP', type: 'text', list: { width: 140 } },
    { key: 'location', label: 'Location', type: 'text', list: { width: 180 } },
    { key: 'browser', label: 'Browser', type: 'text', list: { width: 140 } },
    { key: 'os', label: 'OS', type: 'text', list: { width: 140 } },
  ],
  filters: [
    { key: 'result', label: 'Result', type: 'enum', options: LOGIN_RESULTS.options },
    { key: 'at', label: 'When', type: 'dateRange' },
  ],
  defaultSort: { field: 'at', order: 'desc' },
});
