import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, setToastDrawing, showToast, toastStore } from '../../src/toast/toasts';
import { notificationProvider } from '../../src/providers/notificationProvider';

describe('toasts', () => {
  // A file run before this one in the same worker may have loaded the app's toaster, which draws
  // toasts once their list's code has arrived: here they draw at once, and the toaster's comes back.
  let appDrawing: ReturnType<typeof setToastDrawing>;
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.set({ toasts: [] });
    appDrawing = setToastDrawing({ now: () => true, ready: () => Promise.resolve() });
  });
  afterEach(() => {
    vi.useRealTimers();
    setToastDrawing(appDrawing);
  });

  it('clears a success after 2 s and an error after 4 s', () => {
    showToast({ type: 'success', message: 'saved' });
    showToast({ type: 'error', message: 'failed' });
    vi.advanceTimersByTime(1999);
    expect(toastStore.get().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toastStore.get().toasts.map((toast) => toast.message)).toEqual(['failed']);
    vi.advanceTimersByTime(1999);
    expect(toastStore.get().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get().toasts).toHaveLength(0);
  });

  it("counts a toast's 2 s from when it can be drawn, not from before its code arrived", async () => {
    let arrive!: () => void;
    const ready = new Promise<void>((done) => (arrive = done));
    let drawn = false;
    setToastDrawing({ now: () => drawn, ready: () => ready });
    showToast({ type: 'success', message: 'saved on a slow line' });
    // The list's code takes 5 s to arrive: the toast waits for it instead of expiring unseen.
    vi.advanceTimersByTime(5000);
    expect(toastStore.get().toasts).toHaveLength(1);
    drawn = true;
    arrive();
    await vi.advanceTimersByTimeAsync(1999);
    expect(toastStore.get().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get().toasts).toHaveLength(0);
  });

  it('shows the newest first and at most 20', () => {
    for (let i = 1; i <= 25; i++) showToast({ type: 'success', message: `t${i}` });
    const messages = toastStore.get().toasts.map((toast) => toast.message);
    expect(MAX_TOASTS).toBe(20);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('t25');
    expect(messages[19]).toBe('t6');
  });

  it("receives Refine's notifications", () => {
    notificationProvider.open?.({
      key: 'k',
      type: 'error',
      message: 'Could not save',
      description: 'Slug is already used',
    });
    expect(toastStore.get().toasts[0]).toMatchObject({
      type: 'error',
      message: 'Could not save',
      description: 'Slug is already used',
    });
    notificationProvider.close?.('k');
    expect(toastStore.get().toasts).toHaveLength(0);
  });
});
