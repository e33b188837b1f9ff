import {
  ADMIN_ROLES,
  ADMIN_STATES,
  givesMoneyEdit,
  makesSuperadmin,
  type AdminInput,
} from '../domain';
import { isSuperadmin } from '../../access/names';
import { adminChangeRefusal } from '../../access/rights';
import { defineResource } from '../types';
import { say } from '../_text';

/**
 * Admin accounts and their restriction lists (docs/access.md). The password is asked on create only
 * and never answered; status moves by the state machine; the last active superadmin cannot be
 * disabled or demoted, and no admin grants rights it lacks (./demo/rules.ts).
 */
export default defineResource<AdminInput>()({
  name: 'admins',
  module: 'Sub Admin',
  title: { singular: 'Admin', plural: 'Sub Admins' },
  menu: { group: 'Admin controller', label: 'Sub Admin', order: 1, key: 'b' },
  routes: { list: '/sub-admin', create: '/add-admin', edit: '/update-admin/:id' },
  // The generic list plus the "View as" drawer (QA).
  pages: { list: () => import('./pages/SubAdminList') },
  recordTitle: 'name',
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 80,
      displayName: true,
      list: { sortable: true, width: 150 },
    },
    {
      key: 'email',
      label: 'Email',
      type: 'email',
      required: true,
      unique: true,
      list: { sortable: true, width: 190 },
    },
    {
      key: 'password',
      label: 'Password',
      type: 'text',
      secret: true,
      form: 'create',
      show: false,
      maxLength: 256,
      pattern: {
        regex: '^(?=.*[A-Za-z])(?=.*\\d).{8,}$',
        message: 'At least 8 characters, with letters and digits',
      },
      help: 'The first password of the account: at least 8 characters, letters and digits.',
    },
    {
      key: 'role',
      stepUp: true,
      // Making a superadmin gives edit on every module: a second admin approves it.
      approval: { kind: 'adminRights', when: makesSuperadmin },
      label: 'Role',
      type: 'enum',
      required: true,
      options: ADMIN_ROLES.options,
      defaultValue: 'subadmin',
      list: { width: 110 },
    },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: ADMIN_STATES.options,
      list: { width: 110 },
    },
    { key: 'twoFactorEnabled', label: '2FA', type: 'boolean', readOnly: true, list: { width: 80 } },
    {
      key: 'lastLoginAt',
      label: 'Last login',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, width: 160 },
    },
    {
      key: 'restriction',
      stepUp: true,
      approval: { kind: 'adminRights', when: givesMoneyEdit },
      label: 'Restrictions',
      type: 'restriction',
      defaultValue: [],
      help: 'View opens a module; Edit also allows its add, update and action buttons.',
    },
  ],
  filters: [
    { key: 'q', label: 'Search name or email', type: 'search' },
    { key: 'role', label: 'Role', type: 'enum', options: ADMIN_ROLES.options },
    { key: 'status', label: 'Status', type: 'enum', options: ADMIN_STATES.options },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  dashboard: false,
  // Only a superadmin changes a superadmin, a sub-admin only an admin whose every right it has:
  // the same fact as the API's 403 (rules/admins.ts).
  rowRefusal: adminChangeRefusal,
  // A new account needs a first password (the update form has none; the API ignores one there).
  validate: (values) =>
    values._id === undefined && !String(values.password ?? '').trim()
      ? { password: say`A new admin needs a first password` }
      : {},
  actions: [
    {
      // QA: the sidebar and every route's decision as this admin would get them (read-only).
      name: 'view-as',
      label: 'View as',
      link: '/sub-admin?viewAs=:id',
      need: 'view',
      superadminOnly: true,
      allowedWhen: (record) => !isSuperadmin(String(record.role ?? '')),
    },
    {
      name: 'sign-ins',
      label: 'Sign-ins',
      link: '/sub-Admin-login-History',
      linkQuery: 'q=:email',
      module: 'Sub Admin Login History',
      need: 'view',
    },
    {
      name: 'disable',
      label: 'Disable',
      danger: true,
      confirm: 'The admin is signed out and cannot sign in while disabled.',
      ...ADMIN_STATES.move('disabled'),
    },
    { name: 'enable', label: 'Enable', ...ADMIN_STATES.move('active') },
    {
      // A lost laptop or a leaked token: the admin is signed out everywhere, at once.
      name: 'end-sessions',
      label: 'End sessions',
      danger: true,
      confirm: 'The admin is signed out in every browser and has to sign in again.',
      superadminOnly: true,
    },
    {
      name: 'reset-2fa',
      label: 'Reset 2FA',
      confirm: 'The admin will have to set up two-factor authentication again.',
      allowedWhen: (record) => record.twoFactorEnabled === true && record.role !== 'superadmin',
      sets: { twoFactorEnabled: false },
    },
  ],
});
