import { LOGIN_FIELDS, LOGIN_FILTERS } from '../_logins';
import type { LoginHistory } from '../domain';
import { defineResource } from '../types';

/** Sign-ins of the sub-admins, for the superadmin or whoever is granted it (from /sub-admin). */
export default defineResource<LoginHistory>()({
  name: 'sub-admin-login-history',
  module: 'Sub Admin Login History',
  title: { singular: 'Sub-admin sign-in', plural: 'Sub-admin login history' },
  menu: false,
  routes: { list: '/sub-Admin-login-History' },
  fields: [
    { key: 'adminName', label: 'Admin', type: 'text', list: { sortable: true, width: 170 } },
    { key: 'adminEmail', label: 'Email', type: 'email', list: { width: 210 } },
    // The admin's OS stays in the column chooser: with name and email the row is full.
    ...LOGIN_FIELDS.map((field) =>
      field.key === 'os' ? { ...field, list: { width: 120, hidden: true } } : field,
    ),
  ],
  filters: [{ key: 'q', label: 'Search admin, email, IP', type: 'search' }, ...LOGIN_FILTERS],
  defaultSort: { field: 'at', order: 'desc' },
  exportable: true,
  dashboard: false,
});
