import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/demo/store';
import { call, createEvent, freshEventsApi, iso, store } from '../../tests/unit/support/events-api';

describe('demo API: events, markets and resolution', () => {
  freshEventsApi();

  it('resolves once: checks outcomes and ticker, cancels open orders, makes winners redeemable', async () => {
    const active = store
      .all('events')
      .find(
        (row) =>
          row.status === 'active' &&
          !row.negRisk &&
          store
            .all('orders')
            .some(
              (order) =>
                (row.markets as Row[]).some((m) => m._id === order.marketId) &&
                order.status === 'open',
            ),
      )!;
    await call('operator', 'POST', `events/${active._id}/close`);
    const markets = (store.find('events', active._id)!.markets as Row[]).filter(
      (row) => row.status === 'closed',
    );
    const outcomes = Object.fromEntries(
      markets.map((row, index) => [row._id, index === 0 ? 'Yes' : 'No']),
    );

    const noTicker = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes,
      ticker: 'WRONG',
    });
    expect(noTicker.status).toBe(400);
    expect(noTicker.body.errors.ticker).toContain(String(active.ticker));
    const missing = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes: {},
      ticker: active.ticker,
    });
    expect(Object.keys(missing.body.errors)).toContain(`outcomes.${String(markets[0]._id)}`);
    expect(
      (
        await call('finance', 'POST', `events/${active._id}/resolve`, {
          outcomes,
          ticker: active.ticker,
        })
      ).status,
    ).toBe(403);

    const preview = await call('operator', 'POST', `events/${active._id}/resolve-preview`, {
      outcomes,
    });
    expect(preview.body.result.markets[0]).toMatchObject({
      outcome: 'Yes',
      openOrders: expect.any(Number),
    });
    // Refused as the declared body (RESOLVE_PREVIEW_BODY) says, not answered 500.
    const first = `outcomes.${String(markets[0]._id)}`;
    const maybe = await call('operator', 'POST', `events/${active._id}/resolve-preview`, {
      outcomes: { [markets[0]._id]: 'Maybe' },
    });
    expect([maybe.status, maybe.body.errors[first]]).toEqual([400, 'Outcome has an unknown value']);
    const notMap = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes: 'Yes',
      ticker: active.ticker,
    });
    expect([notMap.status, Object.keys(notMap.body.errors)]).toEqual([400, ['outcomes']]);

    // What a probe got through before: a javascript: evidence URL and a 200,000-character reason.
    const script = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes,
      ticker: active.ticker,
      evidenceUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect(script.body.errors.evidenceUrl).toMatch(/http\(s\)/);
    const essay = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes,
      ticker: active.ticker,
      reason: 'x'.repeat(200_000),
    });
    expect(essay.status).toBe(400);
    expect(essay.body.errors.reason).toMatch(/at most 2000 characters/);
    expect(store.find('events', active._id)!.status).toBe('closed');

    const ids = new Set(markets.map((row) => row._id));
    const openBefore = store
      .all('orders')
      .filter(
        (order) =>
          ids.has(String(order.marketId)) &&
          ['pending', 'open', 'partiallyFilled'].includes(String(order.status)),
      ).length;
    const resolved = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes,
      ticker: active.ticker,
      reason: 'Official result',
      // A pasted link's surrounding spaces are no error; the resolution keeps it trimmed.
      evidenceUrl: ' https://example.com/result ',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.result.cancelledOrders).toBe(openBefore);
    expect(
      store
        .all('orders')
        .filter((order) => ids.has(String(order.marketId)) && order.status === 'open'),
    ).toEqual([]);
    expect(
      store
        .all('positions')
        .filter((position) => ids.has(String(position.marketId)) && position.status === 'open'),
    ).toEqual([]);
    const event = store.find('events', active._id)!;
    expect(event.status).toBe('resolved');
    expect((event.markets as Row[])[0]).toMatchObject({
      status: 'resolved',
      winningOutcome: 'Yes',
      outcomePrices: [1, 0],
      resolvedBy: 'admin-operator',
    });
    const history = await call('operator', 'GET', `resolutions?q=Official result`);
    expect(history.body.result.items).toHaveLength(markets.length);
    expect(history.body.result.items[0]).toMatchObject({
      resolvedByName: 'Olivia Operator',
      source: 'admin',
      evidenceUrl: 'https://example.com/result',
    });

    const second = await call('operator', 'POST', `events/${active._id}/resolve`, {
      outcomes,
      ticker: active.ticker,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(
      /already resolved on .* by Olivia Operator; a resolution is final/,
    );
    const edit = await call('operator', 'PUT', `events/${active._id}`, { title: 'Renamed' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/can no longer be edited/);
  });

  it('lets an admin with edit on Unresolved Markets resolve without view on Events', async () => {
    const closed = store.all('events').find((row) => row.status === 'closed')!;
    store.update('admins', 'admin-operator', {
      restriction: [{ name: 'Unresolved Markets', canView: true, canEdit: true }],
    });
    expect((await call('operator', 'GET', `events/${closed._id}`)).status).toBe(403);
    const preview = await call('operator', 'POST', `events/${closed._id}/resolve-preview`, {
      outcomes: {},
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.event).toMatchObject({
      _id: closed._id,
      ticker: closed.ticker,
      markets: expect.any(Array),
    });
    expect((await call('operator', 'POST', `events/${closed._id}/publish`)).status).toBe(403);
  });

  it('settles positions at resolution: winners redeemable for their payout, losers closed', async () => {
    const event = await createEvent({ ticker: 'SETTLE', slug: 'settle' });
    await call('operator', 'POST', `events/${event._id}/publish`);
    await call('operator', 'POST', `events/${event._id}/close`);
    const [a, b] = event.markets;
    const position = (id: string, marketId: string, outcome: string, size: string, avg: number) =>
      store.insert('positions', {
        _id: id,
        userId: store.all('users')[0]._id,
        marketId,
        outcome,
        size,
        avgPrice: avg,
        currentPrice: avg,
        realizedPnl: '0.00',
        unrealizedPnl: '1.50',
        status: 'open',
        createdAt: iso(-1),
        updatedAt: iso(-1),
      });
    position('p-win', a._id, 'Yes', '10.00', 0.4);
    position('p-lose', a._id, 'No', '10.00', 0.6);
    position('p-half', b._id, 'Yes', '4.00', 0.5);
    const resolved = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [a._id]: 'Yes', [b._id]: 'Invalid' },
      ticker: 'SETTLE',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toMatch(/2 positions redeemable, 1 closed\.$/);
    expect(resolved.body.result).toMatchObject({ redeemablePositions: 2, closedPositions: 1 });
    expect(store.find('positions', 'p-win')).toMatchObject({
      status: 'redeemable',
      currentPrice: 1,
      payout: '10.00',
      unrealizedPnl: '6.00',
    });
    expect(store.find('positions', 'p-lose')).toMatchObject({
      status: 'closed',
      currentPrice: 0,
      payout: '0.00',
      realizedPnl: '-6.00',
      unrealizedPnl: '0.00',
    });
    expect(store.find('positions', 'p-half')).toMatchObject({
      status: 'redeemable',
      payout: '2.00',
      unrealizedPnl: '0.00',
    });
    const open = await call('superadmin', 'GET', `open-positions?marketId=${a._id}`);
    expect(open.body.result.items.map((row: Row) => row._id)).toEqual(['p-win']);
  });

  it('lists the resolution queue oldest first, without resolved or cancelled markets', async () => {
    const queue = (
      await call('operator', 'GET', 'unresolved-markets?sort=endDate&order=asc&limit=1000')
    ).body.result.items as Row[];
    expect(queue.length).toBeGreaterThan(0);
    const ends = queue.map((row) => Date.parse(String(row.endDate)));
    expect([...ends].sort((x, y) => x - y)).toEqual(ends);
    expect(queue.every((row) => row.status !== 'resolved' && row.status !== 'cancelled')).toBe(
      true,
    );
    expect(
      queue.every(
        (row) => row.status === 'closed' || Date.parse(String(row.endDate)) <= Date.now(),
      ),
    ).toBe(true);
  });
});
