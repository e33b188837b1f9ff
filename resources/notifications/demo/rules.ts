import type { CollectionRules } from '../../../src/demo/rules';

/**
 * Notifications answer `read` beside `readAt`, so that the list filters and shows read and unread
 * (the bell counts `read=false`).
 */
const notifications: CollectionRules = {
  present: (row) => ({ ...row, read: Boolean(row.readAt) }),
};

export default notifications;
