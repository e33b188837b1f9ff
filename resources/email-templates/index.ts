import { UPDATED_AT } from '../_fields';
import type { EmailTemplate } from './domain';
import { defineResource } from '../types';

/**
 * E-mail templates: seeded, edited only (there is no add route). Subject
 * and body are edited in the rich-text editor with the template's `{{variables}}` insertable at
 * the cursor, and previewed sanitized with sample values (./pages/EmailTemplateForm.tsx).
 */
export default defineResource<EmailTemplate>()({
  name: 'email-templates',
  module: 'Email Templates',
  title: { singular: 'Email template', plural: 'Email templates' },
  menu: { group: 'Templates & CMS', label: 'Email Templates', order: 1 },
  routes: { list: '/email-template-list', edit: '/updatetemplate/:id' },
  pages: { edit: () => import('./pages/EmailTemplateForm') },
  recordTitle: 'name',
  deletable: false,
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 80,
      list: { sortable: true, width: 200 },
    },
    { key: 'slug', label: 'Slug', type: 'slug', readOnly: true, list: { width: 180 } },
    {
      key: 'subject',
      label: 'Subject',
      type: 'text',
      required: true,
      maxLength: 200,
      list: { width: 320 },
    },
    { key: 'body', label: 'Body', type: 'richtext', required: true },
    {
      key: 'variables',
      label: 'Variables',
      type: 'tags',
      readOnly: true,
      list: { hidden: true },
    },
    { key: 'isActive', label: 'Active', type: 'boolean', defaultValue: true, list: { width: 90 } },
    { ...UPDATED_AT, list: { sortable: true, width: 170 } },
  ],
  filters: [
    { key: 'q', label: 'Search name or subject', type: 'search' },
    { key: 'isActive', label: 'Active', type: 'boolean' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
});

/** The module's domain, for other modules and the app (a module is reached through its index). */
export * from './domain';
