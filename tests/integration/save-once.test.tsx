import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../../src/toast/toasts';
import {
  appSettled,
  formReady,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
} from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** The form's inputs are re-created once after mount (Refine's useForm resets the fields). */
const saves = (method: string) =>
  requests.filter((request) => request.method === method && request.path.includes('/tags'));
/**
 * Every toast shown from now on, even one that replaced an identical one (same id) or has
 * already expired (success toasts last 2 s).
 */
function recordToasts() {
  const seen = new WeakSet<object>(toastStore.get().toasts);
  const shown: { type: string; message: string }[] = [];
  const stop = toastStore.subscribe(() => {
    for (const toast of toastStore.get().toasts) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      shown.push(toast);
    }
  });
  return { of: (type: string) => shown.filter((toast) => toast.type === type), stop };
}

describe('a double click on Save sends one request', () => {
  it('creates once: one POST, one success toast, no "has errors"', async () => {
    const user = userEvent.setup();
    const before = store.all('tags').length;
    const { router } = await startApp('/add-tag', { signedInAs: 'operator@demo.test' });
    await user.type(await formReady('Label'), 'Double click');
    requests.length = 0;
    const toasts = recordToasts();
    await user.dblClick(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    // A second save would have been sent by now; once every call is answered, count.
    await appSettled();
    expect(saves('POST')).toHaveLength(1);
    expect(store.all('tags')).toHaveLength(before + 1);
    toasts.stop();
    expect(toasts.of('success')).toHaveLength(1);
    expect(toasts.of('error')).toHaveLength(0);
  });

  it('saves an edit once: one PUT, one success toast', async () => {
    const user = userEvent.setup();
    const tag = store.all('tags')[2];
    const { router } = await startApp(`/update-tag/${tag._id}`, {
      signedInAs: 'superadmin@demo.test',
    });
    await waitFor(() => expect(screen.getByLabelText('Label')).toHaveValue(String(tag.label)));
    const label = await formReady('Label');
    await user.type(label, ' twice');
    requests.length = 0;
    const toasts = recordToasts();
    await user.dblClick(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    await appSettled();
    expect(saves('PUT')).toHaveLength(1);
    expect(store.find('tags', tag._id)?.label).toBe(`${String(tag.label)} twice`);
    toasts.stop();
    expect(toasts.of('success')).toHaveLength(1);
    expect(toasts.of('error')).toHaveLength(0);
  });
});
