import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, PendingChange } from '../../resources/domain';
import { CHANGE_PENDING } from '../../src/model/contract';
import { memoryStorage } from '../../src/demo/store';
import { call, signIn, start, START, store } from './support/careful-demo-api';

/**
 * Dual control in the demo API: a change of a held kind is stored, not applied (202), until a
 * different admin with edit on its module approves it; rejected, withdrawn or expired, it never is.
 */
let clock = START;
beforeEach(() => {
  clock = START;
  start({}, memoryStorage(), () => clock);
});

const as = async (email: string) => {
  const token = await signIn(`${email}@demo.test`);
  return (method: string, path: string, body?: unknown) => call(method, path, body, token);
};
const coin = () => store.all('coins')[0];
const trail = () => store.all('audit-log') as unknown as AuditEntry[];

/** Finance proposes a new second-approval threshold for the first coin. */
async function proposeThreshold(threshold = '4321') {
  const finance = await as('finance');
  const answer = await finance('PUT', `coins/${coin()._id}`, {
    secondApprovalThreshold: threshold,
  });
  expect(answer.status).toBe(202);
  return { finance, change: answer.body.result as PendingChange };
}

describe('a held change', () => {
  it('is stored, not applied, and answered 202 with its diff, proposer and expiry', async () => {
    const before = coin().secondApprovalThreshold;
    const { change } = await proposeThreshold();
    expect(coin().secondApprovalThreshold).toBe(before);
    expect(change).toMatchObject({
      resource: 'coins',
      recordId: coin()._id,
      recordTitle: coin().symbol,
      action: 'update',
      kind: 'coinLimits',
      module: 'Coin List',
      proposedBy: 'admin-finance',
      proposedByName: 'Felix Finance',
      status: 'pending',
      changes: [{ field: 'secondApprovalThreshold', before, after: '4321' }],
    });
    expect(Date.parse(change.expiresAt!) - Date.parse(change.proposedAt)).toBe(24 * 3_600_000);
    // The request an approval replays stays with the server.
    expect(change).not.toHaveProperty('request');
    const entry = trail().find((item) => item.pendingChangeId === change._id)!;
    expect(entry).toMatchObject({ outcome: 202, resource: 'coins', action: 'update' });
    expect(entry.changes).toEqual(change.changes);
  });

  it('is approved by another admin with edit on its module, then applied once', async () => {
    const { finance, change } = await proposeThreshold();
    const own = await finance('POST', `approvals/${change._id}/approve`);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/You proposed this change/);
    // The operator may not even see Coin List changes; the viewer sees, but may not decide.
    expect((await (await as('operator'))('POST', `approvals/${change._id}/approve`)).status).toBe(
      404,
    );
    expect((await (await as('viewer'))('POST', `approvals/${change._id}/approve`)).status).toBe(
      403,
    );
    const superadmin = await as('superadmin');
    const approved = await superadmin('POST', `approvals/${change._id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ status: 'approved', decidedByName: 'Sam Super' });
    expect(String(coin().secondApprovalThreshold)).toBe('4321');
    expect(coin().updatedBy).toBe('admin-finance');
    const again = await superadmin('POST', `approvals/${change._id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/no longer waiting: approved by Sam Super/);
    // The coin's History: the proposal and the approval.
    const history = await superadmin('GET', `coins/${coin()._id}/history`);
    const actions = history.body.result.items.map((item: AuditEntry) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['approve-change', 'update']));
  });

  it('blocks another change of the same fields (409 naming its proposer), not of others', async () => {
    await proposeThreshold();
    const superadmin = await as('superadmin');
    const same = await superadmin('PUT', `coins/${coin()._id}`, {
      secondApprovalThreshold: '99',
    });
    expect(same.status).toBe(409);
    expect(same.body.code).toBe(CHANGE_PENDING);
    expect(same.body.message).toMatch(/Felix Finance/);
    const other = await superadmin('PUT', `coins/${coin()._id}`, { name: 'Renamed coin' });
    expect(other.status).toBe(200);
    expect(coin().name).toBe('Renamed coin');
  });

  it('is rejected with a reason, or withdrawn by its proposer only, and never applied', async () => {
    const before = coin().secondApprovalThreshold;
    const first = await proposeThreshold();
    const superadmin = await as('superadmin');
    const bare = await superadmin('POST', `approvals/${first.change._id}/reject`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors.reasonCode).toBe('Reason is required');
    const rejected = await superadmin('POST', `approvals/${first.change._id}/reject`, {
      reasonCode: 'other',
      reason: 'Too low for USDC',
    });
    expect(rejected.body.result).toMatchObject({
      status: 'rejected',
      decisionReason: 'Too low for USDC',
    });
    const second = await proposeThreshold('777');
    expect(
      (await superadmin('POST', `approvals/${second.change._id}/withdraw`)).body.message,
    ).toMatch(/Only Felix Finance/);
    // Its reason, when given, fits the declared body (refused, not cut, past 500 characters).
    const long = { reason: 'x'.repeat(501) };
    const essay = await second.finance('POST', `approvals/${second.change._id}/withdraw`, long);
    expect([essay.status, essay.body.errors.reason]).toEqual([400, expect.stringMatching(/500/)]);
    const withdrawn = await second.finance('POST', `approvals/${second.change._id}/withdraw`, {
      reason: 'Typo',
    });
    expect(withdrawn.body.result).toMatchObject({ status: 'withdrawn', decisionReason: 'Typo' });
    expect(coin().secondApprovalThreshold).toBe(before);
    const steps = trail().map((item) => item.action);
    expect(steps).toEqual(expect.arrayContaining(['reject-change', 'withdraw-change']));
  });

  it('is refused when the record changed meanwhile in the fields it sets', async () => {
    const { change } = await proposeThreshold();
    store.update('coins', coin()._id, { secondApprovalThreshold: '1' });
    const approved = await (await as('superadmin'))('POST', `approvals/${change._id}/approve`);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toMatch(/changed since this was proposed/);
    expect(String(coin().secondApprovalThreshold)).toBe('1');
  });

  it('expires after the site setting hours, is then refused, and the trail says so', async () => {
    const { change } = await proposeThreshold();
    clock = START + 24 * 3_600_000 + 1;
    const superadmin = await as('superadmin');
    const approved = await superadmin('POST', `approvals/${change._id}/approve`);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toMatch(/expired/);
    expect(store.find('approvals', change._id)!.status).toBe('expired');
    expect(trail().some((item) => item.action === 'expire-change')).toBe(true);
    // An expired change blocks nothing.
    const next = await (
      await as('finance')
    )('PUT', `coins/${coin()._id}`, {
      secondApprovalThreshold: '55',
    });
    expect(next.status).toBe(202);
  });
});

describe('the inbox', () => {
  it('lists the changes of modules the admin may view, marking those waiting for it', async () => {
    const { change } = await proposeThreshold();
    const list = async (email: string, query = '') =>
      (await (await as(email))('GET', `approvals?limit=50${query}`)).body.result
        .items as PendingChange[];
    expect((await list('operator')).map((item) => item._id)).not.toContain(change._id);
    const forViewer = (await list('viewer', '&kind=coinLimits'))[0];
    expect(forViewer).toMatchObject({ _id: change._id, waitingForMe: false });
    expect(forViewer.request).toBeUndefined();
    expect((await list('finance', '&kind=coinLimits'))[0].waitingForMe).toBe(false);
    const waiting = await list('superadmin', '&waitingForMe=true&kind=coinLimits');
    expect(waiting.map((item) => item._id)).toEqual([change._id]);
  });

  it('lists withdrawals awaiting review beside them, waiting for who may still approve', async () => {
    const withdrawal = store
      .all('withdrawals')
      .find((row) => row.status === 'pending' && row.needsTwoApprovals)!;
    const inbox = async (email: string) =>
      (
        (await (await as(email))('GET', 'approvals?limit=1000&kind=withdrawal')).body.result
          .items as PendingChange[]
      ).find((item) => item.recordId === withdrawal._id);
    expect(await inbox('finance')).toMatchObject({
      kind: 'withdrawal',
      module: 'Withdraw',
      status: 'pending',
      waitingForMe: true,
    });
    expect(await inbox('operator')).toBeUndefined();
    // Its first approver waits for another admin: no longer "for me".
    const finance = await as('finance');
    expect((await finance('POST', `withdrawals/${withdrawal._id}/approve`)).status).toBe(200);
    expect((await inbox('finance'))!.waitingForMe).toBe(false);
    expect((await inbox('superadmin'))!.waitingForMe).toBe(true);
  });
});
