import { defineResource } from '../types';

/**
 * Dual-control coverage (a report for the superadmin and QA): every kind of change a second admin
 * must approve, where it applies, who may propose and who may approve it, with a warning where
 * only one admin could approve. Read from the admins' restriction lists in the browser with the
 * app's own access rules, so it needs the admins list (view on Sub Admin).
 */
export default defineResource()({
  name: 'dual-control',
  module: 'Sub Admin',
  title: { singular: 'Dual control', plural: 'Dual control' },
  menu: { group: 'Admin controller', label: 'Dual control', order: 5 },
  routes: { list: '/dual-control' },
  fields: [],
  pages: { list: () => import('./pages/DualControlCoverage') },
  pageOnly: true,
});
