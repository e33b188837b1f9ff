import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_LAPSE_MINUTES, liveClaim } from '../../src/model/claims';
import { call, start, store } from './support/finance-demo-api';

/**
 * Claims on queue rows: one holder at a time (409 naming the holder, unless taken over), released
 * by the holder or a superadmin, lapsed 30 minutes after the holder's last activity on the row,
 * seen on the row as read, and every claim, release, take-over and act over a claim audited.
 */
beforeEach(start);

const FINANCE = 'finance@demo.test';
const SUPER = 'superadmin@demo.test';
const pending = () => store.all('withdrawals').find((row) => row.status === 'pending')!;
const claim = (id: string, email = FINANCE, body?: unknown) =>
  call('POST', `/api/admin/withdrawals/${id}/claim`, body, email);
const release = (id: string, email = FINANCE) =>
  call('POST', `/api/admin/withdrawals/${id}/release`, undefined, email);
const read = async (id: string, email = SUPER) =>
  (await call('GET', `/api/admin/withdrawals/${id}`, undefined, email)).body.result;
const entries = (id: string) =>
  store
    .all('audit-log')
    .filter((entry) => entry.recordId === id)
    .reverse();

/** The store's clock, moved by the test (sessions and claims both read it). */
let clock = Date.now();
const tick = (minutes: number) => (clock += minutes * 60_000);

describe('claims', () => {
  beforeEach(() => {
    clock = Date.now();
    (store as { now: () => number }).now = () => clock;
  });

  it('computes a live claim from its time alone', () => {
    const at = '2026-11-23T12:00:00.000Z';
    const row = { claimedBy: 'a', claimedAt: at };
    expect(liveClaim(row, Date.parse(at) + 29 * 60_000)).toEqual({ by: 'a', at });
    expect(liveClaim(row, Date.parse(at) + CLAIM_LAPSE_MINUTES * 60_000)).toBeUndefined();
    expect(liveClaim({ claimedBy: null, claimedAt: at }, Date.parse(at))).toBeUndefined();
  });

  it('refuses a body it does not take with a 400 naming the key, claiming nothing', async () => {
    const row = pending();
    for (const [body, key] of [
      [{ takeOver: 'yes' }, 'takeOver'],
      [{ takeOver: 1 }, 'takeOver'],
      [{ reason: 'mine' }, 'reason'],
    ] as const) {
      const refused = await claim(row._id, FINANCE, body);
      expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, [key]]);
    }
    expect(await read(row._id)).not.toHaveProperty('claimedBy');
  });

  it('is held by one admin, shown on the row, refused to another naming the holder', async () => {
    const row = pending();
    const done = await claim(row._id);
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ claimedBy: 'admin-finance' });
    expect(await read(row._id)).toMatchObject({
      claimedBy: 'admin-finance',
      claimedByName: 'Felix Finance',
    });
    const listed = await call('GET', '/api/admin/withdrawals?status=pending', undefined, SUPER);
    const inList = listed.body.result.items.find((item: { _id: string }) => item._id === row._id);
    expect(inList.claimedByName).toBe('Felix Finance');
    const refused = await claim(row._id, SUPER);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Claimed by Felix Finance since \d\d:\d\d UTC$/);
    // The holder claiming again keeps it.
    expect((await claim(row._id)).status).toBe(200);
  });

  it('is taken over only when asked, and the take-over names whose claim it was', async () => {
    const row = pending();
    await claim(row._id);
    const taken = await claim(row._id, SUPER, { takeOver: true });
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe('Taken over from Felix Finance');
    expect((await read(row._id)).claimedByName).toBe('Sam Super');
    expect(entries(row._id).map((entry) => [entry.action, entry.outcome])).toEqual([
      ['claim', 200],
      ['take-over', 200],
    ]);
    // The holder is named as it was then, for the log to say whose claim it was done over.
    expect(entries(row._id)[1]).toMatchObject({
      adminId: 'admin-superadmin',
      overClaimOf: 'admin-finance',
      names: { 'admin-finance': { name: 'Felix Finance', resource: 'admins' } },
    });
    expect((await claim(row._id, FINANCE, { takeOver: 'yes', other: 1 })).status).toBe(400);
  });

  it('is released by its holder or a superadmin, no one else', async () => {
    const row = pending();
    expect((await release(row._id)).status).toBe(409);
    await claim(row._id, SUPER);
    const refused = await release(row._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Only Sam Super, who claimed it, or a superadmin may release it',
    );
    expect((await release(row._id, SUPER)).status).toBe(200);
    expect((await read(row._id)).claimedBy).toBeUndefined();
    await claim(row._id);
    // A superadmin's release of another admin's claim is recorded as over that claim.
    expect((await release(row._id, SUPER)).status).toBe(200);
    const last = entries(row._id).at(-1)!;
    expect(last).toMatchObject({ action: 'release', outcome: 200, overClaimOf: 'admin-finance' });
    expect(entries(row._id).map((entry) => entry.action)).toEqual([
      'release',
      'claim',
      'release',
      'release',
      'claim',
      'release',
    ]);
  });

  it('needs edit on the module and a known row', async () => {
    const row = pending();
    expect((await claim(row._id, 'viewer@demo.test')).status).toBe(403);
    expect((await claim('no-such-row')).status).toBe(404);
    expect((await call('GET', `/api/admin/withdrawals/${row._id}/claim`)).status).toBe(405);
    expect((await call('POST', `/api/admin/coins/${store.all('coins')[0]._id}/claim`)).status).toBe(
      404,
    );
  });

  it('lapses 30 minutes after the holder last acted on the row; activity renews it', async () => {
    const row = pending();
    await claim(row._id);
    tick(20);
    // A note is activity: the claim runs from now. A read is not.
    await call('POST', `/api/admin/withdrawals/${row._id}/notes`, { text: 'Checking the address' });
    tick(20);
    expect((await read(row._id)).claimedByName).toBe('Felix Finance');
    await call('GET', `/api/admin/withdrawals/${row._id}`);
    tick(11);
    expect((await read(row._id)).claimedBy).toBeUndefined();
    // Lapsed: anyone may claim it, no take-over asked.
    expect((await claim(row._id, SUPER)).status).toBe(200);
  });

  it('records an action taken on a row another admin claimed', async () => {
    const row = pending();
    await claim(row._id, SUPER);
    const rejected = await call('POST', `/api/admin/withdrawals/${row._id}/reject`, {
      reasonCode: 'user_request',
    });
    expect(rejected.status).toBe(200);
    expect(entries(row._id).find((entry) => entry.action === 'reject')).toMatchObject({
      adminId: 'admin-finance',
      overClaimOf: 'admin-superadmin',
    });
    // The holder's own action is no act over a claim.
    const other = store.all('withdrawals').filter((item) => item.status === 'pending')[1];
    await claim(other._id);
    await call('POST', `/api/admin/withdrawals/${other._id}/reject`, {
      reasonCode: 'user_request',
    });
    expect(
      entries(other._id).find((entry) => entry.action === 'reject')?.overClaimOf,
    ).toBeUndefined();
  });

  it('is claimed on the approvals inbox as on the withdrawal itself', async () => {
    const row = pending();
    expect((await call('POST', `/api/admin/approvals/withdrawal-${row._id}/claim`)).status).toBe(
      200,
    );
    expect((await read(row._id)).claimedByName).toBe('Felix Finance');
    const inbox = await call('GET', '/api/admin/approvals?kind=withdrawal', undefined, SUPER);
    const listed = inbox.body.result.items.find(
      (item: { _id: string }) => item._id === `withdrawal-${row._id}`,
    );
    expect(listed).toMatchObject({ claimedBy: 'admin-finance', claimedByName: 'Felix Finance' });
    // The claim's change names its holder in the log, as other admins' ids are named.
    const entry = entries(`withdrawal-${row._id}`).find((item) => item.action === 'claim')!;
    expect(entry.names).toMatchObject({ 'admin-finance': { name: 'Felix Finance' } });
  });

  it('takes exactly one of 40 parallel claims of one row by 40 admins', async () => {
    const row = pending();
    const finance = store.find('admins', 'admin-finance')!;
    const emails = Array.from({ length: 40 }, (_, index) => `burst-${index}@demo.test`);
    emails.forEach((email, index) =>
      store.insert('admins', {
        ...finance,
        _id: `admin-burst-${index}`,
        email,
        name: `Burst ${index}`,
      }),
    );
    // Signed in first, so that the burst is claims alone.
    for (const email of emails)
      await call('GET', '/api/admin/withdrawals?pageSize=1', undefined, email);
    const answers = await Promise.all(emails.map((email) => claim(row._id, email)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(39);
  });
});
