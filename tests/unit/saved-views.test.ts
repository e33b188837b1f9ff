import { beforeEach, describe, expect, it } from 'vitest';
import { startOfDay, type ListedView } from '../../src/model/views';
import { call, start, store } from './support/finance-demo-api';

/**
 * Saved views: kept per admin, shared by an admin with edit on the module with everyone who may
 * view it, the built-in ones asked per admin; each listed with its rows counted with the caller's
 * own rights, and every change audited.
 */
beforeEach(start);

const VIEWS = '/api/admin/views';
const SUPER = 'superadmin@demo.test';
const VIEWER = 'viewer@demo.test';
const OPERATOR = 'operator@demo.test';

async function viewsOf(resource: string, email?: string): Promise<ListedView[]> {
  const answer = await call('GET', `${VIEWS}?resource=${resource}`, undefined, email);
  expect(answer.status).toBe(200);
  return answer.body.result.items as ListedView[];
}
const named = (views: ListedView[], name: string) => views.find((view) => view.name === name);

/** Withdrawals as one admin's list counts them. */
async function listTotal(query: string, email?: string): Promise<number> {
  const answer = await call('GET', `/api/admin/withdrawals?${query}&limit=1`, undefined, email);
  return answer.body.result.total as number;
}

describe('saved views', () => {
  it('keeps an own view, renames and deletes it, and audits each change', async () => {
    const saved = await call('POST', VIEWS, {
      resource: 'withdrawals',
      name: ' Big pending ',
      query: 'status_in=pending&amount_gte=1000&sort=amount&order=desc&limit=50',
      columns: ['createdAt', 'amount', 'status'],
    });
    expect(saved.status).toBe(201);
    const view = saved.body.result;
    expect(view).toMatchObject({ name: 'Big pending', ownerId: 'admin-finance', shared: false });
    const listed = named(await viewsOf('withdrawals'), 'Big pending')!;
    expect(listed.count).toBe(await listTotal('status_in=pending&amount_gte=1000'));
    // Another admin does not see a view not shared.
    expect(named(await viewsOf('withdrawals', SUPER), 'Big pending')).toBeUndefined();
    // The same name again, however spelled, is refused for the same owner and list.
    const twice = await call('POST', VIEWS, { resource: 'withdrawals', name: 'big  PENDING' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.name).toMatch(/already/);
    const renamed = await call('PUT', `${VIEWS}/${view._id}`, { name: 'Large pending' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.name).toBe('Large pending');
    // Only its owner changes or deletes it; an admin who cannot see it is told it does not exist.
    await call('PUT', `${VIEWS}/${view._id}`, { shared: true });
    expect((await call('PUT', `${VIEWS}/${view._id}`, { name: 'x' }, SUPER)).status).toBe(403);
    expect((await call('DELETE', `${VIEWS}/${view._id}`, undefined, SUPER)).status).toBe(403);
    expect((await call('DELETE', `${VIEWS}/${view._id}`, undefined, OPERATOR)).status).toBe(404);
    expect((await call('DELETE', `${VIEWS}/${view._id}`)).status).toBe(200);
    expect(named(await viewsOf('withdrawals'), 'Large pending')).toBeUndefined();
    const entries = store.all('audit-log').filter((entry) => entry.resource === 'views');
    expect(entries.map((entry) => [entry.action, entry.outcome])).toEqual(
      expect.arrayContaining([
        ['create', 201],
        ['create', 400],
        ['update', 200],
        ['update', 403],
        ['delete', 200],
      ]),
    );
    expect(entries.find((entry) => entry.outcome === 201)?.recordTitle).toBe('Big pending');
  });

  it('shares only with edit on the module, and only with admins who may view it', async () => {
    const viewerShares = await call(
      'POST',
      VIEWS,
      { resource: 'withdrawals', name: 'Mine', shared: true },
      VIEWER,
    );
    expect(viewerShares.status).toBe(403);
    // The viewer may keep the view for itself.
    const own = await call('POST', VIEWS, { resource: 'withdrawals', name: 'Mine' }, VIEWER);
    expect(own.status).toBe(201);
    const refused = await call('PUT', `${VIEWS}/${own.body.result._id}`, { shared: true }, VIEWER);
    expect(refused.status).toBe(403);
    const shared = await call('POST', VIEWS, {
      resource: 'withdrawals',
      name: 'Team queue',
      query: 'status_in=pending',
      shared: true,
    });
    expect(shared.status).toBe(201);
    const seen = named(await viewsOf('withdrawals', SUPER), 'Team queue')!;
    expect(seen).toMatchObject({ ownerName: 'Felix Finance', shared: true, builtIn: false });
    expect(seen.count).toBe(await listTotal('status_in=pending', SUPER));
    expect(named(await viewsOf('withdrawals', VIEWER), 'Team queue')).toBeDefined();
    // The operator may not view withdrawals: neither the list's views nor the views at all.
    expect((await call('GET', `${VIEWS}?resource=withdrawals`, undefined, OPERATOR)).status).toBe(
      403,
    );
    const all = await call('GET', VIEWS, undefined, OPERATOR);
    expect(all.status).toBe(200);
    expect(
      (all.body.result.items as ListedView[]).filter((view) => view.resource === 'withdrawals'),
    ).toEqual([]);
    // Finance loses edit on Withdraw: its view is no longer offered to others, still to itself.
    const finance = store.find('admins', 'admin-finance')!;
    store.update('admins', finance._id, {
      restriction: [{ name: 'Withdraw', canView: true, canEdit: false }],
    });
    expect(named(await viewsOf('withdrawals', SUPER), 'Team queue')).toBeUndefined();
    expect(named(await viewsOf('withdrawals'), 'Team queue')).toBeDefined();
  });

  it('answers the built-in views per admin, with counts and the oldest row', async () => {
    // One withdrawal awaits a second approval that finance gave: it waits for the superadmin only.
    const row = store.all('withdrawals').find((item) => item.status === 'pending')!;
    store.update('withdrawals', row._id, {
      status: 'awaitingSecondApproval',
      needsTwoApprovals: true,
      approvals: [{ adminId: 'admin-finance', at: new Date(store.now()).toISOString() }],
    });
    const rows = store.all('withdrawals');
    const pending = rows.filter((item) => item.status === 'pending').length;
    const second = rows.filter((item) => item.status === 'awaitingSecondApproval');
    const mineFirst = second.filter((item) =>
      (item.approvals as { adminId: string }[]).some((a) => a.adminId === 'admin-finance'),
    ).length;
    const finance = await viewsOf('withdrawals');
    const superadmin = await viewsOf('withdrawals', SUPER);
    const waiting = (views: ListedView[]) => named(views, 'Waiting for my approval')!;
    expect(waiting(finance).builtIn).toBe(true);
    expect(waiting(finance).count).toBe(pending + second.length - mineFirst);
    const superFirst = second.filter((item) =>
      (item.approvals as { adminId: string }[]).some((a) => a.adminId === 'admin-superadmin'),
    ).length;
    expect(waiting(superadmin).count).toBe(pending + second.length - superFirst);
    expect(waiting(superadmin).count).not.toBe(waiting(finance).count);
    // The viewer may not approve: nothing waits for it.
    expect(waiting(await viewsOf('withdrawals', VIEWER)).count).toBe(0);
    expect(named(finance, 'Needs a second approval')!.count).toBe(second.length);
    expect(named(finance, 'Approved by me today')!.count).toBeGreaterThanOrEqual(1);
    expect(named(superadmin, 'Approved by me today')!.count).toBe(
      rows.filter((item) =>
        (item.approvals as { adminId: string; at: string }[]).some(
          (a) => a.adminId === 'admin-superadmin' && a.at >= startOfDay(store.now(), 'UTC'),
        ),
      ).length,
    );
    // The oldest row of "Needs a second approval" is the earliest requested among them.
    const oldest = second.map((item) => String(item.createdAt)).sort()[0];
    expect(Date.parse(named(finance, 'Needs a second approval')!.oldestAt!)).toBe(
      Date.parse(oldest),
    );
    // The approvals inbox has its own.
    const inbox = await viewsOf('approvals', SUPER);
    expect(named(inbox, 'Waiting for my approval')!.query).toBe('waitingForMe=true');
    expect(named(inbox, 'Proposed by me')!.query).toContain('proposedBy=admin-superadmin');
  });

  it('refuses bad input with field errors, and built-in views with 405', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const answer = await call('POST', VIEWS, { resource: 'withdrawals', name: 'V', ...body });
      expect(answer.status).toBe(400);
      return answer.body.errors as Record<string, string>;
    };
    expect(await bad({ name: '' })).toHaveProperty('name');
    expect(await bad({ name: 'x'.repeat(61) })).toHaveProperty('name');
    expect(await bad({ name: 42 })).toHaveProperty('name');
    expect(await bad({ query: 'password=1' })).toHaveProperty('query');
    expect(await bad({ query: 'sort=nope' })).toHaveProperty('query');
    expect(await bad({ query: 'limit=0' })).toHaveProperty('query');
    expect(await bad({ query: { status: 'pending' } })).toHaveProperty('query');
    expect(await bad({ columns: ['password'] })).toHaveProperty('columns');
    expect(await bad({ columns: 'amount' })).toHaveProperty('columns');
    expect(await bad({ shared: 'yes' })).toHaveProperty('shared');
    expect(await bad({ owner: 'admin-superadmin' })).toHaveProperty('owner');
    expect(await bad({ resource: 'nothing' })).toHaveProperty('resource');
    expect(await bad({ name: 'Waiting for my approval' })).toHaveProperty('name');
    expect((await call('GET', `${VIEWS}?resource=nothing`)).status).toBe(400);
    expect((await call('GET', `${VIEWS}?sort=name`)).status).toBe(400);
    const builtIn = named(await viewsOf('withdrawals'), 'Needs a second approval')!;
    expect((await call('PUT', `${VIEWS}/${builtIn._id}`, { name: 'Mine' })).status).toBe(405);
    expect((await call('DELETE', `${VIEWS}/${builtIn._id}`)).status).toBe(405);
    expect((await call('DELETE', `${VIEWS}/nothing`)).status).toBe(404);
    expect((await call('PATCH', VIEWS, {})).status).toBe(405);
  });

  it('starts "today" at midnight in the time zone asked', () => {
    const at = Date.parse('2026-11-27T02:30:00Z');
    expect(startOfDay(at, 'UTC')).toBe('2026-11-27T00:00:00.000Z');
    expect(startOfDay(at, 'America/New_York')).toBe('2026-11-26T05:00:00.000Z');
    expect(startOfDay(at, 'Asia/Tokyo')).toBe('2026-11-26T15:00:00.000Z');
    expect(startOfDay(at, 'Not/AZone')).toBe('2026-11-27T00:00:00.000Z');
  });
});
