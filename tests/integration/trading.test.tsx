import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Row } from '../../src/demo/store';
import { toastStore } from '../../src/toast/toasts';
import {
  chooseReason,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';

/** Every request's method and full address (the harness keeps paths only). */
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

const isOpen = (order: Row) => order.status === 'open' || order.status === 'partiallyFilled';

/** The table's rows once loaded (keyed by `_id`). */
async function tableRows(): Promise<HTMLElement[]> {
  await waitFor(
    () => expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
    { timeout: UI_WAIT_MS },
  );
  return [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
}

/** A cancel's dialog: it asks for the reason code, then Cancel sends it. */
async function cancelWithReason(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel' });
  expect(dialog).toHaveTextContent('Cancel this order?');
  await chooseReason(user, dialog, 'Risk limit exceeded');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
}

describe('/order-history: pending orders', () => {
  it('cancels one order after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/order-history?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    const [row] = await tableRows();
    const id = row.getAttribute('data-row-key')!;
    expect(isOpen(store.find('orders', id)!)).toBe(true);
    await cancelWithReason(user, row);
    await waitFor(() => expect(store.find('orders', id)?.status).toBe('cancelled'));
    expect(store.find('orders', id)?.cancelReason).toBe('Risk limit exceeded');
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/cancel')),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(document.querySelector(`tr[data-row-key="${id}"]`)).not.toBeInTheDocument(),
    );
    expect(toastStore.get().toasts[0]).toMatchObject({ type: 'success' });
  }, 60_000);

  it('says which state forbids the cancel when the order was filled meanwhile (409)', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/order-history?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    const [row] = await tableRows();
    const id = row.getAttribute('data-row-key')!;
    // The order fills on the exchange while the admin looks at the list.
    store.update('orders', id, { status: 'filled', remainingSize: '0.00' });
    await cancelWithReason(user, row);
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        message: 'Cancel failed',
        description: 'Cannot cancel: the pending order is filled.',
      }),
    );
    expect(store.find('orders', id)?.status).toBe('filled');
  }, 60_000);

  it('cancels all open orders of a market: the confirmation shows how many, one request does it', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/order-history?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    const [row] = await tableRows();
    const order = store.find('orders', row.getAttribute('data-row-key')!)!;
    const marketId = String(order.marketId);
    const open = store.all('orders').filter((item) => item.marketId === marketId && isOpen(item));
    // The first column after the batch checkboxes.
    const question = row.querySelector('td:not(.ant-table-selection-column)')!.textContent!;
    await user.click(screen.getByRole('button', { name: 'Cancel all open orders' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Market' })).toBeChecked();
    const picker = within(dialog).getByRole('combobox', { name: 'Market' });
    await user.click(picker);
    await user.type(picker, question.slice(0, 40));
    const option = await waitFor(
      () => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
          (item) => item.getAttribute('title') === question || item.textContent === question,
        );
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: UI_WAIT_MS },
    );
    await user.click(option);
    const count = await within(dialog).findByTestId('list-action-count', undefined, {
      timeout: UI_WAIT_MS,
    });
    expect(count).toHaveTextContent(
      `${open.length} open order${open.length === 1 ? '' : 's'} will be cancelled.`,
    );
    // The count came from the server: a one-row list call filtered by the market.
    expect(
      calls.some(
        (call) =>
          call.url.pathname === '/api/admin/pending-orders' &&
          call.url.searchParams.get('marketId') === marketId &&
          call.url.searchParams.get('limit') === '1',
      ),
    ).toBe(true);
    const ok = within(dialog).getByRole('button', { name: 'Cancel all open orders' });
    // Without a reason nothing is sent: the reason's field says so.
    await user.click(ok);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await chooseReason(user, dialog, 'Market set up in error');
    await user.dblClick(ok);
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'success',
        message: `${open.length} open order${open.length === 1 ? '' : 's'} cancelled`,
      }),
    );
    // The sign-in and its confirmation (step-up) are the harness's, not the page's.
    const signIn = ['/api/admin/login', '/api/admin/step-up'];
    const posts = calls.filter(
      (call) => call.method === 'POST' && !signIn.includes(call.url.pathname),
    );
    expect(posts.map((call) => call.url.pathname)).toEqual([
      '/api/admin/pending-orders/cancel-all',
    ]);
    for (const item of open)
      expect(store.find('orders', item._id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Market set up in error',
      });
    expect(
      store.all('orders').filter((item) => item.marketId === marketId && isOpen(item)),
    ).toHaveLength(0);
  }, 60_000);

  it('shows a view-only admin no cancel buttons', async () => {
    await startApp('/order-history?pageSize=5', { signedInAs: 'viewer@demo.test' });
    const [row] = await tableRows();
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel all open orders' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  }, 60_000);
});

describe('/trade-history', () => {
  it('leaves out a filter over a module the admin may not view (finance: no Markets)', async () => {
    await startApp('/trade-history?pageSize=5', { signedInAs: 'finance@demo.test' });
    await tableRows();
    expect(screen.getByRole('combobox', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Market' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/admin/markets')).toBe(false);
  }, 60_000);

  it('passes its filters to the server and shows what the server answers', async () => {
    const user = userEvent.setup({ delay: null });
    const trade = store.all('trades').find((item) => item.status === 'finalized')!;
    const userId = String(trade.takerUserId);
    const query = new URLSearchParams({
      'filters[0][field]': 'marketId',
      'filters[0][operator]': 'eq',
      'filters[0][value]': String(trade.marketId),
      'filters[1][field]': 'userIds',
      'filters[1][operator]': 'eq',
      'filters[1][value]': userId,
      pageSize: '5',
    });
    await startApp(`/trade-history?${query}`, { signedInAs: 'finance@demo.test' });
    await tableRows();
    const listCall = () =>
      calls
        .filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/trades')
        .at(-1)!.url.searchParams;
    expect(listCall().get('marketId')).toBe(trade.marketId);
    expect(listCall().get('userIds')).toBe(userId);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(
      await waitFor(() => {
        const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
          (option) => option.textContent === 'Finalized',
        );
        expect(item).toBeTruthy();
        return item!;
      }),
    );
    await waitFor(() => expect(listCall().get('status')).toBe('finalized'));
    expect(listCall().get('marketId')).toBe(trade.marketId);
    const expected = store
      .all('trades')
      .filter(
        (item) =>
          item.marketId === trade.marketId &&
          (item.takerUserId === userId || item.makerUserId === userId) &&
          item.status === 'finalized',
      );
    const count = expected.length;
    expect(
      await screen.findByText(`${count} ${count === 1 ? 'trade' : 'trades'}`),
    ).toBeInTheDocument();
    // The transaction links to the chain scan configured for the cluster.
    const link = document.querySelector<HTMLAnchorElement>(
      `a[href*="${String(expected[0].txSignature)}"]`,
    );
    expect(link?.href).toBe(
      `https://explorer.solana.com/tx/${String(expected[0].txSignature)}?cluster=devnet`,
    );
  }, 60_000);
});
