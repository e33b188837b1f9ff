import type { Module } from '../domain';
import { defineResource } from '../types';

/**
 * The access modules restriction lists name (docs/access.md). `key` is the declaration's
 * `module` that code checks and never changes; renaming a module rewrites every restriction that
 * names it, and a module still named by restrictions cannot be deleted (./demo/rules.ts).
 */
export default defineResource<Module>()({
  name: 'modules',
  module: 'Modules',
  title: { singular: 'Module', plural: 'Modules' },
  menu: { group: 'Admin controller', label: 'Modules', order: 2 },
  routes: { list: '/modules', create: '/add-modules', edit: '/update-modules/:id' },
  recordTitle: 'name',
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 60,
      list: { sortable: true, width: 220 },
      help: 'The name restriction lists use; renaming it updates every admin that has it.',
    },
    {
      key: 'key',
      label: 'Access key',
      type: 'text',
      readOnly: true,
      list: { width: 200 },
    },
    {
      key: 'route',
      label: 'Route',
      type: 'text',
      required: true,
      maxLength: 200,
      pattern: { regex: '^/', message: 'A route starts with /' },
      list: { width: 220 },
    },
    {
      key: 'sortOrder',
      label: 'Order',
      type: 'number',
      integer: true,
      min: 0,
      max: 10000,
      required: true,
      list: { sortable: true, width: 90 },
    },
    { key: 'isActive', label: 'Active', type: 'boolean', defaultValue: true, list: { width: 90 } },
  ],
  filters: [
    { key: 'q', label: 'Search name or route', type: 'search' },
    { key: 'isActive', label: 'Active', type: 'boolean' },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  deletable: true,
  dashboard: false,
});
