import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAVED_CHANGES_MESSAGE } from '../../src/app/UnsavedChangesGuard';
import {
  formReady,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  tokenFor,
  UI_WAIT_MS,
} from './harness';
import { withSingleControl } from './support/singleControl';

/**
 * The panel side of the audit trail: a record's History tab (read through Refine's audit-log
 * provider), the Audit Log page, /event-history, and who may see them.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeAll(listenDemoApi);
// Changes as applied: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const WAIT = { timeout: UI_WAIT_MS };
const usdc = () => store.all('coins').find((coin) => coin.symbol === 'USDC')!;

/** The demo API as another admin's browser would call it. */
async function call(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${window.location.origin}/api/admin/${path}`, {
    method,
    headers: { Authorization: await tokenFor(email), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

/** USDC's edit page as finance, once the form holds the coin. */
async function openUsdc() {
  const coin = usdc();
  const view = await startApp(`/update-coin/${coin._id}`, { signedInAs: 'finance@demo.test' });
  await waitFor(
    () => expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue('USDC'),
    WAIT,
  );
  return { coin, ...view };
}

describe('a record’s History tab', () => {
  it('shows a saved change field by field; the save itself sends no log from the client', async () => {
    const user = userEvent.setup({ delay: null });
    const { coin, router } = await openUsdc();
    const fee = await formReady('Withdraw fee');
    await user.clear(fee);
    await user.type(fee, '0.75');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coin-list'), WAIT);
    // One write: the coin's PUT. Refine's mutation hooks log nothing (the provider has no create).
    expect(
      requests.filter((request) => request.method !== 'GET').map((request) => request.path),
    ).toEqual([`/api/admin/coins/${coin._id}`]);

    await act(() => router.navigate(`/update-coin/${coin._id}#history`));
    const history = await screen.findByRole('region', { name: /History of this coin/ }, WAIT);
    const [latest] = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
    expect(latest).toHaveTextContent('Felix Finance');
    expect(latest).toHaveTextContent('Update');
    expect(latest).toHaveTextContent('200 Done');
    const row = within(latest).getByText('Withdraw fee').closest('tr')!;
    expect(within(row).getByText(String(coin.withdrawFee)).closest('del')).not.toBeNull();
    expect(within(row).getByText('0.75').closest('del')).toBeNull();
    expect(requests.some((request) => request.path.endsWith(`/coins/${coin._id}/history`))).toBe(
      true,
    );
  });

  it('keeps the typed input and the unsaved-changes guard across tabs', async () => {
    const user = userEvent.setup({ delay: null });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { coin, router } = await openUsdc();
    const name = await formReady('Name');
    await user.clear(name);
    await user.type(name, 'USD Coin (unsaved)');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('region', { name: /History of this coin/ }, WAIT);
    expect(router.state.location.pathname).toBe(`/update-coin/${coin._id}`);
    expect(router.state.location.hash).toBe('#history');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('USD Coin (unsaved)');
    await user.click(screen.getByRole('link', { name: 'Back to coins' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe(`/update-coin/${coin._id}`);
  });

  it('is not on a create page', async () => {
    await startApp('/add-tag', { signedInAs: 'superadmin@demo.test' });
    await formReady('Label');
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
  });

  it('is on a show page too (a user blocked, then read back)', async () => {
    const user = store.all('users').find((row) => row.status === 'active')!;
    expect(
      await call('superadmin@demo.test', 'POST', `users/${user._id}/block`, {
        reasonCode: 'other',
        blockReason: 'Chargeback fraud',
      }),
    ).toBe(200);
    const view = await startApp(`/user-history/${user._id}`, {
      signedInAs: 'viewer@demo.test',
    });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('tab', { name: 'History' }, WAIT));
    const history = await screen.findByRole('region', { name: /History of this user/ }, WAIT);
    const [entry] = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
    expect(entry).toHaveTextContent('Sam Super');
    expect(entry).toHaveTextContent('Block');
    expect(within(entry).getByText('Chargeback fraud')).toBeInTheDocument();
    expect(view.router.state.location.hash).toBe('#history');
  });
});

describe('the Audit Log page (/audit-log)', () => {
  it('lists entries newest first, filters by record, opens a row’s changes and links the record', async () => {
    const user = userEvent.setup({ delay: null });
    const coin = usdc();
    expect(
      await call('superadmin@demo.test', 'PUT', `coins/${coin._id}`, { withdrawFee: '0.6' }),
    ).toBe(200);
    const { router } = await startApp('/audit-log', { signedInAs: 'superadmin@demo.test' });
    await screen.findByRole('heading', { name: 'Audit log' }, WAIT);
    const recordFilter = screen.getByRole('textbox', { name: 'Record id' });
    await user.type(recordFilter, `${coin._id}{Enter}`);
    await waitFor(() => expect(router.state.location.search).toContain(coin._id), WAIT);
    const link = await screen.findByRole('link', { name: 'USDC' }, WAIT);
    expect(link).toHaveAttribute('href', `/update-coin/${coin._id}`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Sam Super');
    expect(row).toHaveTextContent('Coin List');
    expect(row).toHaveTextContent('200 Done');
    await user.click(within(row).getByRole('button', { name: /expand row/i }));
    const detail = await screen.findByTestId('audit-entry-detail');
    const change = within(detail).getByText('Withdraw fee').closest('tr')!;
    expect(within(change).getByText(String(coin.withdrawFee)).closest('del')).not.toBeNull();
    expect(within(change).getByText('0.6')).toBeInTheDocument();
    // The filter went to the server as an exact match.
    expect(
      requests.some(
        (request) => request.path === '/api/admin/audit-log' && request.method === 'GET',
      ),
    ).toBe(true);
  });

  it('is not offered to an admin without Audit Log, and a direct visit is turned away', async () => {
    const { router } = await startApp('/audit-log', { signedInAs: 'finance@demo.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/audit-log'), WAIT);
    const sidebar = await screen.findByTestId('sidebar', undefined, WAIT);
    expect(within(sidebar).queryByText('Audit Log')).toBeNull();
    expect(await call('finance@demo.test', 'GET', 'audit-log')).toBe(403);
  });
});

describe('/event-history/{id}', () => {
  it('reads the event’s entries in the audit trail, naming each market by its question', async () => {
    const event = store
      .all('events')
      .find((row) => row.status === 'draft' && Array.isArray(row.markets) && row.markets.length)!;
    const [market] = event.markets as { question: string }[];
    expect(await call('operator@demo.test', 'POST', `events/${event._id}/publish`)).toBe(200);
    await startApp(`/event-history/${event._id}`, { signedInAs: 'viewer@demo.test' });
    const history = await screen.findByRole('region', { name: /History of this event/ }, WAIT);
    const [latest] = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
    expect(latest).toHaveTextContent('Olivia Operator');
    expect(latest).toHaveTextContent('Publish');
    const row = within(latest).getByText(`Markets › ${market.question} › Status`).closest('tr')!;
    expect(within(row).getByText('Draft').closest('del')).not.toBeNull();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });
});
