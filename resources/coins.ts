import { COIN_STATES, coinLimitErrors, type Coin } from './domain';
import { defineResource } from './types';

/** Limits, fees and the approval threshold: a second admin approves a change. */
const held = { approval: { kind: 'coinLimits' } } as const;

/**
 * Coins (SPL tokens) users deposit and withdraw, with their limits and fees. The mint is checked as
 * a Solana address (@solana/web3.js) by the form and the demo API; the limits by coinLimitErrors.
 */
export default defineResource<Coin>()({
  name: 'coins',
  module: 'Coin List',
  title: { singular: 'Coin', plural: 'Coins' },
  menu: { group: 'Coin', label: 'Coin List', order: 1, key: 'c' },
  routes: { list: '/coin-list', edit: '/update-coin/:id' },
  recordTitle: 'symbol',
  fields: [
    {
      key: 'symbol',
      label: 'Symbol',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 12,
      pattern: { regex: '^[A-Za-z0-9.]+$', message: 'Symbol: letters, digits and dots' },
      list: { sortable: true, width: 100 },
    },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 60,
      list: { width: 150 },
    },
    {
      key: 'mintAddress',
      label: 'Mint address',
      type: 'solanaAddress',
      required: true,
      unique: true,
      list: true,
      help: 'The SPL token mint (base58); the link opens it in the chain explorer.',
    },
    {
      key: 'decimals',
      label: 'Decimals',
      type: 'number',
      integer: true,
      min: 0,
      max: 18,
      required: true,
      help: "The mint's on-chain decimals.",
    },
    { key: 'depositEnabled', label: 'Deposits on', type: 'boolean', list: { hidden: true } },
    { key: 'withdrawEnabled', label: 'Withdrawals on', type: 'boolean', list: { hidden: true } },
    { key: 'minDeposit', label: 'Min deposit', type: 'money', required: true, ...held },
    {
      key: 'minWithdraw',
      ...held,
      stepUp: true,
      label: 'Min withdraw',
      type: 'money',
      required: true,
      list: { width: 130 },
    },
    {
      key: 'maxWithdraw',
      ...held,
      stepUp: true,
      label: 'Max withdraw',
      type: 'money',
      required: true,
      list: { width: 140 },
    },
    {
      key: 'withdrawFee',
      ...held,
      label: 'Withdraw fee',
      type: 'money',
      required: true,
      list: { width: 120 },
      help: 'Taken from each withdrawal, in the coin; below the min withdraw.',
    },
    {
      key: 'dailyWithdrawLimit',
      ...held,
      stepUp: true,
      label: 'Daily withdraw limit',
      type: 'money',
      required: true,
      list: { hidden: true },
    },
    {
      key: 'secondApprovalThreshold',
      ...held,
      stepUp: true,
      label: 'Second approval above',
      type: 'money',
      required: true,
      list: { hidden: true },
      help: 'A larger withdrawal needs the approval of two different admins.',
    },
    {
      key: 'batchApprovalLimit',
      ...held,
      stepUp: true,
      label: 'Most approved in one batch',
      type: 'money',
      list: { hidden: true },
      help: 'Withdrawals approved together add up to at most this; empty: the daily withdraw limit.',
    },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: COIN_STATES.options,
      list: true,
    },
    {
      key: 'updatedAt',
      label: 'Updated',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, hidden: true },
    },
  ],
  filters: [
    { key: 'q', label: 'Search symbol, name or mint', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: COIN_STATES.options },
  ],
  defaultSort: { field: 'symbol', order: 'asc' },
  exportable: true,
  validate: coinLimitErrors,
  actions: [
    // allowedWhen (the states that may move there) and sets ({ status }) come from COIN_STATES.
    {
      name: 'disable',
      label: 'Disable',
      danger: true,
      confirm: 'Users can neither deposit nor withdraw this coin while it is disabled.',
      ...COIN_STATES.move('disabled'),
    },
    {
      name: 'enable',
      label: 'Enable',
      // Status only: deposits and withdrawals then follow the coin's own two switches, which an
      // admin may have turned off on purpose (an enable must not turn them on behind its back).
      confirm:
        "Enable this coin? Deposits and withdrawals then follow its 'Deposits on' and 'Withdrawals on' switches (edit the coin to change them).",
      ...COIN_STATES.move('active'),
    },
  ],
});
