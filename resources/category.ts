import { CATEGORY, slugField, UPDATED_AT } from './_fields';
import { defineResource } from './types';

/** Categories group events and series; one level of parent category is allowed. */
export default defineResource({
  name: 'categories',
  module: 'Category',
  title: { singular: 'Category', plural: 'Categories' },
  menu: { group: 'Categories', label: 'Category', order: 2 },
  routes: { list: '/category', create: '/add-category', edit: '/update-category/:id' },
  recordTitle: 'name',
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 60,
      list: { sortable: true },
    },
    slugField('name', { list: { sortable: true } }),
    {
      key: 'parentId',
      label: 'Parent category',
      type: 'reference',
      reference: CATEGORY,
      list: true,
    },
    {
      key: 'sortOrder',
      label: 'Sort order',
      type: 'number',
      min: 0,
      max: 9999,
      defaultValue: 0,
      list: { sortable: true },
    },
    {
      key: 'isActive',
      label: 'Active',
      type: 'boolean',
      defaultValue: true,
      list: true,
    },
    UPDATED_AT,
  ],
  filters: [
    { key: 'q', label: 'Search name or slug', type: 'search' },
    { key: 'isActive', label: 'Active', type: 'boolean' },
    {
      key: 'parentId',
      label: 'Parent',
      type: 'reference',
      reference: CATEGORY,
    },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  deletable: true,
  exportable: true,
  validate: (values) =>
    values._id !== undefined && values.parentId === values._id
      ? { parentId: 'A category cannot be its own parent.' }
      : {},
});
