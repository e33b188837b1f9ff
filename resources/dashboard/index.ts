import { DASHBOARD_PATH } from '../../access/routes';
import { FEE_TILE_DAYS, USDC_SHOWN_DECIMALS } from '../domain';
import { AWAITING_REVIEW } from '../withdrawals';
import { defineResource } from '../types';

/**
 * Home page: KPI tiles with their change, and the last 30 days as charts, each only for modules
 * the admin may view (the demo API computes them: ./demo/rules.ts).
 */
export default defineResource()({
  name: 'dashboard',
  module: 'Dashboard',
  title: { singular: 'Dashboard', plural: 'Dashboard' },
  menu: { group: 'Dashboard', label: 'Dashboard', order: 1, key: 'd' },
  routes: { list: DASHBOARD_PATH },
  fields: [],
  pages: { list: () => import('./pages/Dashboard') },
  pageOnly: true,
  kpis: [
    {
      key: 'users',
      label: 'Users',
      module: 'Users',
      comparedWith: '7 days ago',
      chart: { on: 'users', label: 'Sign-ups' },
    },
    {
      key: 'activeMarkets',
      label: 'Active markets',
      module: 'Markets',
      linkQuery: 'status=active',
      comparedWith: '7 days ago',
    },
    {
      key: 'volume24h',
      label: '24 h volume',
      module: 'Markets',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      comparedWith: 'the 24 h before',
      chart: { on: 'trading', label: 'Volume (USDC)' },
    },
    {
      key: 'openInterest',
      label: 'Open interest',
      module: 'Open Positions',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      comparedWith: '7 days ago',
    },
    {
      key: 'pendingWithdrawals',
      label: 'Pending withdrawals',
      module: 'Withdraw',
      // Both wait for an admin: the first approval, or a different admin's second (four-eyes).
      linkQuery: AWAITING_REVIEW.map((status) => `status=${status}`).join('&'),
      comparedWith: '24 h ago',
    },
    {
      key: 'feeRevenue',
      // UTC days, today included: /admin-profit over the same days shows the same USDC total.
      label: `Fee revenue, ${FEE_TILE_DAYS} days`,
      module: 'Admin Profit',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      comparedWith: `the ${FEE_TILE_DAYS} days before`,
      chart: { on: 'trading', label: 'Fees (USDC)' },
    },
  ],
});
