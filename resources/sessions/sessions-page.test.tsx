import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SESSIONS_PATH } from '../../src/model/contract';
import { forgetPlaces } from '../../src/api/ipGeo';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  tokenFor,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  server.resetHandlers();
  cleanup();
  resetApp();
  forgetPlaces();
});
afterAll(() => server.close());

/** Whether a token still opens its session (the demo API's answer to it). */
async function signedIn(token: string): Promise<boolean> {
  const response = await fetch(`${window.location.origin}/api/admin/getadmindetail`, {
    headers: { Authorization: token },
  });
  return response.status === 200;
}
const rows = () => screen.queryAllByTestId('session-row');
async function confirm(label: string) {
  const popover = await screen.findByRole('tooltip');
  await userEvent.click(within(popover).getByRole('button', { name: label }));
}

describe('/sessions', () => {
  it('is in the account menu of any admin, even one with no modules', async () => {
    const user = userEvent.setup();
    await startApp('/profile', { signedInAs: 'nobody@demo.test' });
    await user.click(await screen.findByTestId('account-menu', {}, { timeout: UI_WAIT_MS }));
    // Its icon is part of its name ("desktop Sessions").
    await user.click(await screen.findByRole('menuitem', { name: /Sessions$/ }));
    expect(await screen.findByText('This session', {}, { timeout: UI_WAIT_MS })).toBeVisible();
    expect(rows()).toHaveLength(1);
  });

  it('lists its sessions, this one marked, and ends another, then all others', async () => {
    const user = userEvent.setup();
    // Three other browsers of the operator's: one is ended, then "End all others" ends the rest.
    const others = [
      await tokenFor('operator@demo.test'),
      await tokenFor('operator@demo.test'),
      await tokenFor('operator@demo.test'),
    ];
    const stillIn = async () => (await Promise.all(others.map(signedIn))).filter(Boolean).length;
    const finance = await tokenFor('finance@demo.test');
    await startApp('/sessions', { signedInAs: 'operator@demo.test' });
    await waitFor(() => expect(rows()).toHaveLength(4), { timeout: UI_WAIT_MS });
    const [current, second] = rows();
    expect(within(current).getByText('This session')).toBeVisible();
    expect(within(current).queryByRole('button', { name: 'End session' })).toBeNull();
    expect(within(second).queryByText('This session')).toBeNull();
    // Browser and system, IP with its place, when it signed in and was last active.
    expect(second.textContent).toMatch(/ on /);
    expect(within(second).getByTestId('ip-place')).toBeInTheDocument();
    expect(second.textContent).toMatch(/Signed in .* · Last active /);

    await user.click(within(second).getByRole('button', { name: 'End session' }));
    await confirm('End session');
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: UI_WAIT_MS });
    expect(await stillIn()).toBe(2);
    expect(await signedIn(finance)).toBe(true);

    await user.click(screen.getByRole('button', { name: /^logout\s*End all others$/ }));
    await confirm('End all others');
    await waitFor(async () => expect(await stillIn()).toBe(0));
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: UI_WAIT_MS });
    expect(within(rows()[0]).getByText('This session')).toBeVisible();
    // Its button (the confirmation's own may still be fading out): nothing left to end.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^logout\s*End all others$/ })).toBeDisabled(),
    );
    expect(await signedIn(finance)).toBe(true);
  });

  it('asks the server for the caller\u2019s own sessions only', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith(SESSIONS_PATH)) paths.push(`${request.method} ${url.pathname}`);
    });
    await tokenFor('finance@demo.test');
    await startApp('/sessions', { signedInAs: 'viewer@demo.test' });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: UI_WAIT_MS });
    expect(paths).toEqual([`GET ${SESSIONS_PATH}`]);
  });

  it('a failed read is never "no sessions": it says so with Retry, and kept rows say when read', async () => {
    const user = userEvent.setup();
    const refuse = () =>
      server.use(
        http.get(`*${SESSIONS_PATH}`, () =>
          HttpResponse.json(
            { success: false, message: 'Sessions are not answering' },
            { status: 503 },
          ),
        ),
      );
    refuse();
    await tokenFor('operator@demo.test');
    await startApp('/sessions', { signedInAs: 'operator@demo.test' });
    const failure = await screen.findByTestId('list-failure', {}, { timeout: UI_WAIT_MS });
    expect(failure.textContent).toMatch(/Could not load sessions.*Sessions are not answering/);
    expect(rows()).toHaveLength(0);
    expect(screen.queryByText('No data')).toBeNull();

    server.resetHandlers();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: UI_WAIT_MS });

    // Ending one goes through, but reading the list again fails: the rows stay, marked stale.
    refuse();
    await user.click(within(rows()[1]).getByRole('button', { name: 'End session' }));
    await confirm('End session');
    const stale = await screen.findByTestId('list-stale', {}, { timeout: UI_WAIT_MS });
    expect(stale.textContent).toMatch(/reading the list again failed/);
    expect(rows()).toHaveLength(2);
  });
});
