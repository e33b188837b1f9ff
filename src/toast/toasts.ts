import { createStore } from '../state/createStore';
import { onSessionEnd } from '../session/unauthorized';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Toast state: id, message, type; a description may add detail. */
interface Toast {
  id: string;
  message: string;
  description?: string;
  type: ToastType;
}

/** Success 2 s, error 4 s, at most 20 at once. */
const TOAST_DURATION_MS: Record<ToastType, number> = {
  success: 2000,
  error: 4000,
  info: 3000,
  warning: 4000,
};
export const MAX_TOASTS = 20;

/** Newest first. */
export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

/** Whether toasts can be drawn now, and when they can: the list's code loads on demand. */
interface ToastDrawing {
  now: () => boolean;
  ready: () => Promise<unknown>;
}
let drawing: ToastDrawing = { now: () => true, ready: () => Promise.resolve() };

/**
 * Set by the toaster, whose list's code arrives with the first toast (Toaster.tsx). Returns the
 * drawing it replaces, for a test to put back.
 */
export function setToastDrawing(next: ToastDrawing): ToastDrawing {
  const replaced = drawing;
  drawing = next;
  return replaced;
}

/**
 * Shows a toast and clears it after its type's duration, counted from when it can be drawn: on a
 * slow connection the first toast would otherwise expire (2 s for a success) before its code
 * arrived, and never show. A toast with a known id is replaced.
 */
export function showToast(toast: Omit<Toast, 'id'> & { id?: string }): string {
  const id = toast.id ?? `toast-${++sequence}`;
  clearTimeout(timers.get(id));
  const shown = { ...toast, id };
  toastStore.set(({ toasts }) => {
    const rest = toasts.filter((existing) => existing.id !== id);
    const next = [shown, ...rest];
    for (const dropped of next.slice(MAX_TOASTS)) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    return { toasts: next.slice(0, MAX_TOASTS) };
  });
  const expire = () => {
    // Dismissed, replaced or pushed out meanwhile: that one has its own timer, or none.
    if (!toastStore.get().toasts.includes(shown)) return;
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_DURATION_MS[toast.type]),
    );
  };
  if (drawing.now()) expire();
  else void drawing.ready().then(expire, expire);
  return id;
}

export const toast = {
  success: (message: string, description?: string) =>
    showToast({ type: 'success', message, description }),
  error: (message: string, description?: string) =>
    showToast({ type: 'error', message, description }),
  /** A change held for a second admin: done on the admin's side, not applied yet. */
  waiting: (message: string, description?: string) =>
    showToast({ type: 'warning', message, description }),
};

/** Every toast goes at once (a session's end). */
function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastStore.set({ toasts: [] });
}

// Signing out and a 401 end the session: its toasts (its data, its errors) go with it, so the next
// admin on this browser sees none of them.
onSessionEnd(clearToasts);
