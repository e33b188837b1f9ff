import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyPassword } from '../../src/demo/passwordHash';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('forgotten password: /forgetPassword then /verification/forgotPassword', () => {
  it('mails a link (shown in demo mode), checks its token, then resets with field errors first', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/forgetPassword');
    await user.type(await screen.findByLabelText('Email'), 'viewer@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the reset link' });
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^\/verification\/forgotPassword\?token=[0-9a-f]+$/);

    await user.click(link);
    expect(await screen.findByText('Link verified. Choose a new password.')).toBeInTheDocument();
    // The token leaves the address bar once read.
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByLabelText('New password'), 'longenough');
    await user.type(screen.getByLabelText('Confirm password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // The server's message and its field error (letters and digits) are shown.
    expect(await screen.findByText('Check the new password')).toBeInTheDocument();
    // The field's error is drawn after the message (the form's own render): waited on too.
    expect(
      await screen.findByText('Use letters and digits', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'NewPass2026');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Only its hash is stored.
    const row = store.find('admins', 'admin-viewer');
    expect(row?.password).toBeUndefined();
    expect(await verifyPassword('NewPass2026', row?.passwordHash)).toBe(true);
  });

  it("shows the server's message for a used or unknown token", async () => {
    await startApp('/verification/forgotPassword?token=deadbeef');
    expect(await screen.findByText(/expired or was already used/)).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    await startApp('/verification/forgotPassword');
    expect(await screen.findByText(/has no token/)).toBeInTheDocument();
  });
});
