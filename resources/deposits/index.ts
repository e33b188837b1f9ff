import { DEPOSIT_STATES, reasonCodes, type Deposit } from '../domain';
import { COIN, COIN_SYMBOL, readOnlyFields, USER, USER_EMAIL } from '../_fields';
import { CHECK_ON_CHAIN } from '../withdrawals';
import { defineResource } from '../types';

/**
 * Deposits detected on chain: read-only, except rejecting a wrong one (reason required) while it
 * is detected or confirming. "Check on chain" asks the configured Solana RPC for its signature.
 */
export default defineResource<Deposit>()({
  name: 'deposits',
  module: 'Deposit',
  title: { singular: 'Deposit', plural: 'Deposits' },
  menu: { group: 'Transfer History', label: 'Deposit', order: 1, key: 'p' },
  routes: { list: '/deposit' },
  recordTitle: 'txSignature',
  fields: readOnlyFields([
    { key: 'createdAt', label: 'Detected', type: 'datetime', list: { sortable: true } },
    USER_EMAIL,
    COIN_SYMBOL,
    {
      key: 'amount',
      label: 'Amount',
      type: 'money',
      unitKey: 'coinSymbol',
      // Room for the claim's button beside the row's others at 1440 px.
      list: { sortable: true, width: 128 },
    },
    { key: 'txSignature', label: 'Transaction', type: 'txSignature', list: true },
    { key: 'fromAddress', label: 'From', type: 'solanaAddress', list: { hidden: true } },
    { key: 'toAddress', label: 'To (hot wallet)', type: 'solanaAddress' },
    { key: 'slot', label: 'Slot', type: 'number', list: { sortable: true, hidden: true } },
    { key: 'status', label: 'Status', type: 'enum', options: DEPOSIT_STATES.options, list: true },
    { key: 'creditedAt', label: 'Credited', type: 'datetime', list: { hidden: true } },
    { key: 'rejectReason', label: 'Reject reason', type: 'text', list: { hidden: true } },
    { key: 'reviewedByName', label: 'Rejected by', type: 'text', list: { hidden: true } },
  ]),
  filters: [
    { key: 'q', label: 'Search signature, address or email', type: 'search' },
    { key: 'userId', label: 'User', type: 'reference', reference: USER },
    { key: 'coinId', label: 'Coin', type: 'reference', reference: COIN },
    { key: 'status', label: 'Status', type: 'enum', options: DEPOSIT_STATES.options },
    { key: 'createdAt', label: 'Detected', type: 'dateRange' },
  ],
  live: true,
  claims: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: { stepUp: true },
  actions: [
    {
      name: 'reject',
      label: 'Reject',
      danger: true,
      key: 'r',
      confirm: 'The deposit will not be credited to the user.',
      allowedWhen: DEPOSIT_STATES.move('rejected').allowedWhen,
      reasons: reasonCodes(
        'unsupported_token',
        'below_minimum',
        'duplicate',
        'sanctions_hit',
        'suspected_fraud',
      ),
      input: { key: 'rejectReason', label: 'Details' },
      bulk: { max: 200, total: 'amount', countBy: 'userEmail' },
    },
    CHECK_ON_CHAIN,
  ],
});
