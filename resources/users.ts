import { reasonCodes, USER_STATES, type User } from './domain';
import { defineResource } from './types';

/**
 * Platform users: read-only records with block/unblock (reason required) and 2FA reset. A user's
 * page (/user-history/{userid}) shows the balances per coin and the user's history as tabs.
 */
export default defineResource<User>()({
  name: 'users',
  module: 'Users',
  title: { singular: 'User', plural: 'Users' },
  menu: { group: 'User Management', label: 'Users', order: 1, key: 'u' },
  routes: { list: '/user-list', show: '/user-history/:userid' },
  recordTitle: 'name',
  fields: [
    { key: 'name', label: 'Name', type: 'text', list: { sortable: true } },
    { key: 'email', label: 'Email', type: 'email', list: { sortable: true, width: 200 } },
    { key: 'walletAddress', label: 'Wallet', type: 'solanaAddress', list: true },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: USER_STATES.options,
      list: true,
    },
    { key: 'blockReason', label: 'Block reason', type: 'text' },
    { key: 'emailVerified', label: 'Email verified', type: 'boolean' },
    { key: 'twoFactorEnabled', label: '2FA', type: 'boolean', list: { hidden: true } },
    {
      key: 'signupCountry',
      label: 'Country',
      type: 'text',
      list: { sortable: true, width: 130, hidden: true },
    },
    { key: 'signupIp', label: 'Sign-up IP', type: 'text' },
    { key: 'lastLoginAt', label: 'Last login', type: 'datetime', list: { sortable: true } },
    { key: 'createdAt', label: 'Signed up', type: 'datetime', list: { sortable: true } },
    {
      key: 'balances',
      label: 'Balances',
      type: 'nested',
      readOnly: true,
      fields: [
        { key: 'symbol', label: 'Coin', type: 'text' },
        { key: 'available', label: 'Available', type: 'money' },
        { key: 'locked', label: 'Locked', type: 'money' },
      ],
    },
  ],
  // Each tab needs view on its own module; deposits and withdrawals come with their modules.
  related: [
    { resource: 'orders', label: 'Orders', key: 'userId', hide: ['userName'] },
    { resource: 'trades', label: 'Trades', key: 'userIds' },
    { resource: 'open-positions', label: 'Open positions', key: 'userId', hide: ['userName'] },
    { resource: 'closed-positions', label: 'Closed positions', key: 'userId', hide: ['userName'] },
    { resource: 'deposits', label: 'Deposits', key: 'userId', hide: ['userId', 'userEmail'] },
    {
      resource: 'withdrawals',
      label: 'Withdrawals',
      key: 'userId',
      hide: ['userId', 'userEmail'],
    },
    { resource: 'user-logins', label: 'Logins', key: 'userId' },
  ],
  filters: [
    { key: 'q', label: 'Search name, email or wallet', type: 'search' },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: USER_STATES.options,
    },
    { key: 'twoFactorEnabled', label: '2FA', type: 'boolean' },
    { key: 'createdAt', label: 'Signed up', type: 'dateRange' },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: { stepUp: true },
  actions: [
    {
      name: 'block',
      label: 'Block',
      danger: true,
      confirm: 'The user cannot sign in or trade while blocked.',
      allowedWhen: USER_STATES.move('blocked').allowedWhen,
      reasons: reasonCodes(
        'suspected_fraud',
        'market_manipulation',
        'multiple_accounts',
        'sanctions_hit',
        'kyc_incomplete',
        'user_request',
      ),
      input: { key: 'blockReason', label: 'Details' },
      sets: { status: 'blocked' },
      bulk: { max: 200 },
    },
    {
      name: 'unblock',
      label: 'Unblock',
      confirm: 'Let this user sign in and trade again?',
      allowedWhen: USER_STATES.move('active').allowedWhen,
      sets: { status: 'active', blockReason: '' },
    },
    {
      name: 'reset-2fa',
      label: 'Reset 2FA',
      confirm: 'The user will have to set up two-factor authentication again.',
      allowedWhen: { field: 'twoFactorEnabled', in: [true] },
      sets: { twoFactorEnabled: false },
    },
  ],
});
