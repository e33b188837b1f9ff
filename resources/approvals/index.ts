import {
  DUAL_CONTROL_KINDS,
  reasonCodes,
  heldKindLabel,
  PENDING_CHANGE_STATES,
  SETTING_KIND,
  WITHDRAWAL_REVIEW,
  type PendingChange,
} from '../domain';
import { defineResource, type Values } from '../types';

/** Every kind a change may be held under, as a filter and a column show it. */
const KIND_OPTIONS = [
  ...DUAL_CONTROL_KINDS.options,
  { value: SETTING_KIND, label: heldKindLabel(SETTING_KIND), color: 'red' },
  { value: WITHDRAWAL_REVIEW, label: heldKindLabel(WITHDRAWAL_REVIEW), color: 'orange' },
];

/** A held change still waiting (a withdrawal is reviewed on its own page, by its own rule). */
const pending = (record: Values) =>
  record.status === 'pending' && record.kind !== WITHDRAWAL_REVIEW;
const ownChange = 'You proposed this change: another admin must approve or reject it';

/**
 * Approvals (dual control, docs/states.md "Pending changes"): the changes that wait for a second
 * admin, and those decided. Open to every admin (an own-account module): the API lists the
 * changes of the modules the admin may view, marks those it may approve (`waitingForMe`: another
 * admin's, in a module it may edit), and takes a decision only from such an admin.
 */
export default defineResource<PendingChange>()({
  name: 'approvals',
  module: 'Approvals',
  title: { singular: 'Pending change', plural: 'Pending changes' },
  menu: { group: 'Admin controller', label: 'Approvals', order: 0, key: 'a' },
  routes: { list: '/approvals' },
  pages: { list: () => import('./pages/Approvals') },
  recordTitle: 'recordTitle',
  live: true,
  claims: true,
  fields: [
    {
      key: 'proposedAt',
      label: 'Proposed',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, width: 170 },
    },
    { key: 'kind', label: 'Kind', type: 'enum', options: KIND_OPTIONS, list: { width: 300 } },
    { key: 'recordTitle', label: 'Record', type: 'text', list: { width: 180 } },
    { key: 'module', label: 'Module', type: 'text', list: { width: 150 } },
    { key: 'proposedByName', label: 'Proposed by', type: 'text', list: { width: 150 } },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: PENDING_CHANGE_STATES.options,
      list: { width: 110 },
    },
    {
      key: 'expiresAt',
      label: 'Expires',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, width: 170 },
    },
    { key: 'decidedByName', label: 'Decided by', type: 'text', list: { width: 150 } },
    { key: 'decisionReason', label: 'Reason', type: 'text', list: { hidden: true } },
    {
      key: 'proposedBy',
      label: 'Proposer',
      type: 'reference',
      reference: { resource: 'admins', labelKey: 'name' },
      form: false,
    },
    { key: 'waitingForMe', label: 'Waiting for me', type: 'boolean', form: false },
    { key: 'resource', label: 'Resource', type: 'text', form: false },
    { key: 'recordId', label: 'Record id', type: 'text', form: false },
  ],
  filters: [
    { key: 'q', label: 'Search record, module or proposer', type: 'search' },
    { key: 'waitingForMe', label: 'Waiting for me', type: 'boolean' },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: PENDING_CHANGE_STATES.options,
      multiple: true,
    },
    { key: 'kind', label: 'Kind', type: 'enum', options: KIND_OPTIONS },
    {
      key: 'proposedBy',
      label: 'Proposed by',
      type: 'reference',
      reference: { resource: 'admins', labelKey: 'name' },
    },
    { key: 'proposedAt', label: 'Proposed', type: 'dateRange' },
  ],
  defaultSort: { field: 'proposedAt', order: 'desc' },
  actions: [
    {
      name: 'approve',
      label: 'Approve',
      key: 'a',
      stepUp: true,
      confirm: 'Approve this change? It is applied at once, as proposed.',
      facts: { fields: ['kind', 'recordTitle', 'proposedByName', 'expiresAt'] },
      allowedWhen: pending,
      refusedFor: (adminId, record) => (record.proposedBy === adminId ? ownChange : undefined),
    },
    {
      name: 'reject',
      label: 'Reject',
      danger: true,
      key: 'r',
      confirm: 'Reject this change? It is not applied.',
      facts: { fields: ['kind', 'recordTitle', 'proposedByName'] },
      allowedWhen: pending,
      reasons: reasonCodes('wrong_values', 'not_authorised', 'duplicate'),
      input: { key: 'reason', label: 'Details', maxLength: 500 },
      refusedFor: (adminId, record) => (record.proposedBy === adminId ? ownChange : undefined),
    },
    {
      name: 'withdraw',
      label: 'Withdraw',
      confirm: 'Withdraw your change? It is not applied.',
      // The inbox sends none; a caller may say why, kept as the change's decision reason.
      body: { properties: { reason: { type: 'string', title: 'Reason', maxLength: 500 } } },
      allowedWhen: pending,
      refusedFor: (adminId, record) =>
        record.proposedBy === adminId ? undefined : 'Only its proposer may withdraw it',
    },
    {
      name: 'review',
      label: 'Review withdrawal',
      link: '/withdraw/:recordId',
      need: 'view',
      allowedWhen: (record) => record.kind === WITHDRAWAL_REVIEW,
    },
  ],
});
