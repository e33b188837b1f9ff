import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

const calls: { method: string; url: URL }[] = [];
beforeAll(() => {
  listenDemoApi();
  server.events.on('request:start', ({ request }) => {
    calls.push({ method: request.method, url: new URL(request.url) });
  });
});
afterEach(() => {
  cleanup();
  resetApp();
  calls.length = 0;
});
afterAll(() => server.close());

/** A user with orders, trades and logins. */
function busyUser() {
  const counts = new Map<string, number>();
  for (const order of store.all('orders'))
    counts.set(String(order.userId), (counts.get(String(order.userId)) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return store.find('users', id)!;
}

const lastList = (path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path).at(-1)?.url
    .searchParams;

describe('/user-history/{userid}', () => {
  it("shows the user's balances per coin and the history as server-paged tabs", async () => {
    const user = userEvent.setup({ delay: null });
    const person = busyUser();
    await startApp(`/user-history/${person._id}`, { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByRole('heading', { name: String(person.name) }, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balances' });
    for (const balance of person.balances as { symbol: string }[])
      expect(within(balances).getByText(balance.symbol)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Orders',
      'Trades',
      'Open positions',
      'Closed positions',
      'Deposits',
      'Withdrawals',
      'Logins',
      // Reviewers' notes on the user, then its own entries in the audit trail (blocks, 2FA resets).
      'Notes',
      'History',
    ]);
    const orders = store.all('orders').filter((order) => order.userId === person._id);
    expect(
      await screen.findByText(`${orders.length} orders`, undefined, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(lastList('/api/admin/orders')?.get('userId')).toBe(person._id);
    expect(lastList('/api/admin/orders')?.get('limit')).toBe('10');

    await user.click(screen.getByRole('tab', { name: 'Trades' }));
    const trades = store
      .all('trades')
      .filter((trade) => trade.takerUserId === person._id || trade.makerUserId === person._id);
    expect(
      await screen.findByText(`${trades.length} trades`, undefined, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(lastList('/api/admin/trades')?.get('userIds')).toBe(person._id);

    await user.click(screen.getByRole('tab', { name: 'Logins' }));
    const logins = store.all('user-logins').filter((login) => login.userId === person._id);
    expect(logins.length).toBeGreaterThan(0);
    expect(
      await screen.findByText(`${logins.length} logins`, undefined, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    // No tab repeats the user in a column of its own.
    for (const tab of ['Deposits', 'Withdrawals', 'Orders']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = await screen.findByRole('tabpanel', { name: tab });
      await waitFor(() =>
        expect(within(panel).getAllByRole('columnheader').length).toBeGreaterThan(2),
      );
      expect(within(panel).queryByRole('columnheader', { name: /^User\b/ })).toBeNull();
    }
    // The page's own address does not take the tabs' filters.
    expect(window.location.search).toBe('');
  }, 60_000);

  it('shows a view-only admin no block button and only the tabs of modules it may view', async () => {
    const person = store.all('users').find((row) => row.status === 'active')!;
    await startApp(`/user-history/${person._id}`, { signedInAs: 'operator@demo.test' });
    expect(
      await screen.findByRole('heading', { name: String(person.name) }, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Logins',
      'Notes',
      'History',
    ]);
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset 2FA' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/admin/orders')).toBe(false);
  }, 60_000);
});
