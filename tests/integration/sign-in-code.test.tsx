import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { http } from '../../src/api/http';
import { AUTH_PATHS } from '../../src/model/contract';
import { getToken } from '../../src/session/token';
import { listenDemoApi, resetApp, server, startApp } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('the sign-in code step', () => {
  it('says that a code was already used in its 30 s, rather than that it is wrong', async () => {
    // A still clock: the page's try falls in the same 30 s step as the one before.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T12:00:10Z') });
    const code = await totp(DEMO_TOTP_SECRET);
    const credentials = { email: 'twofa@demo.test', password: DEMO_PASSWORD };
    // The same code has just signed in elsewhere (or turned 2FA on).
    await http().post(AUTH_PATHS.login, { ...credentials, code });

    const user = userEvent.setup();
    await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const field = screen.getByLabelText('Authentication code');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This code was already used; wait for the next one',
      ),
    );
    expect(getToken()).toBeNull();
  });
});
