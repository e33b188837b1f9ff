import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chooseAction,
  confirmButton,
  listenDemoApi,
  openRow,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
import { pendingWithdrawal } from './support/withdrawals';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

const rowOf = () => document.querySelector<HTMLElement>('tbody tr.ant-table-row')!;

describe('claims on /withdraw', () => {
  it('a row is claimed from its Claim button and shows whose it is', async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await user.click(within(rowOf()).getByRole('button', { name: `Claim ${row._id}` }));
    await waitFor(() => expect(rowOf().textContent).toContain('Claimed by you · 0 min'), {
      timeout: UI_WAIT_MS,
    });
    expect(store.find('withdrawals', row._id)).toMatchObject({ claimedBy: 'admin-finance' });
    // Its holder may release it from the same place.
    await user.click(within(rowOf()).getByRole('button', { name: `Release ${row._id}` }));
    await waitFor(() => expect(rowOf().textContent).not.toContain('Claimed by'), {
      timeout: UI_WAIT_MS,
    });
  });

  it("another admin's claim shows on the row, and acting on it asks first", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    store.update('withdrawals', row._id, {
      claimedBy: 'admin-superadmin',
      claimedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await waitFor(() => expect(rowOf().textContent).toContain('Claimed by Sam Super · 5 min'));
    expect(within(rowOf()).getByRole('button', { name: `Take over ${row._id}` })).toBeVisible();

    await chooseAction(user, row._id, 'Reject');
    const dialog = await screen.findByText('Sam Super claimed this 5 minutes ago. Act anyway?');
    expect(dialog).toBeInTheDocument();
    // Left to them: nothing is sent.
    await user.click(await confirmButton('Leave it to them'));
    expect(requests.some((request) => request.path.endsWith(`/${row._id}/reject`))).toBe(false);
    // Asked again and accepted: the action's own dialog follows (its reason).
    await chooseAction(user, row._id, 'Reject');
    await user.click(await confirmButton('Act anyway'));
    expect(
      await screen.findByLabelText('Details', undefined, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
  });

  it("the History tab says an act was done over another admin's claim", async () => {
    const row = pendingWithdrawal(false);
    const at = new Date().toISOString();
    store.insert('audit-log', {
      _id: 'entry-over-claim',
      at,
      createdAt: at,
      updatedAt: at,
      adminId: 'admin-superadmin',
      adminName: 'Sam Super',
      module: 'Withdraw',
      resource: 'withdrawals',
      recordId: row._id,
      recordTitle: 'A withdrawal',
      action: 'take-over',
      outcome: 200,
      message: 'Taken over from Felix Finance',
      changes: [],
      overClaimOf: 'admin-finance',
      names: { 'admin-finance': { name: 'Felix Finance', resource: 'admins' } },
    });
    await startApp(`/withdraw/${row._id}#history`, { signedInAs: 'finance@demo.test' });
    expect(
      await screen.findByText(
        'Done while Felix Finance held the claim',
        {},
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
  });
});
