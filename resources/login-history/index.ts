import { LOGIN_FIELDS, LOGIN_FILTERS } from '../_logins';
import type { LoginHistory } from '../domain';
import { defineResource } from '../types';

/** One's own sign-ins (header menu; skip list: any signed-in admin, own rows only). */
export default defineResource<LoginHistory>()({
  name: 'login-history',
  module: 'Login History',
  title: { singular: 'Sign-in', plural: 'Login history' },
  menu: false,
  routes: { list: '/loginHistory' },
  ownedBy: 'adminId',
  fields: LOGIN_FIELDS,
  filters: [{ key: 'q', label: 'Search IP or browser', type: 'search' }, ...LOGIN_FILTERS],
  defaultSort: { field: 'at', order: 'desc' },
  exportable: true,
  dashboard: false,
});
