import type { NotificationProvider } from '@refinedev/core';
import { dismissToast, showToast } from '../toast/toasts';

/** Refine's notifications go to our toasts (top-centre, newest first, per-type durations). */
export const notificationProvider: NotificationProvider = {
  open({ key, message, description, type }) {
    showToast({
      id: key ? `refine-${key}` : undefined,
      type: type === 'error' ? 'error' : type === 'success' ? 'success' : 'info',
      message,
      description,
    });
  },
  close(key) {
    dismissToast(`refine-${key}`);
  },
};
