import { describe, expect, it } from 'vitest';
import type { PendingChange } from '../../resources/domain';
import type { Row } from '../../src/demo/store';
import { STEP_UP_REQUIRED } from '../../src/model/stepUp';
import { freshDemoApi } from './demoClient';

/**
 * Where dual control applies: a market's resolution, a coin's limits, the platform switches and
 * default fees, rights to a money or rights module, a trade bot's start, and turning a kind off.
 * A superadmin is no exception; each kind may be turned off, which itself needs a second admin.
 */
const demo = freshDemoApi();

const as = async (who: string, options?: { confirmed: boolean }) => {
  const { token } = await demo.session(`${who}@demo.test`, options);
  return (method: string, path: string, body?: unknown) => demo.call(method, path, body, token);
};
const approve = async (change: PendingChange) =>
  (await as('superadmin'))('POST', `approvals/${change._id}/approve`);

/** A draft event published and closed by the operator: its markets await resolution. */
async function closedEvent() {
  const operator = await as('operator');
  const event = demo.store
    .all('events')
    .find((row) => row.status === 'draft' && !row.negRisk && (row.markets as Row[]).length)!;
  await operator('POST', `events/${event._id}/publish`);
  await operator('POST', `events/${event._id}/close`);
  const markets = demo.store.find('events', event._id)!.markets as Row[];
  const outcomes = Object.fromEntries(markets.map((row, i) => [row._id, i ? 'No' : 'Yes']));
  return { operator, event, outcomes };
}

describe('dual control applies to', () => {
  it('a market resolution: the whole outcome set waits, then resolves on approval', async () => {
    const { operator, event, outcomes } = await closedEvent();
    const body = { outcomes, ticker: event.ticker, reason: 'Official result published' };
    const held = await operator('POST', `events/${event._id}/resolve`, body);
    expect(held.status).toBe(202);
    expect(held.body.result).toMatchObject({
      kind: 'marketResolution',
      module: 'Unresolved Markets',
    });
    expect(held.body.result.changes).toEqual(
      expect.arrayContaining([{ field: 'outcomes', before: null, after: outcomes }]),
    );
    expect(demo.store.find('events', event._id)!.status).toBe('closed');
    // A second resolution of the same market waits behind the first.
    expect((await operator('POST', `events/${event._id}/resolve`, body)).status).toBe(409);
    expect((await approve(held.body.result)).status).toBe(200);
    expect(demo.store.find('events', event._id)!.status).toBe('resolved');
  });

  it('rights to a money module, and making a superadmin; not view rights', async () => {
    const superadmin = await as('superadmin');
    const viewer = demo.store.find('admins', 'admin-viewer')!;
    const withEdit = (name: string) =>
      (viewer.restriction as Row[]).map((entry) =>
        entry.name === name ? { ...entry, canEdit: true } : entry,
      );
    const money = await superadmin('PUT', 'admins/admin-viewer', {
      restriction: withEdit('Withdraw'),
    });
    expect(money.status).toBe(202);
    expect(money.body.result.kind).toBe('adminRights');
    const plain = await superadmin('PUT', 'admins/admin-operator', {
      restriction: [
        ...(demo.store.find('admins', 'admin-operator')!.restriction as Row[]),
        { name: 'Coin List', canView: true, canEdit: false },
      ],
    });
    expect(plain.status).toBe(200);
    const promoted = await superadmin('PUT', 'admins/admin-finance', { role: 'superadmin' });
    expect(promoted.status).toBe(202);
  });

  it('a new admin created with money rights: created without them, the rights held', async () => {
    const superadmin = await as('superadmin');
    const restriction = [
      { name: 'Withdraw', canView: true, canEdit: true },
      { name: 'Tags', canView: true, canEdit: false },
    ];
    const made = await superadmin('POST', 'admins', {
      name: 'Wanda Withdraw',
      email: 'wanda@demo.test',
      role: 'subadmin',
      password: 'Start#2026x',
      restriction,
    });
    expect(made.status).toBe(201);
    expect(made.body.message).toMatch(/waits for approval/);
    const id = made.body.result._id as string;
    expect(demo.store.find('admins', id)!.restriction).toEqual([]);
    const change = demo.store
      .all('approvals')
      .find((row) => row.recordId === id && row.status === 'pending')!;
    expect(change).toMatchObject({ kind: 'adminRights', resource: 'admins', module: 'Sub Admin' });
    // Answered beside the new admin, without the request an approval replays.
    expect(made.body.pendingChange).toMatchObject({ _id: change._id, status: 'pending' });
    expect(made.body.pendingChange).not.toHaveProperty('request');
    // Another admin with edit on Sub Admin approves: the rights asked are given then.
    const rights = demo.store.find('admins', 'admin-viewer')!.restriction as Row[];
    demo.store.update('admins', 'admin-viewer', {
      restriction: rights.map((entry) =>
        entry.name === 'Sub Admin' ? { ...entry, canEdit: true } : entry,
      ),
    });
    const viewer = await as('viewer');
    expect((await viewer('POST', `approvals/${change._id}/approve`)).status).toBe(200);
    expect(demo.store.find('admins', id)!.restriction).toEqual(restriction);
  });

  it('the platform switches and default fees, and a trade bot start', async () => {
    const superadmin = await as('superadmin');
    const trading = await superadmin('POST', 'updateSiteDetails', { tradingEnabled: false });
    expect(trading.status).toBe(202);
    expect(trading.body.result.kind).toBe('platformSettings');
    expect(demo.store.object('site-setting').tradingEnabled).toBe(true);
    const name = await superadmin('POST', 'updateSiteDetails', { siteName: 'Predicta Two' });
    expect(name.status).toBe(200);
    const bot = demo.store.all('trade-bots').find((row) => row.status === 'stopped')!;
    const start = await superadmin('POST', `trade-bots/${bot._id}/start`);
    expect(start.status).toBe(202);
    expect(start.body.result.kind).toBe('tradeBotStart');
    expect(demo.store.find('trade-bots', bot._id)!.status).toBe('stopped');
  });

  it('turning a kind off (itself held), after which that kind applies at once', async () => {
    const superadmin = await as('superadmin');
    const off = await superadmin('POST', 'updateSiteDetails', {
      dualControl: { coinLimits: false },
    });
    expect(off.status).toBe(202);
    expect(off.body.result.kind).toBe('dualControlSetting');
    // Who may view Site Setting but not edit it may not decide it; who may edit it may.
    const viewer = await as('viewer');
    expect((await viewer('POST', `approvals/${off.body.result._id}/approve`)).status).toBe(403);
    const rights = demo.store.find('admins', 'admin-viewer')!.restriction as Row[];
    demo.store.update('admins', 'admin-viewer', {
      restriction: rights.map((entry) =>
        entry.name === 'Site Setting' ? { ...entry, canEdit: true } : entry,
      ),
    });
    expect((await viewer('POST', `approvals/${off.body.result._id}/approve`)).status).toBe(200);
    expect(demo.store.object('site-setting').dualControl).toMatchObject({ coinLimits: false });
    const coin = demo.store.all('coins')[0];
    const finance = await as('finance');
    expect((await finance('PUT', `coins/${coin._id}`, { maxWithdraw: '1234' })).status).toBe(200);
    // Turning it on again makes the check stricter: applied at once.
    const on = await superadmin('POST', 'updateSiteDetails', { dualControl: { coinLimits: true } });
    expect(on.status).toBe(200);
    expect((await finance('PUT', `coins/${coin._id}`, { maxWithdraw: '1500' })).status).toBe(202);
  });
});

describe('approving', () => {
  it('is a sensitive act: it needs a fresh confirmation of identity', async () => {
    const coin = demo.store.all('coins')[0];
    const held = await (await as('finance'))('PUT', `coins/${coin._id}`, { maxWithdraw: '1234' });
    const unconfirmed = await as('superadmin', { confirmed: false });
    const answer = await unconfirmed('POST', `approvals/${held.body.result._id}/approve`);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(STEP_UP_REQUIRED);
  });
});
