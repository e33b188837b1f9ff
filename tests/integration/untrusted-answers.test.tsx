import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANSWER_PROBLEMS } from '../../src/model/envelope';
import { toastStore } from '../../src/toast/toasts';
import { formReady, listenDemoApi, requests, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetApp();
});
afterAll(() => server.close());

/** The form's inputs are re-created once after mount (Refine's useForm resets the fields). */
describe('a save answered 200 without a result', () => {
  it('is an error toast, keeps the typed input and claims nothing was created', async () => {
    const user = userEvent.setup();
    const before = store.all('tags').length;
    const { router } = await startApp('/add-tag', { signedInAs: 'operator@demo.test' });
    server.use(
      http.post('*/api/admin/tags', () => HttpResponse.json({ success: true, result: null })),
    );
    await user.type(await formReady('Label'), 'Half saved');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(toastStore.get().toasts.some((toast) => toast.type === 'error')).toBe(true),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(toastStore.get().toasts).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Could not save the tag',
        description: ANSWER_PROBLEMS.noResult,
      }),
    ]);
    expect(screen.getByLabelText('Label')).toHaveValue('Half saved');
    expect(screen.getByLabelText('Slug')).toHaveValue('half-saved');
    expect(router.state.location.pathname).toBe('/add-tag');
    expect(store.all('tags')).toHaveLength(before);
  });
});

describe('a password change answered 200 with an HTML page (VITE_API_URL wrong)', () => {
  it('says so and claims no change', async () => {
    const user = userEvent.setup();
    await startApp('/changePassword', { signedInAs: 'viewer@demo.test' });
    server.use(
      http.post(
        '*/api/admin/changePassword',
        () =>
          new HttpResponse('<!doctype html><html><body><div id="root"></div></body></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await user.type(await screen.findByLabelText('Current password'), 'Demo#2026');
    await user.type(screen.getByLabelText('New password'), 'Another#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ANSWER_PROBLEMS.html);
    expect(toastStore.get().toasts.filter((toast) => toast.type === 'success')).toEqual([]);
    expect(screen.getByLabelText('New password')).toHaveValue('Another#2027');
  });
});
