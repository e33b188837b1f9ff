import { approvalRefusedFor, WITHDRAWAL_STATES } from './domain';
import { CHECK_ON_CHAIN, COIN, COIN_SYMBOL, readOnlyFields, USER, USER_EMAIL } from './_fields';
import { defineResource } from './types';

/**
 * Withdrawal requests under review (DOMAIN.md): approve or reject (reason required). Above the
 * coin's secondApprovalThreshold two different admins approve (four-eyes, decideApproval in
 * resources/domain/money.ts): the first approval leaves it awaiting the second.
 */
export default defineResource({
  name: 'withdrawals',
  module: 'Withdraw',
  title: { singular: 'Withdrawal', plural: 'Withdrawals' },
  menu: { group: 'Transfer History', label: 'Withdraw', order: 2 },
  routes: { list: '/withdraw', show: '/withdraw/:id' },
  fields: readOnlyFields([
    { key: 'createdAt', label: 'Requested', type: 'datetime', list: { sortable: true } },
    USER_EMAIL,
    COIN_SYMBOL,
    { key: 'amount', label: 'Amount', type: 'money', list: { sortable: true, width: 125 } },
    { key: 'fee', label: 'Fee', type: 'money', list: { hidden: true } },
    { key: 'netAmount', label: 'Net amount', type: 'money', list: { hidden: true } },
    { key: 'toAddress', label: 'To', type: 'solanaAddress', list: { hidden: true } },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: WITHDRAWAL_STATES.options,
      list: true,
    },
    {
      key: 'approvedByNames',
      label: 'Approved by',
      type: 'text',
      list: { width: 140 },
      help: 'In order: above the threshold, the first approval waits for a different admin.',
    },
    { key: 'needsTwoApprovals', label: 'Two approvals', type: 'boolean', list: { hidden: true } },
    { key: 'txSignature', label: 'Transaction', type: 'txSignature', list: { hidden: true } },
    { key: 'rejectReason', label: 'Reject reason', type: 'text', list: { hidden: true } },
    { key: 'failureReason', label: 'Failure', type: 'text', list: { hidden: true } },
    { key: 'reviewedByName', label: 'Reviewed by', type: 'text', list: { hidden: true } },
    { key: 'reviewedAt', label: 'Reviewed', type: 'datetime', list: { hidden: true } },
  ]),
  filters: [
    { key: 'q', label: 'Search address, signature or email', type: 'search' },
    { key: 'userId', label: 'User', type: 'reference', reference: USER },
    { key: 'coinId', label: 'Coin', type: 'reference', reference: COIN },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: WITHDRAWAL_STATES.options,
      multiple: true,
    },
    { key: 'createdAt', label: 'Requested', type: 'dateRange' },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: true,
  actions: [
    {
      name: 'approve',
      label: 'Approve',
      confirm:
        "Approve this withdrawal? Above the coin's second-approval threshold it then waits for a different admin's approval.",
      // pending or awaitingSecondApproval; the demo rule applies decideApproval (four-eyes).
      allowedWhen: WITHDRAWAL_STATES.move('approved').allowedWhen,
      // The first approver is offered no second (decideApproval refuses it the same way).
      refusedFor: (adminId, record) => approvalRefusedFor(record, adminId),
    },
    {
      name: 'reject',
      label: 'Reject',
      danger: true,
      confirm: "The user's funds are unlocked; the withdrawal is not sent.",
      allowedWhen: WITHDRAWAL_STATES.move('rejected').allowedWhen,
      input: { key: 'rejectReason', label: 'Reason', required: true },
    },
    CHECK_ON_CHAIN,
  ],
});
