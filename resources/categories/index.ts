import { CATEGORY, slugField, UPDATED_AT } from '../_fields';
import { parentCategoryRefusal, type Category } from '../domain';
import { defineResource } from '../types';

/** Categories group events and series; one level of parent category is allowed. */
export default defineResource<Category>()({
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
      unique: true,
      maxLength: 60,
      list: { sortable: true },
    },
    slugField('name', { list: { sortable: true } }),
    {
      key: 'parentId',
      label: 'Parent category',
      type: 'reference',
      reference: {
        ...CATEGORY,
        // The API refuses the others (400 on this field, with the same sentence).
        offers: (candidate, record) => parentCategoryRefusal(record, candidate) === undefined,
      },
      list: true,
      help: 'Only top-level categories can be parents (one level).',
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
  // Its own parent (the rest needs other categories: the API checks it, the picker offers it).
  validate: (values) => {
    const reason = parentCategoryRefusal(
      { _id: values._id },
      values.parentId ? { _id: values.parentId } : undefined,
    );
    return reason ? { parentId: reason } : {};
  },
});
