import { describe, expect, it } from 'vitest';
import { showToast, toastStore } from '../../src/toast/toasts';
import { endSession } from '../../src/session/unauthorized';

describe('toasts at the end of a session', () => {
  it('go with it: the next admin on this browser sees none of the last one’s', () => {
    showToast({ type: 'error', message: 'Could not load trade bots' });
    showToast({ type: 'success', message: 'Tag "Crypto" deleted' });
    expect(toastStore.get().toasts).toHaveLength(2);
    endSession();
    expect(toastStore.get().toasts).toEqual([]);
    // Toasts shown afterwards (the sign-in page's) work as before.
    showToast({ type: 'error', message: 'Invalid email or password' });
    expect(toastStore.get().toasts.map((toast) => toast.message)).toEqual([
      'Invalid email or password',
    ]);
  });
});
