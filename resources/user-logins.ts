import { LOGIN_FIELDS, LOGIN_FILTERS } from './_logins';
import type { UserLogin } from './domain';
import { defineResource } from './types';

/** Sign-in attempts of platform users: the Logins tab of a user's page. Written by the platform. */
export default defineResource<UserLogin>()({
  name: 'user-logins',
  module: 'Users',
  title: { singular: 'Login', plural: 'Logins' },
  menu: false,
  routes: {},
  dashboard: false,
  fields: LOGIN_FIELDS,
  filters: LOGIN_FILTERS,
  defaultSort: { field: 'at', order: 'desc' },
});
