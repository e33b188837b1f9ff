import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { demoClient } from './demoClient';
import { DemoStore, type Row } from '../../src/demo/store';

/** The demo API's trading and users routes: views, filters, cancel one, cancel all, 403/409. */
const base = 'http://demo.test';
let api: ReturnType<typeof createDemoApi>;
let store: DemoStore;

const { call, signIn } = demoClient(() => api);

const isOpen = (order: Row) => order.status === 'open' || order.status === 'partiallyFilled';

beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
});

describe('pending orders (/order-history)', () => {
  it('lists only open and partially filled orders, with market and user joined in, a page at a time', async () => {
    const token = await signIn('superadmin@demo.test');
    const { status, body } = await call(
      'GET',
      '/api/admin/pending-orders?limit=5',
      undefined,
      token,
    );
    expect(status).toBe(200);
    expect(body.result.total).toBe(store.all('orders').filter(isOpen).length);
    expect(body.result.total).toBeGreaterThan(100);
    expect(body.result.items).toHaveLength(5);
    for (const item of body.result.items) {
      expect(['open', 'partiallyFilled']).toContain(item.status);
      expect(item.marketQuestion).toMatch(/\?$/);
      expect(item.userName).toBe(store.find('users', item.userId)?.name);
    }
  });

  it('filters by market, user, side, status and date range on the server', async () => {
    const token = await signIn('superadmin@demo.test');
    const sample = store.all('orders').find(isOpen)!;
    const from = '2026-01-01T00:00:00.000Z';
    const to = new Date(Date.parse(String(sample.createdAt)) + 1000).toISOString();
    const query = new URLSearchParams({
      marketId: String(sample.marketId),
      userId: String(sample.userId),
      side: String(sample.side),
      status: String(sample.status),
      createdAt_gte: from,
      createdAt_lte: to,
    });
    const { body } = await call('GET', `/api/admin/pending-orders?${query}`, undefined, token);
    const expected = store
      .all('orders')
      .filter(
        (order) =>
          order.marketId === sample.marketId &&
          order.userId === sample.userId &&
          order.side === sample.side &&
          order.status === sample.status &&
          String(order.createdAt) <= to,
      );
    expect(body.result.total).toBe(expected.length);
    expect(body.result.items.map((item: Row) => item._id)).toContain(sample._id);
  });

  it('cancels one open order, then refuses a second cancel (409)', async () => {
    const token = await signIn('superadmin@demo.test');
    const order = store.all('orders').find((row) => row.status === 'partiallyFilled')!;
    const done = await call(
      'POST',
      `/api/admin/pending-orders/${order._id}/cancel`,
      { reasonCode: 'user_request' },
      token,
    );
    expect(done.status).toBe(200);
    expect(store.find('orders', order._id)).toMatchObject({
      status: 'cancelled',
      filledSize: order.filledSize,
      updatedBy: 'admin-superadmin',
    });
    const again = await call(
      'POST',
      `/api/admin/pending-orders/${order._id}/cancel`,
      { reasonCode: 'user_request' },
      token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot cancel: the pending order is cancelled.');
  });

  it('answers 409, not 404, for a filled order (it has left the list)', async () => {
    const token = await signIn('superadmin@demo.test');
    const filled = store.all('orders').find((row) => row.status === 'filled')!;
    const { status, body } = await call(
      'POST',
      `/api/admin/pending-orders/${filled._id}/cancel`,
      {},
      token,
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(/filled/);
    expect(store.find('orders', filled._id)?.status).toBe('filled');
    const unknown = await call('POST', '/api/admin/pending-orders/nope/cancel', {}, token);
    expect(unknown.status).toBe(404);
  });

  it('cancels every open order of a market in one request and answers the count', async () => {
    const token = await signIn('superadmin@demo.test');
    const marketId = String(store.all('orders').find(isOpen)!.marketId);
    const ofMarket = () => store.all('orders').filter((order) => order.marketId === marketId);
    const before = ofMarket().filter(isOpen).length;
    const closedBefore = ofMarket().filter((order) => !isOpen(order));
    const counted = await call(
      'GET',
      `/api/admin/pending-orders?marketId=${marketId}&limit=1`,
      undefined,
      token,
    );
    expect(counted.body.result.total).toBe(before);
    const { status, body } = await call(
      'POST',
      '/api/admin/pending-orders/cancel-all',
      { marketId, reasonCode: 'market_error' },
      token,
    );
    expect(status).toBe(200);
    expect(body.result).toEqual({ count: before });
    expect(body.message).toBe(`${before} open order${before === 1 ? '' : 's'} cancelled`);
    expect(ofMarket().filter(isOpen)).toHaveLength(0);
    // Orders that were not open keep their state.
    for (const order of closedBefore) expect(store.find('orders', order._id)).toEqual(order);
  });

  it('cancels every open order of a user', async () => {
    const token = await signIn('superadmin@demo.test');
    const userId = String(store.all('orders').find(isOpen)!.userId);
    const open = store.all('orders').filter((order) => order.userId === userId && isOpen(order));
    const unsaid = await call('POST', '/api/admin/pending-orders/cancel-all', { userId }, token);
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.errors).toHaveProperty('reasonCode');
    expect(store.all('orders').filter((order) => order.userId === userId && isOpen(order))).toEqual(
      open,
    );
    const { body } = await call(
      'POST',
      '/api/admin/pending-orders/cancel-all',
      { userId, reasonCode: 'risk_limit', cancelReason: 'Over the daily cap' },
      token,
    );
    expect(body.result.count).toBe(open.length);
    for (const order of open)
      expect(store.find('orders', order._id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Risk limit exceeded: Over the daily cap',
      });
    // The audit entry keeps the code: the log filters by it, the dashboard counts it.
    const entry = store.all('audit-log').find((row) => row.action === 'cancel-all');
    expect(entry).toMatchObject({ reasonCode: 'risk_limit', outcome: 200 });
  });

  it('needs exactly one known market or user', async () => {
    const token = await signIn('superadmin@demo.test');
    const order = store.all('orders').find(isOpen)!;
    const why = { reasonCode: 'user_request' };
    const none = await call('POST', '/api/admin/pending-orders/cancel-all', why, token);
    expect(none.status).toBe(400);
    const both = await call(
      'POST',
      '/api/admin/pending-orders/cancel-all',
      { marketId: order.marketId, userId: order.userId, ...why },
      token,
    );
    expect(both.status).toBe(400);
    const unknown = await call(
      'POST',
      '/api/admin/pending-orders/cancel-all',
      { marketId: 'no-such-market', ...why },
      token,
    );
    expect(unknown.status).toBe(404);
    expect(store.all('orders').filter(isOpen).length).toBeGreaterThan(0);
  });

  it('lets a view-only admin list but not cancel (403), and an admin without the module nothing', async () => {
    const viewer = await signIn('viewer@demo.test');
    const order = store.all('orders').find(isOpen)!;
    expect((await call('GET', '/api/admin/pending-orders', undefined, viewer)).status).toBe(200);
    const one = await call('POST', `/api/admin/pending-orders/${order._id}/cancel`, {}, viewer);
    expect(one.status).toBe(403);
    const all = await call(
      'POST',
      '/api/admin/pending-orders/cancel-all',
      { marketId: order.marketId },
      viewer,
    );
    expect(all.status).toBe(403);
    expect(store.find('orders', order._id)?.status).toBe(order.status);
    const operator = await signIn('operator@demo.test');
    expect((await call('GET', '/api/admin/pending-orders', undefined, operator)).status).toBe(403);
  });
});

describe('trades, positions and a user history', () => {
  it('finds trades on either side of a user, and filters trades on the server', async () => {
    const token = await signIn('finance@demo.test');
    const trade = store.all('trades')[0];
    const userId = String(trade.makerUserId);
    const { body } = await call(
      'GET',
      `/api/admin/trades?userIds=${userId}&limit=1000`,
      undefined,
      token,
    );
    const expected = store
      .all('trades')
      .filter((row) => row.takerUserId === userId || row.makerUserId === userId);
    expect(body.result.total).toBe(expected.length);
    expect(body.result.items[0]).toMatchObject({
      takerName: store.find('users', String(body.result.items[0].takerUserId))?.name,
    });
    const failed = await call(
      'GET',
      '/api/admin/trades?status=failed&side=SELL&limit=1',
      undefined,
      token,
    );
    expect(failed.body.result.total).toBe(
      store.all('trades').filter((row) => row.status === 'failed' && row.side === 'SELL').length,
    );
    // Trade history is read-only.
    expect((await call('POST', '/api/admin/trades', {}, token)).status).toBe(403);
  });

  it('exports the filtered trades as CSV, transaction signatures included', async () => {
    const token = await signIn('finance@demo.test');
    const response = await api(
      new Request(`${base}/api/admin/trades/export?status=failed&sort=createdAt&order=desc`, {
        headers: { Authorization: token },
      }),
    );
    expect(response!.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await response!.text()).trim().split('\r\n');
    const failed = store.all('trades').filter((trade) => trade.status === 'failed');
    expect(lines).toHaveLength(failed.length + 1);
    expect(lines[0].split(',')).toEqual(
      expect.arrayContaining(['_id', 'marketQuestion', 'takerName', 'txSignature', 'status']),
    );
    const newest = failed.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];
    expect(lines[1]).toContain(String(newest.txSignature));
  });

  it('splits positions into open (open, redeemable) and closed', async () => {
    const token = await signIn('superadmin@demo.test');
    const open = await call('GET', '/api/admin/open-positions?limit=1000', undefined, token);
    const closed = await call('GET', '/api/admin/closed-positions?limit=1000', undefined, token);
    expect(open.body.result.total + closed.body.result.total).toBe(store.all('positions').length);
    expect(new Set(open.body.result.items.map((row: Row) => row.status))).toEqual(
      new Set(['open', 'redeemable']),
    );
    expect(new Set(closed.body.result.items.map((row: Row) => row.status))).toEqual(
      new Set(['closed']),
    );
  });

  it("lists a user's orders in every state and the user's logins", async () => {
    const token = await signIn('superadmin@demo.test');
    const userId = String(store.all('orders')[0].userId);
    const orders = await call(
      'GET',
      `/api/admin/orders?userId=${userId}&limit=1000`,
      undefined,
      token,
    );
    expect(orders.body.result.total).toBe(
      store.all('orders').filter((order) => order.userId === userId).length,
    );
    const logins = await call('GET', `/api/admin/user-logins?userId=${userId}`, undefined, token);
    expect(logins.body.result.total).toBe(
      store.all('user-logins').filter((login) => login.userId === userId).length,
    );
  });

  it('refuses block to a view-only admin (403) and asks a reason of an editor (400)', async () => {
    const user = store.all('users').find((row) => row.status === 'active')!;
    const operator = await signIn('operator@demo.test');
    const denied = await call(
      'POST',
      `/api/admin/users/${user._id}/block`,
      { reasonCode: 'other', blockReason: 'x' },
      operator,
    );
    expect(denied.status).toBe(403);
    const superadmin = await signIn('superadmin@demo.test');
    const missing = await call('POST', `/api/admin/users/${user._id}/block`, {}, superadmin);
    expect(missing.status).toBe(400);
    expect(store.find('users', user._id)?.status).toBe('active');
  });
});
