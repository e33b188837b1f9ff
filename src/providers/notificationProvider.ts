import type { NotificationProvider } from '@refinedev/core';
import { dismissToast, showToast } from '../toast/toasts';
import { t } from '../i18n/translator';

/** Refine's notifications go to our toasts (top-centre, newest first, per-type durations). */
export const notificationProvider: NotificationProvider = {
  open({ key, message, description, type }) {
    showToast({
      // The same message from several queries (a list and its references) shows once.
      id: key ? `refine-${key}` : `refine-${type}-${message}-${description ?? ''}`,
      type: type === 'error' ? 'error' : type === 'success' ? 'success' : 'info',
      message: t(message),
      description: description ? t(description) : description,
    });
  },
  close(key) {
    dismissToast(`refine-${key}`);
  },
};
