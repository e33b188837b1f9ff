import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../src/model/contract';
import { simulatedCollections, simulateOnce } from '../../src/demo/simulator';
import { freshDemoApi } from './demoClient';
import { singleControl } from './support/singleControl';
import { channels, feedListener } from './liveListener';

/**
 * The demo API's live feed (GET /api/admin/live): every change reaches the admins who may view its
 * module, and only them; a reconnection gets what it missed, or a reset; a session that ends ends
 * its stream. And versioned saves: a save loaded at an older version is refused, naming who saved.
 */
const demo = freshDemoApi();
// Saves applied at once: dual control's own bursts are in concurrency-dual-control.test.ts.
beforeEach(() => singleControl(demo.store));
const streams: AbortController[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.abort()));

const listen = feedListener(demo, streams);

describe('the live feed', () => {
  it('tells each admin of the changes to modules it may view, and nothing else', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const finance = listen(await demo.signIn('finance@demo.test'));
    const operator = listen(await demo.signIn('operator@demo.test'));
    await Promise.all([finance.ready, operator.ready]);

    const withdrawal = demo.store
      .all('withdrawals')
      .find((row) => row.status === 'pending' && row.needsTwoApprovals === false)!;
    const heardByFinance = finance.next('resources/withdrawals');
    const approved = await demo.call(
      'POST',
      `withdrawals/${withdrawal._id}/approve`,
      {},
      superadmin,
    );
    expect(approved.status).toBe(200);
    const message = await heardByFinance;
    expect(message).toMatchObject({
      type: 'updated',
      payload: { ids: [withdrawal._id], versions: { [withdrawal._id]: 2 } },
    });

    // The operator may view events, not withdrawals: it hears the event, never the withdrawal.
    const event = demo.store.all('events').find((row) => row.status === 'draft')!;
    const heardByOperator = operator.next('resources/events');
    expect(
      (
        await demo.call(
          'PUT',
          `events/${event._id}`,
          { title: `${event.title} (edited)` },
          superadmin,
        )
      ).status,
    ).toBe(200);
    await heardByOperator;
    expect(channels(operator)).not.toContain('resources/withdrawals');
    expect(channels(operator)).toContain('resources/unresolved-markets');
    expect(channels(finance)).not.toContain('resources/events');
  });

  it('tells an admin of its own notifications only', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const own = listen(superadmin);
    const finance = listen(await demo.signIn('finance@demo.test'));
    await Promise.all([own.ready, finance.ready]);
    const mine = demo.store
      .all('notifications')
      .find((row) => row.adminId === 'admin-superadmin' && !row.readAt)!;
    const heard = own.next('resources/notifications');
    expect(
      (await demo.call('POST', `notifications/${mine._id}/mark-read`, {}, superadmin)).status,
    ).toBe(200);
    expect((await heard).payload.ids).toEqual([mine._id]);
    // A change the finance admin hears comes after: nothing about the superadmin's notification.
    const deposit = demo.store.all('deposits').find((row) => row.status === 'detected')!;
    const next = finance.next('resources/deposits');
    await demo.call(
      'POST',
      `deposits/${deposit._id}/reject`,
      { reasonCode: 'other', rejectReason: 'Duplicate credit' },
      superadmin,
    );
    await next;
    expect(channels(finance)).not.toContain('resources/notifications');
  });

  it('reports a view by its source rows: a cancelled order is a pending order changed', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const heard = listen(superadmin);
    await heard.ready;
    const order = demo.store.all('orders').find((row) => row.status === 'open')!;
    const pending = heard.next('resources/pending-orders');
    expect(
      (
        await demo.call(
          'POST',
          `pending-orders/${order._id}/cancel`,
          { reasonCode: 'user_request' },
          superadmin,
        )
      ).status,
    ).toBe(200);
    expect((await pending).payload.ids).toEqual([order._id]);
    expect(channels(heard)).toContain('resources/orders');
  });

  it('replays what a reconnection missed, once, and answers a reset when it cannot', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const first = listen(superadmin);
    const position = await first.ready;
    streams.splice(0).forEach((stream) => stream.abort());
    await first.ended;

    const deposit = demo.store.all('deposits').find((row) => row.status === 'detected')!;
    await demo.call(
      'POST',
      `deposits/${deposit._id}/reject`,
      { reasonCode: 'other', rejectReason: 'Duplicate credit' },
      superadmin,
    );

    const again = listen(superadmin, position);
    const missed = await again.next('resources/deposits');
    expect(missed.payload.ids).toEqual([deposit._id]);
    expect(again.resets).toBe(0);

    const stranger = listen(superadmin, 'another-server.12');
    await stranger.ready;
    await expect.poll(() => stranger.resets).toBe(1);
  });

  it('drops what was on its way to a stream its client closed, rather than failing', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const response = (await demo.api(
      new Request(`http://demo.test${LIVE_PATH}`, { headers: { Authorization: superadmin } }),
    ))!;
    const reader = response.body!.getReader();
    await reader.read(); // ready
    const deposit = demo.store.all('deposits').find((row) => row.status === 'detected')!;
    demo.store.update('deposits', deposit._id, { note: 'seen' });
    // The change is on its way to the stream (its rights being checked) when the tab closes.
    await Promise.resolve();
    await reader.cancel();
    // A later change reaches another stream; the closed one took nothing and threw nothing.
    const other = listen(superadmin);
    await other.ready;
    const next = other.next('resources/deposits');
    demo.store.update('deposits', deposit._id, { note: 'seen again' });
    expect((await next).payload.ids).toEqual([deposit._id]);
  });

  it('answers 401 without a session and ends a stream when its session ends', async () => {
    const unsigned = await demo.call('GET', LIVE_PATH);
    expect(unsigned.status).toBe(401);

    const finance = await demo.signIn('finance@demo.test');
    const heard = listen(finance);
    await heard.ready;
    expect((await demo.call('POST', 'logout', {}, finance)).status).toBe(200);
    // The next change ends the signed-out stream instead of telling it anything.
    simulateOnce(demo.store, () => 0);
    await heard.ended;
    expect(heard.messages).toEqual([]);
  });

  it('groups the rows one request writes into one message', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const heard = listen(superadmin);
    await heard.ready;
    const unread = demo.store
      .all('notifications')
      .filter((row) => row.adminId === 'admin-superadmin' && !row.readAt);
    expect(unread.length).toBeGreaterThan(1);
    const message = heard.next('resources/notifications');
    await demo.call('POST', 'notifications/read-all', {}, superadmin);
    expect((await message).payload.ids.sort()).toEqual(unread.map((row) => row._id).sort());
  });
});

describe('versioned saves', () => {
  it('refuses a save loaded at an older version, naming who saved since', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const operator = await demo.signIn('operator@demo.test');
    const event = demo.store.all('events').find((row) => row.status === 'draft')!;
    const loaded = await demo.call('GET', `events/${event._id}`, undefined, operator);
    expect(loaded.body.result.version).toBe(1);

    const put = (token: string, title: string, version: number) =>
      demo.api(
        new Request(`http://demo.test/api/admin/events/${event._id}`, {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: token,
            'If-Match': `"${version}"`,
          },
          body: JSON.stringify({ title }),
        }),
      );
    expect((await put(superadmin, `${event.title} (superadmin)`, 1))!.status).toBe(200);
    const refused = (await put(operator, `${event.title} (operator)`, 1))!;
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(
      /^Sam Super changed this event at .+ after you opened it/,
    );
    expect(demo.store.find('events', event._id)!.title).toBe(`${event.title} (superadmin)`);
  });

  it('lets one of two parallel saves from the same version through', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const coin = demo.store.all('coins')[0];
    const answers = await Promise.all(
      ['0.5', '0.6', '0.7'].map((fee) =>
        demo.api(
          new Request(`http://demo.test/api/admin/coins/${coin._id}`, {
            method: 'PUT',
            headers: {
              'Content-Type': 'application/json',
              Authorization: superadmin,
              'If-Match': '1',
            },
            body: JSON.stringify({ withdrawFee: fee }),
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer!.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('the platform simulator', () => {
  it('adds a deposit, a withdrawal with its notifications, or an order', async () => {
    expect(simulatedCollections().sort()).toEqual(['deposits', 'orders', 'withdrawals']);
    const before = {
      deposits: demo.store.all('deposits').length,
      withdrawals: demo.store.all('withdrawals').length,
      orders: demo.store.all('orders').length,
      notifications: demo.store.all('notifications').length,
    };
    const collections = simulatedCollections().sort();
    for (let index = 0; index < collections.length; index++) {
      const dice = (index + 0.5) / collections.length;
      expect(simulateOnce(demo.store, () => dice)).toBeDefined();
    }
    expect(demo.store.all('deposits').length).toBe(before.deposits + 1);
    expect(demo.store.all('orders').length).toBe(before.orders + 1);
    expect(demo.store.all('withdrawals').length).toBe(before.withdrawals + 1);
    const withdrawal = demo.store.all('withdrawals')[0];
    expect(withdrawal).toMatchObject({ status: 'pending', approvals: [] });
    // The superadmin and the finance admin review withdrawals; the operator does not.
    const notified = demo.store
      .all('notifications')
      .slice(0, demo.store.all('notifications').length - before.notifications)
      .map((row) => row.adminId);
    expect(notified).toContain('admin-superadmin');
    expect(notified).toContain('admin-finance');
    expect(notified).not.toContain('admin-operator');
  });
});
