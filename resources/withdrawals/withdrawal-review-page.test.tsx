import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toastStore } from '../../src/toast/toasts';
import {
  appSettled,
  chooseAction,
  chooseReason,
  confirmButton,
  listenDemoApi,
  openRow,
  requests,
  resetApp,
  server,
  startApp,
  store,
  tokenFor,
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
    // Both clicks have run; React's pending renders (a second dialog's) are flushed here.
    await act(async () => {});
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    requests.length = 0;
    await user.dblClick(await confirmButton('Approve'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('approved'));
    await appSettled();
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
    // The reason is a code from the declared list; its details are optional but for "Other".
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(posts(row._id, 'reject')).toHaveLength(0);

    await chooseReason(user, screen.getByRole('dialog'), 'Sanctions screening hit');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Address flagged');
    await user.dblClick(await confirmButton('Reject'));
    await waitFor(() => expect(store.find('withdrawals', row._id)!.status).toBe('rejected'));
    await appSettled();
    expect(posts(row._id, 'reject')).toHaveLength(1);
    expect(
      store.all('audit-log').find((entry) => entry.recordId === row._id && entry.outcome === 200),
    ).toMatchObject({ action: 'reject', reasonCode: 'sanctions_hit' });
    expect(store.find('withdrawals', row._id)!).toMatchObject({
      rejectReason: 'Sanctions screening hit: Address flagged',
      reviewedBy: 'admin-finance',
    });
  });

  it("a blank reason, or the server's 400 on it, shows on the Reason field, the dialog kept", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await openRow(user, '/withdraw', 'finance@demo.test', row._id);
    await chooseAction(user, row._id, 'Reject');
    requests.length = 0;
    await chooseReason(user, screen.getByRole('dialog'), 'Other');
    const reason = screen.getByRole('textbox', { name: 'Details' });
    await user.type(reason, '   ');
    await user.click(await confirmButton('Reject'));
    expect(await screen.findByText('Details is required')).toBeInTheDocument();
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
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveValue('Flagged');
    expect(toastStore.get().toasts).toEqual([]);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });

  it("a reject from a user's Withdrawals tab refreshes the balances above it", async () => {
    const user = userEvent.setup({ delay: null });
    const row = pendingWithdrawal(false);
    await startApp(`/user-history/${row.userId}`, { signedInAs: 'superadmin@demo.test' });
    await user.click(
      await screen.findByRole('tab', { name: 'Withdrawals' }, { timeout: UI_WAIT_MS }),
    );
    await waitFor(
      () => expect(screen.getByRole('button', { name: `Actions for ${row._id}` })).toBeVisible(),
      { timeout: UI_WAIT_MS },
    );
    await chooseAction(user, row._id, 'Reject');
    await chooseReason(user, screen.getByRole('dialog'), 'Invalid or unsupported address');
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
    await screen.findAllByRole('button', { name: 'Check on chain' }, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    void user;
  });
});
