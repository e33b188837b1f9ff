import { reasonCodes } from '../domain';
import {
  approvalOutcome,
  approvalRefusedFor,
  approvalsNeeded,
  WITHDRAWAL_STATES,
  type Withdrawal,
} from './domain';
import { COIN, COIN_SYMBOL, readOnlyFields, USER, USER_EMAIL } from '../_fields';
import { defineResource, type Values } from '../types';
import { say } from '../_text';

/**
 * Check a transfer's transaction on chain (./actions/checkOnChain.tsx): reads, changes nothing.
 * Deposits show it too.
 */
export const CHECK_ON_CHAIN = {
  name: 'check-on-chain',
  label: 'Check on chain',
  run: () => import('./actions/checkOnChain'),
  need: 'view',
  allowedWhen: (record: Record<string, unknown>) => Boolean(record.txSignature),
} as const;

/** What both review dialogs name: who asks, for what, where it goes (with its explorer link). */
const REVIEW_FIELDS: readonly (keyof Withdrawal)[] = [
  'userEmail',
  'coinSymbol',
  'amount',
  'fee',
  'netAmount',
  'toAddress',
];

/** A morning's queue in one go: what a batch moves per coin, and for how many users. */
const REVIEW_BATCH = { max: 200, total: 'amount', countBy: 'userEmail' } as const;

/** The approvals the withdrawal needs, and who gave them so far. */
const approvals = (record: Values) => ({
  label: say`Approvals`,
  text: approvalsNeeded(record, String(record.approvedByNames ?? '')),
});

/**
 * Withdrawal requests under review: approve or reject (reason required), each
 * confirmation naming the facts (user, coin, amounts, destination, the approvals it needs); a
 * withdrawal's page (/withdraw/{id}) adds the user's balances and recent transfers. Above the
 * coin's secondApprovalThreshold two different admins approve (four-eyes, decideApproval in
 * ./domain.ts): the first approval leaves it awaiting the second.
 */
export default defineResource<Withdrawal>()({
  name: 'withdrawals',
  module: 'Withdraw',
  title: { singular: 'Withdrawal', plural: 'Withdrawals' },
  menu: { group: 'Transfer History', label: 'Withdraw', order: 2, key: 'w' },
  // A withdrawal's page: its facts, the user's balances and recent transfers, approve and reject.
  routes: { list: '/withdraw', show: '/withdraw/:id' },
  heading: 'Withdrawal of {{amount}} by {{userEmail}}',
  fields: readOnlyFields([
    { key: 'createdAt', label: 'Requested', type: 'datetime', list: { sortable: true } },
    // Narrower than elsewhere: room for the batch checkboxes, the review's and the claim's buttons.
    { ...USER_EMAIL, list: { width: 136 } },
    COIN_SYMBOL,
    {
      key: 'amount',
      label: 'Amount',
      type: 'money',
      unitKey: 'coinSymbol',
      list: { sortable: true, width: 125 },
    },
    { key: 'fee', label: 'Fee', type: 'money', unitKey: 'coinSymbol', list: { hidden: true } },
    {
      key: 'netAmount',
      label: 'Net amount (sent)',
      type: 'money',
      unitKey: 'coinSymbol',
      list: { hidden: true },
    },
    { key: 'toAddress', label: 'Destination', type: 'solanaAddress', list: { hidden: true } },
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
      // Two names are cut short here (the cell's title and the withdrawal's page show them all).
      list: { width: 112 },
      help: 'In order: above the threshold, the first approval waits for a different admin.',
    },
    { key: 'needsTwoApprovals', label: 'Two approvals', type: 'boolean', list: { hidden: true } },
    { key: 'txSignature', label: 'Transaction', type: 'txSignature', list: { hidden: true } },
    { key: 'rejectReason', label: 'Reject reason', type: 'text', list: { hidden: true } },
    { key: 'failureReason', label: 'Failure', type: 'text', list: { hidden: true } },
    { key: 'reviewedByName', label: 'Reviewed by', type: 'text', list: { hidden: true } },
    { key: 'reviewedAt', label: 'Reviewed', type: 'datetime', list: { hidden: true } },
    {
      key: 'userBalances',
      label: "User's balances",
      type: 'nested',
      fields: [
        { key: 'symbol', label: 'Coin', type: 'text' },
        { key: 'available', label: 'Available', type: 'money' },
        { key: 'locked', label: 'Locked', type: 'money' },
      ],
    },
  ]),
  // The user's recent transfers, newest first; each tab needs view on its own module.
  related: [
    {
      resource: 'withdrawals',
      label: "User's withdrawals",
      key: 'userId',
      from: 'userId',
      hide: ['userEmail'],
    },
    {
      resource: 'deposits',
      label: "User's deposits",
      key: 'userId',
      from: 'userId',
      hide: ['userEmail'],
    },
  ],
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
    // Answered per admin (awaitingApprovalOf, approvedAtBy): the saved views' filters.
    { key: 'awaitingMe', label: 'Waiting for my approval', type: 'boolean' },
    { key: 'approvedByMeAt', label: 'Approved by me', type: 'dateRange' },
  ],
  live: true,
  claims: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: { stepUp: true },
  actions: [
    {
      name: 'approve',
      label: 'Approve',
      key: 'a',
      stepUp: true,
      confirm: 'Approve this withdrawal?',
      facts: {
        fields: REVIEW_FIELDS,
        // Whether a second approval follows: decideApproval's answer, the rule the API applies.
        derived: (record, adminId) => [
          approvals(record),
          { label: say`After your approval`, text: approvalOutcome(record, adminId) },
        ],
      },
      // pending or awaitingSecondApproval; the demo rule applies decideApproval (four-eyes).
      allowedWhen: WITHDRAWAL_STATES.move('approved').allowedWhen,
      // The first approver is offered no second (decideApproval refuses it the same way).
      refusedFor: (adminId, record) => approvalRefusedFor(record, adminId),
      bulk: REVIEW_BATCH,
    },
    {
      name: 'reject',
      label: 'Reject',
      stepUp: true,
      danger: true,
      key: 'r',
      confirm:
        "Reject this withdrawal? It is not sent, no approval follows, and the user's funds are unlocked.",
      facts: { fields: REVIEW_FIELDS, derived: (record) => [approvals(record)] },
      allowedWhen: WITHDRAWAL_STATES.move('rejected').allowedWhen,
      reasons: reasonCodes(
        'sanctions_hit',
        'suspected_fraud',
        'kyc_incomplete',
        'invalid_address',
        'user_request',
      ),
      input: { key: 'rejectReason', label: 'Details' },
      bulk: REVIEW_BATCH,
    },
    CHECK_ON_CHAIN,
  ],
});

/** The module's domain, for other modules and the app (a module is reached through its index). */
export * from './domain';
