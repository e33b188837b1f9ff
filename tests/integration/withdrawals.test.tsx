import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Row } from '../../src/demo/store';
import { toastStore } from '../../src/toast/toasts';
import { compareDecimal } from '../../resources/domain';
import { formatAmount } from '../../src/model/format';
import { explorerLink } from '../../src/config';
import { listenDemoApi, requests, resetApp, server, startApp, store, tokenFor } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;

/** A pending withdrawal of an active coin, above its second-approval threshold or not. */
function pendingWithdrawal(large: boolean, skip: string[] = []): Row {
  return store.all('withdrawals').find((row) => {
    const coin = store.find('coins', String(row.coinId))!;
    const above = compareDecimal(row.amount, coin.secondApprovalThreshold) === 1;
    return (
      row.status === 'pending' &&
      above === large &&
      coin.status === 'active' &&
      !skip.includes(row._id)
    );
  })!;
}

/** Opens `path` as `email` and narrows the list to one record (the search matches an id). */
async function openRow(user: User, path: string, email: string, id: string) {
  await startApp(`${path}?pageSize=10`, { signedInAs: email });
  const search = await screen.findByRole('searchbox', {}, { timeout: 15000 });
  await user.type(search, `${id}{Enter}`);
  await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1), {
    timeout: 8000,
  });
  return document.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
}

async function chooseAction(user: User, id: string, label: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

/** The button of the open confirmation (a closing one may still be in the document). */
const confirmButton = (label: string) =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
      (wrap) => wrap.style.display !== 'none',
    );
    return within(open.at(-1)!).getByRole('button', { name: label });
  });

const posts = (id: string, action: string) =>
  requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith(`/${id}/${action}`),
  );

const lastToast = () => toastStore.get().toasts[0];

describe('withdrawal review on /withdraw', () => {
  it('four-eyes: the first approval waits, its admin is offered no second (the API refuses it), another approves', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(true);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);

    await chooseAction(user, row._id, 'Approve');
    await user.click(await confirmButton('Approve'));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        type: 'success',
        message: 'First approval recorded: a different admin must give the second',
      }),
    );
    // The list shows the new state and who approved first.
    const listed = await waitFor(() => {
      const cells = document.querySelector('tbody tr.ant-table-row')!.textContent!;
      expect(cells).toContain('Awaiting 2nd approval');
      return cells;
    });
    expect(listed).toContain('Felix Finance');

    // The first approver is offered no second approval; Reject stays.
    await user.click(screen.getByRole('button', { name: `Actions for ${row._id}` }));
    expect(await screen.findByRole('menuitem', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Approve' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The API refuses it all the same (409), with the same reason.
    const token = await tokenFor('finance@demo.test');
    const again = await fetch(
      `${window.location.origin}/api/admin/withdrawals/${row._id}/approve`,
      {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: '{}',
      },
    );
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'You gave the first approval of this withdrawal; a different admin must give the second.',
    );
    expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval');

    cleanup();
    await openRow(user, '/withdraw', 'superadmin@demo.test', row._id);
    await chooseAction(user, row._id, 'Approve');
    await user.click(await confirmButton('Approve'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'));
    const approvals = store.find('withdrawals', row._id)!.approvals as { adminId: string }[];
    expect(approvals.map((item) => item.adminId)).toEqual(['admin-finance', 'admin-superadmin']);
    await waitFor(() =>
      expect(document.querySelector('tbody tr.ant-table-row')!.textContent).toContain(
        'Felix Finance, Sam Super',
      ),
    );
  }, 90_000);

  it('a double click sends one approval, and opens one confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await user.click(screen.getByRole('button', { name: `Actions for ${row._id}` }));
    await user.dblClick(await screen.findByRole('menuitem', { name: 'Approve' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    requests.length = 0;
    await user.dblClick(await confirmButton('Approve'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(row._id, 'approve')).toHaveLength(1);
    expect(toastStore.get().toasts.filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('reject needs a reason, and a double click on Reject sends one request', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    // One row is counted in the singular.
    expect(await screen.findByText('1 withdrawal')).toBeInTheDocument();
    await chooseAction(user, row._id, 'Reject');
    requests.length = 0;
    await user.click(await confirmButton('Reject'));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(posts(row._id, 'reject')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Address flagged');
    await user.dblClick(await confirmButton('Reject'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('rejected'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(row._id, 'reject')).toHaveLength(1);
    expect(store.find('withdrawals', row._id)!).toMatchObject({
      rejectReason: 'Address flagged',
      reviewedBy: 'admin-finance',
    });
  });

  it("a blank reason, or the server's 400 on it, shows on the Reason field, the dialog kept", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await chooseAction(user, row._id, 'Reject');
    requests.length = 0;
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.type(reason, '   ');
    await user.click(await confirmButton('Reject'));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(posts(row._id, 'reject')).toHaveLength(0);

    // What the server refuses on the field (here: a reason it finds too long) lands there too.
    server.use(
      http.post(`*/withdrawals/${row._id}/reject`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Reason must name the rule the address broke',
            errors: { rejectReason: 'Reason must name the rule the address broke' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(reason);
    await user.type(reason, 'Flagged');
    await user.click(await confirmButton('Reject'));
    expect(
      await screen.findByText('Reason must name the rule the address broke'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Flagged');
    expect(toastStore.get().toasts).toEqual([]);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });

  it("a reject from a user's Withdrawals tab refreshes the balances above it", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await startApp(`/user-history/${row.userId}`, { signedInAs: 'superadmin@demo.test' });
    await user.click(await screen.findByRole('tab', { name: 'Withdrawals' }, { timeout: 15_000 }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: `Actions for ${row._id}` })).toBeVisible(),
      { timeout: 15_000 },
    );
    await chooseAction(user, row._id, 'Reject');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Address flagged');
    requests.length = 0;
    await user.click(await confirmButton('Reject'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('rejected'));
    await waitFor(() => {
      const rejected = requests.findIndex((request) => request.method === 'POST');
      const user = requests.findIndex(
        (request, at) =>
          at > rejected &&
          request.method === 'GET' &&
          request.path.endsWith(`/users/${String(row.userId)}`),
      );
      expect(rejected).toBeGreaterThanOrEqual(0);
      expect(user).toBeGreaterThan(rejected);
    });
  }, 60_000);

  it('shows a viewer no approve or reject, only the check on chain', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/withdraw?pageSize=20', { signedInAs: 'viewer@demo.test' });
    await screen.findAllByRole('button', { name: 'Check on chain' }, { timeout: 15000 });
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    void user;
  });
});

/** The open confirmation (a closing one may still be in the document). */
const openDialog = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
      (wrap) => wrap.style.display !== 'none',
    );
    expect(open.length).toBeGreaterThan(0);
    return open.at(-1)!;
  });

/** The facts a dialog names, label -> text (labels beside or, on a phone, above their values). */
function factsOf(dialog: HTMLElement): Record<string, string> {
  const facts = dialog.querySelector('.action-facts')!;
  const labels = [...facts.querySelectorAll('.ant-descriptions-item-label')];
  const values = [...facts.querySelectorAll('.ant-descriptions-item-content')];
  expect(values).toHaveLength(labels.length);
  return Object.fromEntries(
    labels.map((label, at) => [label.textContent!, values[at].textContent!]),
  );
}

/** The user's email and the coin's symbol of a stored withdrawal. */
function namesOf(row: Row) {
  return {
    email: String(store.find('users', String(row.userId))!.email),
    symbol: String(store.find('coins', String(row.coinId))!.symbol),
  };
}

describe('the facts in view: review dialogs and the withdrawal page', () => {
  it('approve names the user, coin, amounts, destination (explorer link) and that a second approval follows, as the API then does', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(true);
    const { email, symbol } = namesOf(row);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await chooseAction(user, row._id, 'Approve');
    const dialog = await openDialog();
    const facts = factsOf(dialog);
    expect(facts).toMatchObject({
      User: email,
      Coin: symbol,
      Amount: formatAmount(row.amount, symbol),
      Fee: formatAmount(row.fee, symbol),
      'Net amount (sent)': formatAmount(row.netAmount, symbol),
      Approvals: "Two, by different admins (above the coin's threshold when requested); none yet",
      'After your approval':
        'A second approval follows: a different admin must also approve before it is sent.',
    });
    const address = within(dialog).getByRole('link', {
      name: new RegExp(String(row.toAddress).slice(0, 6)),
    });
    expect(address).toHaveAttribute('href', explorerLink('address', String(row.toAddress)));
    await user.click(await confirmButton('Approve'));
    await waitFor(() =>
      expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval'),
    );
  });

  it('a withdrawal of one approval says none follows; the second approver is told theirs is the last', async () => {
    const user = userEvent.setup({ delay: null });
    const small = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', small._id);
    await chooseAction(user, small._id, 'Approve');
    expect(factsOf(await openDialog())).toMatchObject({
      Approvals: "One (not above the coin's threshold when requested); none yet",
      'After your approval':
        'No second approval follows: yours is the only one needed, then it is sent.',
    });
    cleanup();

    const waiting = store
      .all('withdrawals')
      .find(
        (row) =>
          row.status === 'awaitingSecondApproval' &&
          store.find('coins', String(row.coinId))!.status === 'active' &&
          !(row.approvals as { adminId: string }[]).some((a) => a.adminId === 'admin-superadmin'),
      )!;
    const first = (waiting.approvals as { adminId: string }[])[0].adminId;
    const firstName = String(store.find('admins', first)?.name ?? '');
    await openRow(user, '/withdraw', 'superadmin@demo.test', waiting._id);
    await chooseAction(user, waiting._id, 'Approve');
    const facts = factsOf(await openDialog());
    expect(facts['Approvals']).toContain(`given by ${firstName}`);
    expect(facts['After your approval']).toBe(
      'No other approval follows: yours is the second, then it is sent.',
    );
    await user.click(await confirmButton('Approve'));
    await waitFor(() => expect(store.find('withdrawals', waiting._id)!.status).toBe('approved'));
  });

  it('reject names the same facts above its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    const { email, symbol } = namesOf(row);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await chooseAction(user, row._id, 'Reject');
    const dialog = await openDialog();
    expect(factsOf(dialog)).toMatchObject({
      User: email,
      Coin: symbol,
      Amount: formatAmount(row.amount, symbol),
      Fee: formatAmount(row.fee, symbol),
      Approvals: "One (not above the coin's threshold when requested); none yet",
    });
    expect(
      within(dialog).getByRole('link', { name: new RegExp(String(row.toAddress).slice(0, 6)) }),
    ).toHaveAttribute('href', explorerLink('address', String(row.toAddress)));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
  });

  it("a row opens the withdrawal's page: its facts, the user's balances and transfers, and approve there", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    const { email, symbol } = namesOf(row);
    const owner = store.find('users', String(row.userId))!;
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await user.click(screen.getByRole('link', { name: `View ${row._id}` }));
    expect(
      await screen.findByRole('heading', { name: `Withdrawal ${row._id}` }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.getAllByText(formatAmount(row.amount, symbol)).length).toBeGreaterThan(0);
    // The user's balances, one row per coin.
    const balances = screen.getByRole('region', { name: "User's balances" });
    for (const balance of owner.balances as { symbol: string; available: string }[]) {
      expect(within(balances).getByText(balance.symbol)).toBeInTheDocument();
      expect(within(balances).getAllByText(formatAmount(balance.available)).length).toBeGreaterThan(
        0,
      );
    }
    // The user's withdrawals and deposits: this user's only.
    const tab = await screen.findByRole('tab', { name: "User's withdrawals" });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(
      () => expect(screen.getByRole('button', { name: `Actions for ${row._id}` })).toBeVisible(),
      { timeout: 15_000 },
    );
    const own = store.all('withdrawals').filter((item) => item.userId === row.userId).length;
    expect(
      await screen.findByText(own === 1 ? '1 withdrawal' : `${own} withdrawals`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: "User's deposits" }));
    const deposits = store.all('deposits').filter((item) => item.userId === row.userId).length;
    expect(
      await screen.findByText(
        deposits === 0 ? /No deposits/i : deposits === 1 ? '1 deposit' : `${deposits} deposits`,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();

    // Approve from the page, with the same facts.
    await user.click(screen.getAllByRole('button', { name: 'Approve' })[0]);
    expect(factsOf(await openDialog())).toMatchObject({ User: email, Coin: symbol });
    await user.click(await confirmButton('Approve'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument(),
    );
  }, 90_000);
});

describe('check on chain (a client action over the Solana RPC)', () => {
  it("shows a credited deposit's signature as finalized, from the RPC node", async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = store.all('deposits').find((row) => row.status === 'credited')!;
    const row = await openRow(user, '/deposit', 'finance@demo.test', deposit._id);
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Check on chain' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Finalized on chain' },
      { timeout: 15000 },
    );
    expect(within(dialog).getByText('rooted (finalized)')).toBeInTheDocument();
    expect(within(dialog).getByText('Credited')).toBeInTheDocument();
    expect(
      within(dialog).getByText(Number(deposit.slot).toLocaleString('en-US')),
    ).toBeInTheDocument();
  });
});
