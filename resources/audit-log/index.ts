import { ALL_REASONS, AUDIT_ACCOUNT_RESOURCES, AUDIT_OUTCOMES, type AuditEntry } from '../domain';
import { defineResource } from '../types';

/**
 * Who did what, when, and what it changed: every change an admin asked the API for, done or
 * refused, written by the server (resources/domain/audit.ts). Read-only: the API answers 405 to
 * any write. Each record's own entries are its History tab (GET /{resource}/{id}/history, which
 * needs view on that record's module, not this one).
 */
export default defineResource<AuditEntry>()({
  name: 'audit-log',
  module: 'Audit Log',
  title: { singular: 'Audit entry', plural: 'Audit log' },
  menu: { group: 'Admin controller', label: 'Audit Log', order: 4, key: 'l' },
  routes: { list: '/audit-log' },
  // The generic list, each row opening its changes, and its record's title linking to the record.
  pages: { list: () => import('./pages/AuditLog') },
  recordTitle: 'recordTitle',
  fields: [
    { key: 'at', label: 'When', type: 'datetime', readOnly: true, list: { sortable: true } },
    {
      key: 'adminName',
      label: 'Admin',
      type: 'text',
      readOnly: true,
      list: { sortable: true, width: 150 },
    },
    {
      key: 'typedEmail',
      label: 'E-mail typed',
      type: 'text',
      readOnly: true,
      list: { hidden: true },
    },
    { key: 'action', label: 'Action', type: 'text', readOnly: true, list: { width: 120 } },
    { key: 'module', label: 'Module', type: 'text', readOnly: true, list: { width: 120 } },
    { key: 'resource', label: 'Resource', type: 'text', readOnly: true, list: { hidden: true } },
    { key: 'recordTitle', label: 'Record', type: 'text', readOnly: true, list: { width: 170 } },
    { key: 'recordId', label: 'Record id', type: 'text', readOnly: true, list: { hidden: true } },
    {
      key: 'outcome',
      label: 'Outcome',
      type: 'enum',
      options: AUDIT_OUTCOMES,
      readOnly: true,
      list: { width: 150 },
    },
    {
      key: 'reasonCode',
      label: 'Reason',
      type: 'enum',
      options: ALL_REASONS,
      readOnly: true,
      list: { width: 160 },
    },
    { key: 'message', label: 'Message', type: 'text', readOnly: true, list: { hidden: true } },
  ],
  filters: [
    { key: 'q', label: 'Search admin, module, record, action', type: 'search' },
    {
      key: 'adminId',
      label: 'Admin',
      type: 'reference',
      reference: { resource: 'admins', labelKey: 'name' },
    },
    { key: 'module', label: 'Module', type: 'enum', choices: 'modules' },
    {
      key: 'resource',
      label: 'Resource',
      type: 'enum',
      choices: 'resources',
      options: Object.entries(AUDIT_ACCOUNT_RESOURCES).map(([value, label]) => ({ value, label })),
    },
    { key: 'recordId', label: 'Record id', type: 'text' },
    { key: 'action', label: 'Action (exact)', type: 'text' },
    { key: 'outcome', label: 'Outcome', type: 'enum', options: AUDIT_OUTCOMES, multiple: true },
    { key: 'reasonCode', label: 'Reason', type: 'enum', options: ALL_REASONS, multiple: true },
    { key: 'at', label: 'When', type: 'dateRange' },
  ],
  defaultSort: { field: 'at', order: 'desc' },
  exportable: true,
  dashboard: false,
});
