import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Row } from '../../src/demo/store';
import { formatAmount } from '../../src/model/format';
import { explorerLink } from '../../src/config';
import {
  chooseAction,
  confirmButton,
  listenDemoApi,
  openRow,
  resetApp,
  server,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import { pendingWithdrawal } from '../../tests/integration/support/withdrawals';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

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
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toBeInTheDocument();
  });

  it("a row opens the withdrawal's page: its facts, the user's balances and transfers, and approve there", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    const { email, symbol } = namesOf(row);
    const owner = store.find('users', String(row.userId))!;
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await user.click(screen.getByRole('link', { name: `View ${row._id}` }));
    expect(
      await screen.findByRole(
        'heading',
        { name: `Withdrawal of ${formatAmount(row.amount, symbol)} by ${email}` },
        { timeout: UI_WAIT_MS },
      ),
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
      { timeout: UI_WAIT_MS },
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
        { timeout: UI_WAIT_MS },
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
