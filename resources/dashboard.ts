import { defineResource } from './types';

/** Home page: per-module record counts the admin may view (KPI tiles and charts come later). */
export default defineResource({
  name: 'dashboard',
  module: 'Dashboard',
  title: { singular: 'Dashboard', plural: 'Dashboard' },
  menu: { group: 'Dashboard', label: 'Dashboard', order: 1 },
  routes: { list: '/dashboard' },
  fields: [],
  pages: { list: 'Dashboard' },
  pageOnly: true,
});
