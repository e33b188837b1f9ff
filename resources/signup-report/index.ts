import type { SignupReportRow } from '../domain';
import { defineResource } from '../types';

/**
 * Sign-ups per day over a date range: computed by the server from users and
 * deposits in the admin's time zone, shown as a chart and a table with totals, and downloaded as
 * CSV. A hand-made page (./pages/SignupReport.tsx) over GET /api/admin/signup-report.
 */
export default defineResource<SignupReportRow, 'createdAt'>()({
  name: 'signup-report',
  module: 'Sign Up Report',
  title: { singular: 'Sign-up day', plural: 'Sign-ups' },
  menu: { group: 'Reports', label: 'Sign Up Report', order: 1 },
  routes: { list: '/signup-report' },
  pages: { list: () => import('./pages/SignupReport') },
  fields: [
    { key: 'date', label: 'Day', type: 'date', readOnly: true, list: true },
    { key: 'signups', label: 'Sign-ups', type: 'number', readOnly: true, list: true },
    { key: 'verified', label: 'Verified', type: 'number', readOnly: true, list: true },
    { key: 'firstDeposits', label: 'First deposits', type: 'number', readOnly: true, list: true },
  ],
  filters: [{ key: 'createdAt', label: 'Signed up', type: 'dateRange' }],
  exportable: true,
  dashboard: false,
});
