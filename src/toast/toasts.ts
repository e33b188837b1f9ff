import { createStore } from '../state/createStore';
import { onSessionEnd } from '../session/unauthorized';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Toast state (SPEC §3): id, message, type; a description may add detail. */
export interface Toast {
  id: string;
  message: string;
  description?: string;
  type: ToastType;
}

/** SPEC §9: success 2 s, error 4 s, at most 20 at once. */
export const TOAST_DURATION_MS: Record<ToastType, number> = {
  success: 2000,
  error: 4000,
  info: 3000,
  warning: 4000,
};
export const MAX_TOASTS = 20;

/** Newest first (SPEC §2). */
export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

/** Shows a toast and clears it after its type's duration. A toast with a known id is replaced. */
export function showToast(toast: Omit<Toast, 'id'> & { id?: string }): string {
  const id = toast.id ?? `toast-${++sequence}`;
  clearTimeout(timers.get(id));
  toastStore.set(({ toasts }) => {
    const rest = toasts.filter((existing) => existing.id !== id);
    const next = [{ ...toast, id }, ...rest];
    for (const dropped of next.slice(MAX_TOASTS)) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    return { toasts: next.slice(0, MAX_TOASTS) };
  });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[toast.type]),
  );
  return id;
}

export const toast = {
  success: (message: string, description?: string) =>
    showToast({ type: 'success', message, description }),
  error: (message: string, description?: string) =>
    showToast({ type: 'error', message, description }),
};

/** Every toast goes at once (a session's end). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastStore.set({ toasts: [] });
}

// Signing out and a 401 end the session: its toasts (its data, its errors) go with it, so the next
// admin on this browser sees none of them.
onSessionEnd(clearToasts);
