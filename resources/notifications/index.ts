import { NOTIFICATION_TYPES, type Notification } from '../domain';
import { defineResource, NOW, type Values } from '../types';
import { say } from '../_text';

const unread = (record: Values) => !record.readAt;

/**
 * The signed-in admin's notifications (header bell and /notification; access module
 * "Notification"). Written by the platform, one admin's own rows only; opening one goes to the page
 * it names (an in-app path) and marks it read; marking read needs edit like any change.
 */
export default defineResource<Notification>()({
  name: 'notifications',
  module: 'Notification',
  title: { singular: 'Notification', plural: 'Notifications' },
  menu: false,
  routes: { list: '/notification' },
  ownedBy: 'adminId',
  recordTitle: 'title',
  dashboard: false,
  fields: [
    {
      key: 'type',
      label: 'Type',
      type: 'enum',
      readOnly: true,
      options: NOTIFICATION_TYPES.options,
      list: { width: 100 },
    },
    // Written by the platform in English (say`…`), shown in the admin's language.
    {
      key: 'title',
      label: 'Title',
      type: 'text',
      readOnly: true,
      platformMessage: true,
      list: { width: 220 },
    },
    {
      key: 'body',
      label: 'Message',
      type: 'textarea',
      readOnly: true,
      platformMessage: true,
      list: { width: 300 },
    },
    { key: 'link', label: 'Opens', type: 'text', readOnly: true },
    {
      key: 'createdAt',
      label: 'Received',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, width: 170 },
    },
    {
      key: 'read',
      label: 'Read',
      type: 'boolean',
      readOnly: true,
      list: { width: 80 },
    },
    { key: 'readAt', label: 'Read at', type: 'datetime', readOnly: true },
  ],
  filters: [
    { key: 'q', label: 'Search title or message', type: 'search' },
    { key: 'type', label: 'Type', type: 'enum', options: NOTIFICATION_TYPES.options },
    { key: 'read', label: 'Read', type: 'boolean' },
  ],
  live: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  actions: [
    {
      name: 'open',
      label: 'Open',
      link: ':link',
      alsoRuns: 'mark-read',
      need: 'view',
      allowedWhen: (record) => typeof record.link === 'string' && record.link.startsWith('/'),
    },
    {
      name: 'mark-read',
      label: 'Mark read',
      allowedWhen: unread,
      sets: { readAt: NOW },
      bulk: { max: 500 },
    },
  ],
  listActions: [
    {
      name: 'read-all',
      label: 'Mark all read',
      pick: [],
      where: { read: 'false' },
      allowedWhen: unread,
      sets: { readAt: NOW },
      confirm: (count) =>
        count === 1
          ? say`One unread notification is marked read.`
          : say`${count} unread notifications are marked read.`,
      done: (count) =>
        count === 1 ? say`One notification marked read` : say`${count} notifications marked read`,
    },
  ],
});
