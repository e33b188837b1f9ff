import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../src/model/contract';
import { apiActions } from '../../src/model/apiRules';
import { actionAllowed } from '../../src/model/actions';
import { declarations } from '../../src/model/registry';
import { actionInputErrors, reasonText } from '../../src/model/reasons';
import { OTHER_REASON, REASONS } from '../../resources/domain';
import { call, start, store } from './support/finance-demo-api';

/**
 * Reason codes: every reject, cancel and block is taken with a code from the list its declaration
 * gives ("Other" with its text), which the audit trail keeps, the audit log filters by and the
 * dashboard counts for the modules the admin may view.
 */
beforeEach(start);

const pendingWithdrawal = () =>
  store.all('withdrawals').find((row) => row.status === 'pending' && !row.needsTwoApprovals)!;

const dashboard = async (email: string) =>
  (await call('GET', '/api/admin/dashboard', undefined, email)).body.result as DashboardAnswer;

const counted = (answer: DashboardAnswer, resource: string, code: string) =>
  answer.reasons?.find((item) => item.resource === resource && item.code === code)?.count ?? 0;

describe('reason codes', () => {
  it('are declared for every reject, cancel and block, "Other" last and its text needed', () => {
    const reasoned = declarations.flatMap((declaration) =>
      [...apiActions(declaration), ...(declaration.listActions ?? [])]
        .filter((action) => /^(reject|cancel|block)(-all)?$/.test(action.name))
        .map((action) => ({ where: `${declaration.name}/${action.name}`, action })),
    );
    expect(reasoned.map((item) => item.where)).toEqual(
      expect.arrayContaining([
        'withdrawals/reject',
        'deposits/reject',
        'users/block',
        'pending-orders/cancel',
        'pending-orders/cancel-all',
        'events/cancel',
        'approvals/reject',
      ]),
    );
    for (const { where, action } of reasoned) {
      expect(action.reasons?.at(-1)?.code, where).toBe(OTHER_REASON);
      expect(action.input, where).toBeDefined();
      // A code means one thing wherever it is offered.
      for (const reason of action.reasons!.slice(0, -1))
        expect(reason.label, where).toBe(REASONS[reason.code as keyof typeof REASONS]);
      expect(actionInputErrors(action, { reasonCode: OTHER_REASON })).toHaveProperty(
        action.input!.key,
      );
      expect(actionInputErrors(action, { reasonCode: action.reasons![0].code })).toEqual({});
    }
  });

  it('keep the code and the details in the record’s text', () => {
    const action = declarations
      .find((item) => item.name === 'users')!
      .actions!.find((item) => item.name === 'block')!;
    expect(reasonText(action, { reasonCode: 'multiple_accounts' })).toBe('Multiple accounts');
    expect(reasonText(action, { reasonCode: 'multiple_accounts', blockReason: ' same IP ' })).toBe(
      'Multiple accounts: same IP',
    );
    expect(reasonText(action, { reasonCode: OTHER_REASON, blockReason: 'Chargeback' })).toBe(
      'Chargeback',
    );
  });

  it('are refused when missing or unknown, for one row and for a batch', async () => {
    const row = pendingWithdrawal();
    const missing = await call('POST', `/api/admin/withdrawals/${row._id}/reject`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ reasonCode: 'Reason is required' });
    const batch = await call('POST', '/api/admin/withdrawals/bulk/reject', {
      ids: [row._id],
      input: { reasonCode: 'bored' },
      dryRun: true,
    });
    expect(batch.status).toBe(400);
    expect(batch.body.errors).toEqual({
      reasonCode: 'Reason "bored" is not one of the listed reasons',
    });
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });

  it('are kept by the audit trail, filtered by the log and counted by the dashboard', async () => {
    const before = await dashboard('finance@demo.test');
    const row = pendingWithdrawal();
    const done = await call('POST', `/api/admin/withdrawals/${row._id}/reject`, {
      reasonCode: 'kyc_incomplete',
    });
    expect(done.status).toBe(200);
    expect(done.body.result.rejectReason).toBe('Identity checks incomplete');

    const log = await call(
      'GET',
      '/api/admin/audit-log?reasonCode=kyc_incomplete&resource=withdrawals',
      undefined,
      'superadmin@demo.test',
    );
    expect(log.status).toBe(200);
    expect(log.body.result.items[0]).toMatchObject({
      recordId: row._id,
      action: 'reject',
      reasonCode: 'kyc_incomplete',
    });
    const after = await dashboard('finance@demo.test');
    expect(counted(after, 'withdrawals', 'kyc_incomplete')).toBe(
      counted(before, 'withdrawals', 'kyc_incomplete') + 1,
    );
  });

  it('are counted for the modules the admin may view only', async () => {
    const events = declarations.find((item) => item.name === 'events')!;
    const cancel = events.actions!.find((item) => item.name === 'cancel')!;
    const event = store.all('events').find((row) => actionAllowed(cancel, row))!;
    const cancelled = await call(
      'POST',
      `/api/admin/events/${event._id}/cancel`,
      { reasonCode: 'source_unavailable' },
      'superadmin@demo.test',
    );
    expect(cancelled.status).toBe(200);
    expect(counted(await dashboard('superadmin@demo.test'), 'events', 'source_unavailable')).toBe(
      1,
    );
    // Finance may not view Events: the count is not even sent.
    const finance = await dashboard('finance@demo.test');
    expect(finance.reasons?.some((item) => item.resource === 'events')).toBe(false);
    expect(finance.reasons?.some((item) => item.resource === 'withdrawals')).toBe(true);
  });
});
