import { slugField, UPDATED_AT } from '../_fields';
import {
  CMS_META_DESCRIPTION_MAX,
  CMS_META_TITLE_MAX,
  CMS_PAGE_STATES,
  type CmsPage,
} from './domain';
import { defineResource } from '../types';

/** One screen adds and updates: one loader, so both routes render the same component. */
const form = () => import('./pages/CmsPageForm');

/**
 * CMS pages: one screen adds and updates; content is HTML edited
 * in the rich-text editor and previewed sanitized; meta title and description have live counters;
 * Publish and Unpublish follow the draft <-> published state machine (409 otherwise).
 */
export default defineResource<CmsPage>()({
  name: 'cms-pages',
  module: 'CMS Pages',
  title: { singular: 'CMS page', plural: 'CMS pages' },
  menu: { group: 'Templates & CMS', label: 'CMS Pages', order: 2 },
  routes: { list: '/cms-list', create: '/add-cms', edit: '/update-cms/:id' },
  pages: { create: form, edit: form },
  recordTitle: 'title',
  fields: [
    {
      key: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 120,
      list: { sortable: true, width: 220 },
    },
    slugField('title', {
      list: { sortable: true, width: 200 },
      help: 'Lower-case letters, digits and dashes; the page address on the public site.',
    }),
    {
      key: 'metaTitle',
      label: 'Meta title',
      type: 'text',
      required: true,
      maxLength: CMS_META_TITLE_MAX,
      help: `Shown by search engines; at most ${CMS_META_TITLE_MAX} characters.`,
      list: { hidden: true },
    },
    {
      key: 'metaDescription',
      label: 'Meta description',
      type: 'textarea',
      required: true,
      maxLength: CMS_META_DESCRIPTION_MAX,
      help: `Shown by search engines; at most ${CMS_META_DESCRIPTION_MAX} characters.`,
      list: { hidden: true },
    },
    { key: 'content', label: 'Content', type: 'richtext', required: true },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: CMS_PAGE_STATES.options,
      list: { width: 110 },
    },
    { ...UPDATED_AT, list: { sortable: true, width: 170 } },
  ],
  filters: [
    { key: 'q', label: 'Search title or slug', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: CMS_PAGE_STATES.options },
  ],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  actions: [
    {
      name: 'publish',
      label: 'Publish',
      confirm: 'The page goes live on the public site.',
      ...CMS_PAGE_STATES.move('published'),
    },
    {
      name: 'unpublish',
      label: 'Unpublish',
      confirm: 'The page is taken off the public site and kept as a draft.',
      ...CMS_PAGE_STATES.move('draft'),
    },
  ],
});

/** The module's domain, for other modules and the app (a module is reached through its index). */
export * from './domain';
