import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { setToken } from '../../src/session/token';
import { LOCK_MINUTES, SIGN_IN_MAX_FAILURES } from '../../src/model/authLimits';
import { STEP_UP_MESSAGE } from '../../src/model/stepUp';
import { toastStore } from '../../src/toast/toasts';
import {
  chooseAction,
  confirmButton,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
import { pendingWithdrawal } from './support/withdrawals';

/** The step-up dialog: a sensitive call refused for want of a fresh confirmation asks, then goes. */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const posts = (path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith(path));
// Found by its test id: jsdom names every dialog after the first title (one id for all).
const dialog = () => screen.findByTestId('step-up-dialog', {}, { timeout: UI_WAIT_MS });

/** /withdraw as finance, signed in but not confirmed, with the row of `id` alone listed. */
async function approveUnconfirmed(user: User, id: string) {
  await startApp('/withdraw?pageSize=10', { signedInAs: 'finance@demo.test', confirmed: false });
  await user.type(
    await screen.findByRole('searchbox', {}, { timeout: UI_WAIT_MS }),
    `${id}{Enter}`,
  );
  await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1), {
    timeout: UI_WAIT_MS,
  });
  await chooseAction(user, id, 'Approve');
  await user.click(await confirmButton('Approve'));
}

describe('step-up on a sensitive action', () => {
  it('asks for the password once, keeps a wrong one on the field, then approves', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await approveUnconfirmed(user, row._id);

    const asked = await dialog();
    expect(within(asked).getByText(/enter your password/)).toBeInTheDocument();
    await user.type(within(asked).getByLabelText('Password'), 'not-it');
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    expect(await within(asked).findByText('The password is wrong')).toBeInTheDocument();
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');

    await user.clear(within(asked).getByLabelText('Password'));
    await user.type(within(asked).getByLabelText('Password'), DEMO_PASSWORD);
    // The button's loading icon may linger in jsdom (its leave motion never ends): /Confirm/.
    const confirm = within(asked).getByRole('button', { name: /Confirm/ });
    await waitFor(() => expect(confirm).not.toHaveClass('ant-btn-loading'));
    await user.click(confirm);
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'), {
      timeout: UI_WAIT_MS,
    });
    // The approval was sent twice (refused, then after the confirmation), the step-up twice.
    expect(posts(`/${row._id}/approve`)).toHaveLength(2);
    expect(posts('/step-up')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('step-up-dialog')).toBe(null));
  });

  it('says how long to wait once wrong passwords lock the account (429)', async () => {
    const user = userEvent.setup({ delay: null });
    await approveUnconfirmed(user, pendingWithdrawal(false)._id);
    const asked = await dialog();
    for (let guess = 1; guess <= SIGN_IN_MAX_FAILURES; guess++) {
      await user.clear(within(asked).getByLabelText('Password'));
      await user.type(within(asked).getByLabelText('Password'), `wrong-${guess}`);
      await user.click(within(asked).getByRole('button', { name: /Confirm/ }));
      // Answered: the button no longer loads (a click while it does sends nothing).
      await waitFor(() => {
        expect(posts('/step-up')).toHaveLength(guess);
        expect(within(asked).getByRole('button', { name: /Confirm/ })).not.toHaveClass(
          'ant-btn-loading',
        );
      });
    }
    expect(
      await within(asked).findByText(`Too many attempts. Try again in ${LOCK_MINUTES} minutes.`),
    ).toBeInTheDocument();
  });

  it('asks an admin with 2FA for the code', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    // Signed in with the previous step's code, so that the current one is still unused.
    const login = await fetch(`${window.location.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'twofa@demo.test',
        password: DEMO_PASSWORD,
        code: await totp(DEMO_TOTP_SECRET, Date.now() - 30_000),
      }),
    });
    setToken(((await login.json()) as { result: { token: string } }).result.token);
    await startApp(`/withdraw?pageSize=10`);
    await user.type(
      await screen.findByRole('searchbox', {}, { timeout: UI_WAIT_MS }),
      `${row._id}{Enter}`,
    );
    await waitFor(
      () => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1),
      {
        timeout: UI_WAIT_MS,
      },
    );
    await chooseAction(user, row._id, 'Approve');
    await user.click(await confirmButton('Approve'));
    const asked = await dialog();
    expect(within(asked).queryByLabelText('Password')).toBe(null);
    await user.type(
      within(asked).getByLabelText('Authentication code'),
      await totp(DEMO_TOTP_SECRET),
    );
    await user.click(within(asked).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'), {
      timeout: UI_WAIT_MS,
    });
    const entry = store.all('audit-log').find((item) => item.action === 'step-up-code');
    expect(entry).toMatchObject({ adminName: 'Tess Twofactor', outcome: 200 });
  });

  it('cancelled, leaves the request refused and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await approveUnconfirmed(user, row._id);
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        description: STEP_UP_MESSAGE,
      }),
    );
    expect(posts(`/${row._id}/approve`)).toHaveLength(1);
    expect(posts('/step-up')).toHaveLength(0);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });
});
