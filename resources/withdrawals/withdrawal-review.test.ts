import { beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../src/demo/store';
import { compareDecimal, sumDecimals } from '../domain';
import { call, start, store } from '../../tests/unit/support/finance-demo-api';

/** The review of withdrawals in the demo API: approvals (four-eyes), rejects, access, lists. */
beforeEach(start);

/** A withdrawal in `status` whose amount is above (or not above) its coin's threshold. */
function withdrawalWhere(status: string, large: boolean): Row {
  return store.all('withdrawals').find((row) => {
    const coin = store.find('coins', String(row.coinId))!;
    const above = compareDecimal(row.amount, coin.secondApprovalThreshold) === 1;
    return row.status === status && above === large && coin.status === 'active';
  })!;
}

describe('withdrawal review', () => {
  it('approves a withdrawal at or below the threshold with one approval', async () => {
    const row = withdrawalWhere('pending', false);
    const { status, body } = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(status).toBe(200);
    expect(body.message).toBe('Withdrawal approved');
    expect(body.result).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin-finance',
      approvedByNames: 'Felix Finance',
      approvals: [{ adminId: 'admin-finance' }],
    });
    const again = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot approve: the withdrawal is approved.');
  });

  it('needs two different admins above the threshold (four-eyes)', async () => {
    const row = withdrawalWhere('pending', true);
    const first = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(first.body.result).toMatchObject({
      status: 'awaitingSecondApproval',
      needsTwoApprovals: true,
      approvedByNames: 'Felix Finance',
    });
    expect(first.body.message).toMatch(/a different admin must give the second/);

    const same = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(
      'You gave the first approval of this withdrawal; a different admin must give the second.',
    );
    expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval');

    const second = await call(
      'POST',
      `/api/admin/withdrawals/${row._id}/approve`,
      {},
      'superadmin@demo.test',
    );
    expect(second.status).toBe(200);
    const stored = store.find('withdrawals', row._id)!;
    expect(stored.status).toBe('approved');
    expect((stored.approvals as { adminId: string }[]).map((item) => item.adminId)).toEqual([
      'admin-finance',
      'admin-superadmin',
    ]);
    expect(second.body.result.approvedByNames).toBe('Felix Finance, Sam Super');
  });

  it('keeps four-eyes fixed at request time: raising the threshold lets no admin approve alone', async () => {
    const row = withdrawalWhere('pending', true);
    expect(row.needsTwoApprovals).toBe(true);
    const coin = store.find('coins', String(row.coinId))!;
    // The attack: one finance admin raises the threshold above the amount, approves, lowers it.
    const raised = await call('PUT', `/api/admin/coins/${coin._id}`, {
      secondApprovalThreshold: String(coin.maxWithdraw),
    });
    expect(raised.status).toBe(200);
    const approve = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(approve.body.result).toMatchObject({
      status: 'awaitingSecondApproval',
      needsTwoApprovals: true,
    });
    expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval');
  });

  it('rejects with a required reason and unlocks what the withdrawal locked', async () => {
    const row = withdrawalWhere('pending', false);
    const reject = (body: Record<string, unknown>) =>
      call('POST', `/api/admin/withdrawals/${row._id}/reject`, body);
    // A reason code from the declared list; "Other" needs its text.
    const noCode = await reject({ rejectReason: 'Flagged' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual({ reasonCode: 'Reason is required' });
    const unknown = await reject({ reasonCode: 'bored', rejectReason: 'Flagged' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      reasonCode: 'Reason "bored" is not one of the listed reasons',
    });
    const notListed = await reject({ reasonCode: 'market_manipulation' });
    expect(notListed.status).toBe(400);
    const blankOther = await reject({ reasonCode: 'other', rejectReason: '  ' });
    expect(blankOther.status).toBe(400);
    expect(blankOther.body.errors).toEqual({ rejectReason: 'Details is required' });
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');

    const user = store.find('users', String(row.userId))!;
    const balance = () =>
      (store.find('users', user._id)!.balances as Row[]).find(
        (item) => item.coinId === row.coinId,
      )!;
    store.update('users', user._id, {
      balances: (user.balances as Row[]).map((item) =>
        item.coinId === row.coinId
          ? { ...item, locked: sumDecimals([row.amount, '5']), available: '1' }
          : item,
      ),
    });
    const { status, body } = await reject({
      reasonCode: 'sanctions_hit',
      rejectReason: ' Destination flagged by compliance ',
    });
    expect(status).toBe(200);
    // The record reads on its own: the code's label, then the details typed.
    expect(body.result).toMatchObject({
      status: 'rejected',
      rejectReason: 'Sanctions screening hit: Destination flagged by compliance',
      reviewedByName: 'Felix Finance',
    });
    const entry = store
      .all('audit-log')
      .find(
        (item) => item.recordId === row._id && item.action === 'reject' && item.outcome === 200,
      );
    expect(entry).toMatchObject({ reasonCode: 'sanctions_hit' });
    expect(compareDecimal(balance().locked, '5')).toBe(0);
    expect(compareDecimal(balance().available, sumDecimals([row.amount, '1']))).toBe(0);

    const completed = withdrawalWhere('completed', false);
    const late = await call('POST', `/api/admin/withdrawals/${completed._id}/reject`, {
      reasonCode: 'user_request',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cannot reject: the withdrawal is completed.');
  });

  it('refuses to approve a withdrawal of a disabled coin (409)', async () => {
    const row = withdrawalWhere('pending', false);
    const coin = store.find('coins', String(row.coinId))!;
    await call('POST', `/api/admin/coins/${coin._id}/disable`);
    const refused = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Cannot approve: ${String(coin.symbol)} is disabled.`);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });

  it('answers 403 to a viewer, who still reads the list', async () => {
    const row = withdrawalWhere('pending', false);
    const approve = await call(
      'POST',
      `/api/admin/withdrawals/${row._id}/approve`,
      {},
      'viewer@demo.test',
    );
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe('You do not have edit access to Withdraw.');
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
    const list = await call('GET', '/api/admin/withdrawals?limit=5', undefined, 'viewer@demo.test');
    expect(list.status).toBe(200);
    expect(list.body.result.items[0]).toHaveProperty('userEmail');
    expect(list.body.result.items[0]).toHaveProperty('coinSymbol');
  });

  it('filters by user, coin and status on the server, and exports CSV', async () => {
    const row = withdrawalWhere('pending', false);
    const { body } = await call(
      'GET',
      `/api/admin/withdrawals?userId=${row.userId}&coinId=${row.coinId}&status=pending&limit=100`,
    );
    expect(body.result.items.length).toBeGreaterThan(0);
    for (const item of body.result.items as Row[])
      expect([item.userId, item.coinId, item.status]).toEqual([row.userId, row.coinId, 'pending']);
    const csv = await call('GET', `/api/admin/withdrawals/export?status=pending`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n')[0]).toContain('userEmail');
  });
});
