import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_KEY, lastActivity, SERVER_TOLD_KEY } from '../../src/session/idle';
import { getToken } from '../../src/session/token';
import { resetUnauthorizedForTests } from '../../src/session/unauthorized';
import { listenDemoApi, requests, resetApp, server, startApp, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetUnauthorizedForTests();
  resetApp();
  localStorage.removeItem(ACTIVITY_KEY);
});
afterAll(() => server.close());

/** The default idle limit (the seed's site setting has none: 30 minutes). */
const LIMIT_MS = 30 * 60_000;
/** What another tab (or time passing) does: the shared last activity moves. */
const lastActiveAgo = (ms: number) => localStorage.setItem(ACTIVITY_KEY, String(Date.now() - ms));
const warning = () => screen.queryByRole('dialog', { name: /Are you still there\?/ });

describe('the idle warning', () => {
  it('warns a minute before the idle sign-out, and "Stay signed in" keeps the session', async () => {
    const user = userEvent.setup();
    await startApp('/profile', { signedInAs: 'operator@demo.test' });
    await screen.findByTestId('admin-name', {}, { timeout: UI_WAIT_MS });
    expect(warning()).toBeNull();

    lastActiveAgo(LIMIT_MS - 45_000);
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Are you still there\?/ },
      { timeout: UI_WAIT_MS },
    );
    // A countdown of the seconds left: 0:45 or a little less by now.
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^0:(4\d|3\d)$/);

    requests.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    // A request the server counts as activity, and the shared time of the last activity is now.
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/getadmindetail'))).toBe(true),
    );
    expect(Date.now() - lastActivity()).toBeLessThan(5_000);
    await waitFor(() => expect(warning()).toBeNull());
    expect(getToken()).not.toBeNull();
  });

  it('closes when another tab is active, and signs out when the time runs out', async () => {
    await startApp('/profile', { signedInAs: 'operator@demo.test' });
    await screen.findByTestId('admin-name', {}, { timeout: UI_WAIT_MS });
    lastActiveAgo(LIMIT_MS - 30_000);
    await screen.findByRole('dialog', { name: /Are you still there\?/ }, { timeout: UI_WAIT_MS });
    // Activity in another tab of the browser: the shared last activity moves, the warning goes.
    lastActiveAgo(0);
    await waitFor(() => expect(warning()).toBeNull(), { timeout: UI_WAIT_MS });
    expect(getToken()).not.toBeNull();

    const token = getToken()!;
    requests.length = 0;
    lastActiveAgo(LIMIT_MS + 1_000);
    // Signed out: the server is told (the session ends there too), the token goes.
    await waitFor(() => expect(getToken()).toBeNull(), { timeout: UI_WAIT_MS });
    expect(requests.some((request) => request.path.endsWith('/logout'))).toBe(true);
    // Its times went with it: the next admin here starts from nothing of this one.
    expect(localStorage.getItem(ACTIVITY_KEY)).toBeNull();
    expect(localStorage.getItem(SERVER_TOLD_KEY)).toBeNull();
    // The sign-in page says why.
    await screen.findByText('You were signed out after 30 min without activity', undefined, {
      timeout: UI_WAIT_MS,
    });
    const answer = await fetch(`${window.location.origin}/api/admin/getadmindetail`, {
      headers: { Authorization: token },
    });
    expect(answer.status).toBe(401);
  });

  it('follows the idle limit the server gives', async () => {
    await startApp('/profile', { signedInAs: 'operator@demo.test' });
    await screen.findByTestId('admin-name', {}, { timeout: UI_WAIT_MS });
    // 10 minutes idle: no warning under the default 30-minute limit...
    lastActiveAgo(10 * 60_000 - 30_000);
    const { appState } = await import('../../src/state/appState');
    expect(warning()).toBeNull();
    // ...but a warning under a 10-minute one (a server started with --session-idle-seconds 600).
    expect(appState.get().siteSetting?.sessionIdleSeconds).toBe(1800);
    appState.set((state) => ({ siteSetting: { ...state.siteSetting, sessionIdleSeconds: 600 } }));
    await screen.findByRole('dialog', { name: /Are you still there\?/ }, { timeout: UI_WAIT_MS });
  });

  it('tells the server of activity that made no request, so that its clock agrees', async () => {
    await startApp('/profile', { signedInAs: 'operator@demo.test' });
    await screen.findByTestId('admin-name', {}, { timeout: UI_WAIT_MS });
    const { appState } = await import('../../src/state/appState');
    // A 60 s limit: the server is told at most every 20 s of activity that made no request.
    appState.set((state) => ({ siteSetting: { ...state.siteSetting, sessionIdleSeconds: 60 } }));
    localStorage.setItem(SERVER_TOLD_KEY, String(Date.now() - 25_000));
    requests.length = 0;
    lastActiveAgo(0);
    await waitFor(
      () => expect(requests.some((request) => request.path.endsWith('/getadmindetail'))).toBe(true),
      { timeout: UI_WAIT_MS },
    );
    // Told once, not at every tick.
    expect(Date.now() - Number(localStorage.getItem(SERVER_TOLD_KEY))).toBeLessThan(5_000);
  });
});
