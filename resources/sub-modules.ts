import type { SubModule } from './domain';
import { defineResource } from './types';

/** The pages of each access module (add/update pages, history pages), shown in the restriction editor. */
export default defineResource<SubModule>()({
  name: 'sub-modules',
  module: 'Sub Modules',
  title: { singular: 'Sub module', plural: 'Sub Modules' },
  menu: { group: 'Admin controller', label: 'Sub Modules', order: 3 },
  routes: { list: '/sub-modules', create: '/add-sub-modules', edit: '/update-sub-modules/:id' },
  recordTitle: 'name',
  fields: [
    {
      key: 'moduleId',
      label: 'Module',
      type: 'reference',
      required: true,
      reference: { resource: 'modules', labelKey: 'name' },
      list: { width: 200 },
    },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 80,
      list: { sortable: true, width: 240 },
    },
    {
      key: 'route',
      label: 'Route',
      type: 'text',
      required: true,
      maxLength: 200,
      pattern: { regex: '^/', message: 'A route starts with /' },
      list: { width: 260 },
    },
  ],
  filters: [
    { key: 'q', label: 'Search name or route', type: 'search' },
    {
      key: 'moduleId',
      label: 'Module',
      type: 'reference',
      reference: { resource: 'modules', labelKey: 'name' },
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  deletable: true,
  dashboard: false,
});
