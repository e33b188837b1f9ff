import { slugField, UPDATED_AT } from '../_fields';
import type { Tag } from '../domain';
import { defineResource } from '../types';
import { say } from '../_text';

/** Tags label events and series; the public site can force a tag on or off its navigation. */
export default defineResource<Tag>()({
  name: 'tags',
  module: 'Tags',
  title: { singular: 'Tag', plural: 'Tags' },
  menu: { group: 'Categories', label: 'Tags', order: 1, key: 't' },
  routes: { list: '/tags', create: '/add-tag', edit: '/update-tag/:id' },
  recordTitle: 'label',
  fields: [
    {
      key: 'label',
      label: 'Label',
      type: 'text',
      required: true,
      maxLength: 60,
      list: { sortable: true },
    },
    slugField('label', {
      list: { sortable: true },
      help: 'Lower-case letters, digits and dashes; used in public URLs.',
    }),
    { key: 'forceShow', label: 'Force show', type: 'boolean', defaultValue: false, list: true },
    { key: 'forceHide', label: 'Force hide', type: 'boolean', defaultValue: false, list: true },
    {
      key: 'eventCount',
      label: 'Events',
      type: 'number',
      readOnly: true,
      list: { sortable: true },
    },
    UPDATED_AT,
  ],
  filters: [
    { key: 'q', label: 'Search label or slug', type: 'search' },
    { key: 'forceShow', label: 'Force show', type: 'boolean' },
    { key: 'forceHide', label: 'Force hide', type: 'boolean' },
  ],
  defaultSort: { field: 'label', order: 'asc' },
  deletable: true,
  exportable: true,
  validate: (values) =>
    values.forceShow === true && values.forceHide === true
      ? { forceHide: say`A tag cannot be forced shown and hidden at once.` }
      : {},
});
