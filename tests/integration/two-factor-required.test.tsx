import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AUTH_PATHS } from '../../src/model/contract';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { twoFactorSetup } from '../../src/session/twoFactorRequired';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

/** requireTwoFactor: a covered admin without 2FA sees only enrolment, then the panel as usual. */
beforeAll(listenDemoApi);
afterEach(() => {
  server.resetHandlers();
  cleanup();
  resetApp();
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const WHY =
  'Your platform requires two-factor authentication for your account. Set it up to continue.';
const requireMoney = () =>
  store.setObject('site-setting', { ...store.object('site-setting'), requireTwoFactor: 'money' });
const enrolment = () => screen.findByTestId('two-factor-required', {}, { timeout: UI_WAIT_MS });

/** Enrols from the screen: the password, then a code of the secret it shows. */
async function enrol(user: User) {
  const page = await enrolment();
  // The enrolment form comes with its own code, which a busy machine takes a while to load.
  const password = await within(page).findByLabelText('Your password', {}, { timeout: UI_WAIT_MS });
  await user.type(password, DEMO_PASSWORD);
  await user.click(within(page).getByRole('button', { name: 'Set up two-factor authentication' }));
  const secret = (
    await within(page).findByTestId('totp-secret', {}, { timeout: UI_WAIT_MS })
  ).textContent!.replace(/\s/g, '');
  await user.type(within(page).getByLabelText('Authentication code'), await totp(secret));
  await user.click(within(page).getByRole('button', { name: 'Turn on' }));
}

describe('an admin the site requires 2FA of, without it', () => {
  it('sees only the enrolment screen, and the panel once 2FA is on', async () => {
    requireMoney();
    const user = userEvent.setup({ delay: null });
    await startApp('/withdraw', { signedInAs: 'finance@demo.test' });

    const page = await enrolment();
    expect(within(page).getByText(WHY)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
    // No menu, no account menu, no other page.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('account-menu')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await enrol(user);
    await waitFor(() => expect(screen.queryByTestId('two-factor-required')).toBeNull(), {
      timeout: UI_WAIT_MS,
    });
    expect(
      await screen.findByTestId('account-menu', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', {}, { timeout: UI_WAIT_MS })).toBeInTheDocument();
    expect(
      store.all('admins').find((row) => row.email === 'finance@demo.test')!.twoFactorEnabled,
    ).toBe(true);
  });

  it('a call refused with two_factor_setup_required brings the screen too', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    expect(
      await screen.findByTestId('account-menu', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(twoFactorSetup.get().required).toBe(false);
    // The setting changes under a signed-in admin: their next call is refused.
    requireMoney();
    await router.navigate('/deposit');
    expect(await enrolment()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(await screen.findByLabelText('Email', {}, { timeout: UI_WAIT_MS })).toBeInTheDocument();
  });

  it('once 2FA is on, a failed identity read leaves the screen for Try again, not a dead end', async () => {
    requireMoney();
    const user = userEvent.setup({ delay: null });
    await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    await enrolment();
    server.use(
      http.get(`*/${AUTH_PATHS.adminDetail}`, () =>
        HttpResponse.json({ success: false, message: 'Not answering' }, { status: 503 }),
      ),
    );
    await enrol(user);
    expect(
      await screen.findByText('Could not load your admin account', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-required')).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', {}, { timeout: UI_WAIT_MS })).toBeInTheDocument();
  });
});
