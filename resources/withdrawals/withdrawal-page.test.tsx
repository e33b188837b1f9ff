import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { formatAmount } from '../../src/model/format';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import { view } from '../../tests/integration/support/admins';
import { pendingWithdrawal } from '../../tests/integration/support/withdrawals';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** A withdrawal's page: its heading and the field list beside it. */
async function openWithdrawal(id: string, as: string) {
  await startApp(`/withdraw/${id}`, { signedInAs: as });
  return screen.findByRole('heading', { name: /^Withdrawal / }, { timeout: UI_WAIT_MS });
}

describe("a withdrawal's page", () => {
  it('is headed by the amount and the user, whose e-mail opens the user for one who may view Users', async () => {
    const row = pendingWithdrawal(false);
    const email = String(store.find('users', String(row.userId))!.email);
    const symbol = String(store.find('coins', String(row.coinId))!.symbol);
    const heading = await openWithdrawal(row._id, 'finance@demo.test');
    expect(heading).toHaveTextContent(
      `Withdrawal of ${formatAmount(row.amount, symbol)} by ${email}`,
    );
    const details = document.querySelector<HTMLElement>('.record-show .ant-descriptions')!;
    expect(within(details).getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `/user-history/${String(row.userId)}`,
    );
  }, 90_000);

  it('shows the e-mail as text to an admin who may not view Users', async () => {
    const row = pendingWithdrawal(false);
    const email = String(store.find('users', String(row.userId))!.email);
    store.update('admins', 'admin-operator', { restriction: [view('Withdraw')] });
    await openWithdrawal(row._id, 'operator@demo.test');
    const details = document.querySelector<HTMLElement>('.record-show .ant-descriptions')!;
    expect(within(details).getByText(email)).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: email })).not.toBeInTheDocument();
  }, 90_000);
});
