import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { getToken } from '../../src/session/token';
import { dismissToast, toastStore } from '../../src/toast/toasts';
import { listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** The public pages run outside the Refine shell (to stay light): what they must still do. */
describe('public pages outside the Refine shell', () => {
  it("keeps a refused sign-in's message on the form until the next attempt", async () => {
    const user = userEvent.setup();
    await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'twofa@demo.test');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const onForm = () =>
      screen.queryAllByRole('alert').find((node) => node.closest('[data-testid="toast"]') === null);
    await waitFor(() => expect(onForm()).toHaveTextContent('Invalid email or password'));
    // The toast goes; editing the fields keeps the message; the next attempt starts without it.
    toastStore.get().toasts.forEach((item) => dismissToast(item.id));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    expect(onForm()).toHaveTextContent('Invalid email or password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('Authentication code');
    expect(onForm()).toBeUndefined();
  });

  it('shows a refused sign-in as an error toast and lets the admin try again', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'superadmin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toastStore.get().toasts).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: UI_WAIT_MS,
    });
    expect(getToken()).toBeTruthy();
  });

  it('checks the sign-in form in the browser first: messages on the fields, no request', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    await startApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((url) => url.includes('/login'))).toEqual([]);
    server.events.removeAllListeners();
    // The password can be shown while typing it, and hidden again.
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks a 2FA admin for the code on the same page', async () => {
    const user = userEvent.setup();
    await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'twofa@demo.test');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByText('Two-factor verification')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('puts the product name back in the title after signing out of a private page', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tags | Prediction Market Admin'));
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign in to the admin panel')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Prediction Market Admin'));
  });
});
