import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { http } from '../../src/api/http';
import { AUTH_PATHS, type ApiErrorBody } from '../../src/model/contract';
import { LOCK_MINUTES, SIGN_IN_MAX_FAILURES, TOTP_MAX_FAILURES } from '../../src/model/authLimits';
import { getToken } from '../../src/session/token';
import { toastStore } from '../../src/toast/toasts';
import { listenDemoApi, resetApp, server, startApp } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const LOCKED = `Too many attempts. Try again in ${LOCK_MINUTES} minutes.`;

/** Failed sign-ins sent straight to the demo API. */
async function failSignIns(count: number, body: Record<string, string>) {
  for (let i = 0; i < count; i++) {
    const answer = await http()
      .post(AUTH_PATHS.login, body)
      .then(() => undefined)
      .catch((caught: ApiErrorBody) => caught);
    expect(answer?.statusCode).toBe(400);
  }
}

/** The limits on guessing (src/model/authLimits.ts) as the sign-in page shows them. */
describe('sign-in limits on the page', () => {
  it("keeps the HTTP layer's Retry-After with the 429 body", async () => {
    let error: ApiErrorBody | undefined;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      error = await http()
        .post(AUTH_PATHS.login, { email: 'viewer@demo.test', password: 'wrong' })
        .then(() => undefined)
        .catch((caught: ApiErrorBody) => caught);
    }
    expect(error).toMatchObject({
      statusCode: 429,
      message: LOCKED,
      retryAfterSeconds: LOCK_MINUTES * 60,
    });
  });

  it('shows the 429 message with the wait, not "Invalid email or password", and keeps it', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'superadmin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    // The earlier failures straight to the API (quicker), the last one from the page.
    await failSignIns(SIGN_IN_MAX_FAILURES - 1, { email: 'superadmin@demo.test', password: 'x' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByText(LOCKED);
    expect(alert).toHaveAttribute('role', 'alert');
    // On the page, not in a toast that goes away; the earlier "Invalid ..." toasts no longer cover it.
    expect(alert.closest('[data-testid="toast"]')).toBeNull();
    expect(toastStore.get().toasts).toEqual([]);
    // Even the right password now waits, and the page says so.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows it at the 2FA step after too many wrong codes', async () => {
    const user = userEvent.setup();
    await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'twofa@demo.test');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await failSignIns(TOTP_MAX_FAILURES - 1, {
      email: 'twofa@demo.test',
      password: DEMO_PASSWORD,
      code: '000000',
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LOCKED)).toHaveAttribute('role', 'alert');
    expect(getToken()).toBeNull();
  });
});
