import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { DemoStore, memoryStorage, type KeyValueStorage, type Row } from '../../src/demo/store';
import { auditChanges, type AuditEntry } from '../../resources/domain';
import { demoClient } from './demoClient';
import { singleControl } from './support/singleControl';

/** The audit trail the demo API writes: one entry per change request, readable, never writable. */
let storage: KeyValueStorage;
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const { call, signIn } = demoClient(() => api);

beforeEach(() => {
  storage = memoryStorage();
  store = new DemoStore(storage);
  api = createDemoApi(store);
  // Changes as applied; a held change's entry is in demo-api-dual-control.test.ts.
  singleControl(store);
});

const newEntries = (before: number) =>
  store
    .all('audit-log')
    .slice(0, store.all('audit-log').length - before) as unknown as AuditEntry[];

describe('the audit trail', () => {
  it('records an approval, a coin fee change and widened rights with before and after', async () => {
    const token = await signIn('superadmin@demo.test');
    const count = store.all('audit-log').length;
    const withdrawal = store
      .all('withdrawals')
      .find((row) => row.status === 'pending' && row.needsTwoApprovals === false)!;
    expect((await call('POST', `withdrawals/${withdrawal._id}/approve`, {}, token)).status).toBe(
      200,
    );
    const coin = store.find('coins', String(withdrawal.coinId))!;
    const fee = coin.withdrawFee;
    expect((await call('PUT', `coins/${coin._id}`, { withdrawFee: '0.5' }, token)).status).toBe(
      200,
    );
    const operator = store.find('admins', 'admin-operator')!;
    const restriction = [
      ...(operator.restriction as Row[]),
      { name: 'Withdraw', canView: true, canEdit: true },
    ];
    expect((await call('PUT', 'admins/admin-operator', { restriction }, token)).status).toBe(200);

    const [rights, coinChange, approval] = newEntries(count);
    expect(approval).toMatchObject({
      adminId: 'admin-superadmin',
      adminName: 'Sam Super',
      module: 'Withdraw',
      resource: 'withdrawals',
      recordId: withdrawal._id,
      action: 'approve',
      outcome: 200,
      changes: expect.arrayContaining([{ field: 'status', before: 'pending', after: 'approved' }]),
    });
    expect(approval.recordTitle).toContain(String(withdrawal.amount));
    expect(coinChange).toMatchObject({
      module: 'Coin List',
      action: 'update',
      recordTitle: coin.symbol,
      changes: [{ field: 'withdrawFee', before: fee, after: '0.5' }],
    });
    expect(rights).toMatchObject({
      module: 'Sub Admin',
      resource: 'admins',
      recordId: 'admin-operator',
      changes: [
        {
          field: 'restriction.Withdraw',
          before: null,
          after: { name: 'Withdraw', canView: true, canEdit: true },
        },
      ],
    });
  });

  it('records refusals (403, 409, 429) and account calls, never a secret', async () => {
    const viewer = await signIn('viewer@demo.test');
    const finance = await signIn('finance@demo.test');
    const count = store.all('audit-log').length;
    const coin = store.all('coins')[0];
    expect((await call('PUT', `coins/${coin._id}`, { withdrawFee: '9' }, viewer)).status).toBe(403);
    const done = store.all('withdrawals').find((row) => row.status === 'completed')!;
    expect((await call('POST', `withdrawals/${done._id}/approve`, {}, finance)).status).toBe(409);
    for (let i = 0; i < 5; i++)
      await call('POST', 'login', { email: 'nobody@demo.test', password: `guess-${i}` });
    await call(
      'POST',
      'changePassword',
      {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed#2027x',
        confirmPassword: 'Changed#2027x',
      },
      finance,
    );
    await call('POST', 'logout', {}, finance);

    const entries = newEntries(count).reverse();
    expect(entries.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['update', 403],
      ['approve', 409],
      ['sign-in', 400],
      ['sign-in', 400],
      ['sign-in', 400],
      ['sign-in', 400],
      ['sign-in', 429],
      ['change', 200],
      ['sign-out', 200],
    ]);
    expect(entries[0]).toMatchObject({ adminName: 'Vera Viewer', changes: [] });
    expect(entries[1].message).toMatch(/completed/);
    expect(entries[2]).toMatchObject({ adminId: 'admin-nobody', resource: 'session' });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Changed#2027x');
    expect(text).not.toContain('pbkdf2');
  });

  it('lists with paging and filters, exports CSV, and refuses every write (405)', async () => {
    const token = await signIn('superadmin@demo.test');
    const list = await call(
      'GET',
      'audit-log?module=Withdraw&action=approve&outcome=200&limit=5&sort=at&order=desc',
      undefined,
      token,
    );
    expect(list.status).toBe(200);
    expect(list.body.result.items).toHaveLength(5);
    expect(list.body.result.total).toBeGreaterThan(5);
    for (const entry of list.body.result.items)
      expect(entry).toMatchObject({ module: 'Withdraw', action: 'approve', outcome: 200 });
    const byAdmin = await call('GET', 'audit-log?adminId=admin-finance&limit=50', undefined, token);
    expect(byAdmin.body.result.items.every((entry: Row) => entry.adminId === 'admin-finance')).toBe(
      true,
    );
    const csv = await call('GET', 'audit-log/export?module=Withdraw', undefined, token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const someEntry = list.body.result.items[0] as Row;
    expect((await call('POST', 'audit-log', { action: 'forged' }, token)).status).toBe(405);
    expect((await call('PUT', `audit-log/${someEntry._id}`, { outcome: 200 }, token)).status).toBe(
      405,
    );
    expect((await call('DELETE', `audit-log/${someEntry._id}`, undefined, token)).status).toBe(405);
    expect(store.find('audit-log', someEntry._id)).toEqual(
      store.all('audit-log').find((row) => row._id === someEntry._id),
    );
  });

  it("answers a record's history to whoever may view its module, the whole log only with Audit Log", async () => {
    const operator = await signIn('operator@demo.test');
    const event = store.all('events').find((row) => row.status === 'draft')!;
    expect(
      (
        await call(
          'PUT',
          `events/${event._id}`,
          { title: `${String(event.title)} (edited)` },
          operator,
        )
      ).status,
    ).toBe(200);
    const history = await call('GET', `events/${event._id}/history`, undefined, operator);
    expect(history.status).toBe(200);
    expect(history.body.result.items[0]).toMatchObject({
      action: 'update',
      adminName: 'Olivia Operator',
      changes: [{ field: 'title', before: event.title, after: `${String(event.title)} (edited)` }],
    });
    expect((await call('GET', 'audit-log', undefined, operator)).status).toBe(403);
    const finance = await signIn('finance@demo.test');
    expect((await call('GET', `events/${event._id}/history`, undefined, finance)).status).toBe(403);
  });

  it('starts from a seeded trail that agrees with the records, and keeps new entries across reloads', async () => {
    const seeded = store.all('audit-log') as unknown as AuditEntry[];
    expect(seeded.length).toBeGreaterThan(1000);
    const approvals = seeded.filter((entry) => entry.action === 'approve');
    expect(approvals.length).toBeGreaterThan(100);
    for (const entry of approvals.slice(0, 50)) {
      const row = store.find('withdrawals', String(entry.recordId))!;
      expect((row.approvals as { adminId: string }[]).map((item) => item.adminId)).toContain(
        entry.adminId,
      );
    }
    const token = await signIn('superadmin@demo.test');
    await call('PUT', 'coins/' + store.all('coins')[0]._id, { withdrawFee: '0.25' }, token);
    const latest = store.all('audit-log')[0];
    const reloaded = new DemoStore(storage);
    expect(reloaded.all('audit-log')[0]).toEqual(latest);
  });
});

describe('auditChanges', () => {
  it('diffs nested rows by their name or id, leaves secrets out and cuts long text', () => {
    expect(
      auditChanges(
        {
          passwordHash: 'x',
          restriction: [{ name: 'Tags', canView: true, canEdit: false }],
          markets: [{ _id: 'm1', status: 'active' }],
          content: 'a',
          tagIds: ['t1'],
        },
        {
          passwordHash: 'y',
          restriction: [{ name: 'Tags', canView: true, canEdit: true }],
          markets: [{ _id: 'm1', status: 'closed' }],
          content: 'b'.repeat(600),
          tagIds: ['t1', 't2'],
        },
      ),
    ).toEqual([
      { field: 'restriction.Tags.canEdit', before: false, after: true },
      { field: 'markets.m1.status', before: 'active', after: 'closed' },
      { field: 'content', before: 'a', after: `${'b'.repeat(500)}… (600 characters)` },
      { field: 'tagIds', before: ['t1'], after: ['t1', 't2'] },
    ]);
  });
});
