import { beforeEach, describe, expect, it } from 'vitest';
import events from '../../resources/events';
import type { FieldDeclaration } from '../../resources/types';
import { validateValues, writableValues } from '../../src/model/validation';
import { allowedActions } from '../../src/engine/actions';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore, type Row } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

function market(overrides: Record<string, unknown> = {}) {
  return {
    question: 'Will it rain in Lisbon tomorrow?',
    slug: 'rain-lisbon',
    outcomePrices: [0.4, 0.6],
    tickSize: 0.01,
    minOrderSize: '5',
    makerFeeBps: 0,
    takerFeeBps: 100,
    startDate: iso(-1),
    endDate: iso(10),
    ...overrides,
  };
}

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Lisbon weather',
    slug: 'lisbon-weather',
    ticker: 'LIS-WX',
    description: 'Rain in Lisbon',
    resolutionSource: 'https://weather.example/lisbon',
    categoryId: 'c1',
    tagIds: [],
    startDate: iso(-1),
    endDate: iso(10),
    featured: false,
    negRisk: false,
    markets: [
      market(),
      market({ question: 'Will it rain in Porto tomorrow?', slug: 'rain-porto' }),
    ],
    ...overrides,
  };
}

describe('event validation (declaration, browser and server alike)', () => {
  it('accepts a well-formed event', () => {
    expect(validateValues(events, eventBody())).toEqual({});
  });

  it('needs end dates after start dates, for the event and each market', () => {
    const errors = validateValues(
      events,
      eventBody({ endDate: iso(-2), markets: [market({ endDate: iso(-3) })] }),
    );
    expect(errors.endDate).toMatch(/after the start/);
    expect(errors['markets.0.endDate']).toMatch(/after the start/);
  });

  it('needs binary prices summing to 1, a tick size from the set and fees in 0..10000 bps', () => {
    const errors = validateValues(
      events,
      eventBody({
        markets: [
          market({
            outcomePrices: [0.5, 0.6],
            tickSize: 0.05,
            takerFeeBps: 10001,
            makerFeeBps: -1,
          }),
        ],
      }),
    );
    expect(errors['markets.0.outcomePrices']).toMatch(/sum to 1/);
    expect(errors['markets.0.tickSize']).toMatch(/unknown value/);
    expect(errors['markets.0.takerFeeBps']).toMatch(/at most 10000/);
    expect(errors['markets.0.makerFeeBps']).toMatch(/at least 0/);
  });

  it('needs at least one market, and two for a mutually exclusive event', () => {
    expect(validateValues(events, eventBody({ markets: [] })).markets).toMatch(/At least 1/);
    expect(
      validateValues(events, eventBody({ negRisk: true, markets: [market()] })).negRisk,
    ).toMatch(/two markets/);
  });
});

describe('event state machine: the actions offered per state', () => {
  const names = (record: Record<string, unknown>) =>
    allowedActions(events, { _id: 'e', ...record }).map((action) => action.name);
  const m = (status: string, endDate = iso(5)) => ({ status, endDate });

  it('offers publish for a draft', () => {
    expect(names({ status: 'draft', markets: [m('draft')] })).toEqual([
      'publish',
      'cancel',
      'history',
    ]);
  });
  it('offers pause and close for a trading event, resume when a market is paused', () => {
    expect(names({ status: 'active', markets: [m('active')] })).toEqual([
      'pause',
      'close',
      'cancel',
      'history',
    ]);
    expect(names({ status: 'active', markets: [m('paused')] })).toEqual([
      'resume',
      'close',
      'cancel',
      'history',
    ]);
  });
  it('offers resolution once a market is closed or past its end', () => {
    expect(names({ status: 'closed', markets: [m('closed')] })).toEqual([
      'resolution',
      'cancel',
      'history',
    ]);
    expect(names({ status: 'active', markets: [m('active', iso(-1))] })).toContain('resolution');
  });
  it('offers archive for a resolved event and nothing but history for a cancelled one', () => {
    expect(names({ status: 'resolved', markets: [m('resolved')] })).toEqual(['archive', 'history']);
    expect(names({ status: 'cancelled', markets: [m('cancelled')] })).toEqual(['history']);
  });
});

describe('demo API: events, markets and resolution', () => {
  let store: DemoStore;
  let api: ReturnType<typeof createDemoApi>;
  const tokens: Record<string, string> = {};

  async function call(who: string, method: string, path: string, body?: unknown) {
    const response = (await api(
      new Request(`http://demo.test/api/admin/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: tokens[who] },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    ))!;
    return { status: response.status, body: await response.json() };
  }

  beforeEach(async () => {
    store = new DemoStore();
    api = createDemoApi(store);
    for (const who of ['operator', 'viewer', 'finance', 'superadmin']) {
      const response = (await api(
        new Request('http://demo.test/api/admin/login', {
          method: 'POST',
          body: JSON.stringify({ email: `${who}@demo.test`, password: DEMO_PASSWORD }),
        }),
      ))!;
      tokens[who] = ((await response.json()) as { result: { token: string } }).result.token;
    }
  });

  const categoryId = () => store.all('categories')[0]._id;

  async function createEvent(overrides: Record<string, unknown> = {}) {
    const response = await call(
      'operator',
      'POST',
      'events',
      eventBody({ categoryId: categoryId(), ...overrides }),
    );
    expect(response.status).toBe(201);
    return response.body.result as Row & { markets: Row[] };
  }

  it('creates a draft event with its markets and records it in the history', async () => {
    const event = await createEvent();
    expect(event.status).toBe('draft');
    expect(event.markets).toHaveLength(2);
    expect(
      event.markets.every((row) => row.eventId === event._id && row.status === 'draft' && row._id),
    ).toBe(true);
    const history = await call('operator', 'GET', `events/${event._id}/history`);
    expect(history.body.result.items).toEqual([
      expect.objectContaining({ action: 'create', outcome: 201, adminName: 'Olivia Operator' }),
    ]);
  });

  it('refuses a market slug used by another event with 400 on that row', async () => {
    const taken = (store.all('events')[0].markets as Row[])[0].slug;
    const response = await call(
      'operator',
      'POST',
      'events',
      eventBody({ categoryId: categoryId(), markets: [market(), market({ slug: taken })] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors['markets.1.slug']).toMatch(/already used/);
  });

  it('runs the lifecycle: publish, pause, resume, close; a repeated transition is a 409', async () => {
    const event = await createEvent();
    expect((await call('operator', 'POST', `events/${event._id}/publish`)).body.result.status).toBe(
      'active',
    );
    const again = await call('operator', 'POST', `events/${event._id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot publish: the event is active.');
    const paused = await call('operator', 'POST', `events/${event._id}/pause`);
    expect(paused.body.result.markets.map((row: Row) => row.status)).toEqual(['paused', 'paused']);
    await call('operator', 'POST', `events/${event._id}/resume`);
    const closed = await call('operator', 'POST', `events/${event._id}/close`);
    expect(closed.body.result.status).toBe('closed');
    expect(
      closed.body.result.markets.every(
        (row: Row) => row.status === 'closed' && row.acceptingOrders === false,
      ),
    ).toBe(true);
    const entries = (await call('operator', 'GET', `events/${event._id}/history?sort=at&order=asc`))
      .body.result.items as Row[];
    // The refused second publish is in the trail too, with its status.
    expect(entries.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['create', 201],
      ['publish', 200],
      ['publish', 409],
      ['pause', 200],
      ['resume', 200],
      ['close', 200],
    ]);
    // Each market's move is a change of its own path.
    const marketId = String((event.markets as Row[])[0]._id);
    expect(entries[3].changes).toEqual(
      expect.arrayContaining([
        { field: `markets.${marketId}.status`, before: 'active', after: 'paused' },
      ]),
    );
  });

  it("keeps a cancel's reason on the event, so that its entry in the trail shows it", async () => {
    const event = await createEvent();
    const response = await call('operator', 'POST', `events/${event._id}/cancel`, {
      reason: 'Duplicate of another event',
    });
    expect(response.status).toBe(200);
    const [entry] = (await call('operator', 'GET', `events/${event._id}/history`)).body.result
      .items as Row[];
    expect(entry).toMatchObject({ action: 'cancel', outcome: 200 });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'draft', after: 'cancelled' },
        { field: 'cancelReason', before: null, after: 'Duplicate of another event' },
      ]),
    );
  });

  it('answers 403 to an admin without edit on the module', async () => {
    const event = await createEvent();
    expect((await call('viewer', 'POST', `events/${event._id}/publish`)).status).toBe(403);
    expect((await call('viewer', 'GET', `events/${event._id}`)).status).toBe(200);
    expect((await call('finance', 'GET', 'events')).status).toBe(403);
  });

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

  it('requires exactly one Yes for a mutually exclusive event', async () => {
    const event = await createEvent({
      negRisk: true,
      ticker: 'NEG-1',
      slug: 'neg-1',
      markets: [market({ slug: 'n-a' }), market({ slug: 'n-b', question: 'Other?' })],
    });
    await call('operator', 'POST', `events/${event._id}/publish`);
    await call('operator', 'POST', `events/${event._id}/close`);
    const [a, b] = event.markets;
    const two = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [a._id]: 'Yes', [b._id]: 'Yes' },
      ticker: 'NEG-1',
    });
    expect(two.status).toBe(400);
    expect(two.body.errors.outcomes).toMatch(/Exactly one market .* resolves Yes \(2 chosen\)/);
    const one = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [a._id]: 'No', [b._id]: 'Yes' },
      ticker: 'NEG-1',
    });
    expect(one.status).toBe(200);
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

  it('fixes "mutually exclusive" once the event leaves draft (409 naming the state)', async () => {
    const event = await createEvent({ ticker: 'NEG-2', slug: 'neg-2' });
    const draft = await call('operator', 'PUT', `events/${event._id}`, { negRisk: true });
    expect(draft.status).toBe(200);
    expect(draft.body.result.negRisk).toBe(true);
    await call('operator', 'PUT', `events/${event._id}`, { negRisk: false });
    await call('operator', 'POST', `events/${event._id}/publish`);
    await call('operator', 'POST', `events/${event._id}/close`);
    const closed = await call('operator', 'PUT', `events/${event._id}`, { negRisk: true });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      '"Mutually exclusive" can only change while the event is a draft; this event is closed.',
    );
    expect(store.find('events', event._id)!.negRisk).toBe(false);
    // Sending the flag unchanged (as the form does) is no change.
    const same = await call('operator', 'PUT', `events/${event._id}`, {
      negRisk: false,
      title: 'Renamed',
    });
    expect(same.status).toBe(200);
  });

  it("fixes a market's tick size once it opens: its orders are priced in ticks (409)", async () => {
    const event = await createEvent({ ticker: 'TICK', slug: 'tick' });
    const retick = (tickSize: number) =>
      call('operator', 'PUT', `events/${event._id}`, {
        markets: writableValues(events, {
          markets: (store.find('events', event._id)!.markets as Row[]).map((row, index) =>
            index === 0 ? { ...row, tickSize } : row,
          ),
        }).markets,
      });
    expect((await retick(0.001)).status).toBe(200);
    await call('operator', 'POST', `events/${event._id}/publish`);
    const live = await retick(0.1);
    expect(live.status).toBe(409);
    expect(live.body.message).toBe(
      'The tick size of a market is fixed once it opens (this one is active): orders are priced in its ticks.',
    );
    expect((store.find('events', event._id)!.markets as Row[])[0].tickSize).toBe(0.001);
    // The seed's live markets with resting orders alike.
    const resting = store.find(
      'events',
      String(
        store
          .all('events')
          .find((row) =>
            (row.markets as Row[]).some(
              (m) =>
                m.status === 'active' &&
                store.all('orders').some((o) => o.marketId === m._id && o.status === 'open'),
            ),
          )!._id,
      ),
    )!;
    const rows = (resting.markets as Row[]).map((row) => ({
      ...row,
      tickSize: row.tickSize === 0.1 ? 0.01 : 0.1,
    }));
    const refused = await call('operator', 'PUT', `events/${resting._id}`, {
      markets: writableValues(events, { markets: rows }).markets,
    });
    expect(refused.status).toBe(409);
  });

  it("counts markets resolved before in a mutually exclusive event's one Yes", async () => {
    const event = await createEvent({
      ticker: 'NEG-3',
      slug: 'neg-3',
      markets: [
        market({ slug: 'm-a', question: 'A?' }),
        market({ slug: 'm-b', question: 'B?' }),
        market({ slug: 'm-c', question: 'C?' }),
      ],
    });
    await call('operator', 'POST', `events/${event._id}/publish`);
    await call('operator', 'POST', `events/${event._id}/close`);
    // A stored event from before negRisk was fixed: one market already resolved Yes.
    store.update('events', event._id, {
      negRisk: true,
      markets: (store.find('events', event._id)!.markets as Row[]).map((row, index) =>
        index === 0 ? { ...row, status: 'resolved', winningOutcome: 'Yes' } : row,
      ),
    });
    const [, b, c] = store.find('events', event._id)!.markets as Row[];
    const second = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [b._id]: 'Yes', [c._id]: 'No' },
      ticker: 'NEG-3',
    });
    expect(second.status).toBe(400);
    expect(second.body.errors.outcomes).toMatch(/\(1 chosen, 1 already resolved Yes\)/);
    const rest = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [b._id]: 'No', [c._id]: 'No' },
      ticker: 'NEG-3',
    });
    expect(rest.status).toBe(200);
    expect(
      (store.find('events', event._id)!.markets as Row[]).map((row) => row.winningOutcome),
    ).toEqual(['Yes', 'No', 'No']);
  });

  it('refuses to edit a resolved market of a still-open event with 409', async () => {
    const event = await createEvent({
      markets: [
        market({ slug: 'r-a', endDate: iso(10) }),
        market({ slug: 'r-b', question: 'B?', endDate: iso(20) }),
      ],
    });
    await call('operator', 'POST', `events/${event._id}/publish`);
    // The first market ends early: resolvable while the second still trades.
    store.update('events', event._id, {
      markets: (store.find('events', event._id)!.markets as Row[]).map((row, index) =>
        index === 0 ? { ...row, status: 'closed' } : row,
      ),
    });
    const [first] = store.find('events', event._id)!.markets as Row[];
    const resolved = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes: { [first._id]: 'Yes' },
      ticker: 'LIS-WX',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.result.event.status).toBe('active');
    const rows = (store.find('events', event._id)!.markets as Row[]).map((row) => ({ ...row }));
    rows[0].question = 'Changed after resolution?';
    // As the form sends them: the writable fields of each row and its _id.
    const edit = await call('operator', 'PUT', `events/${event._id}`, {
      markets: writableValues(events, { markets: rows }).markets,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/is resolved; it can no longer be edited/);
  });

  it("refuses removing a live market and adding one to a closed event, with the form's reasons", async () => {
    const event = await createEvent({ ticker: 'ROWS', slug: 'rows' });
    await call('operator', 'POST', `events/${event._id}/publish`);
    const stored = () => store.find('events', event._id)!.markets as Row[];
    const send = (rows: Record<string, unknown>[]) =>
      call('operator', 'PUT', `events/${event._id}`, {
        markets: writableValues(events, { markets: rows }).markets,
      });
    const removed = await send(stored().slice(1));
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      'Market "Will it rain in Lisbon tomorrow?" is active; it cannot be removed. Cancel or close the event instead.',
    );
    await call('operator', 'POST', `events/${event._id}/close`);
    const added = await send([...stored(), market({ slug: 'rows-new', question: 'New?' })]);
    expect(added.status).toBe(409);
    expect(added.body.message).toBe('Markets cannot be added to a closed event.');
    // The same sentences the form shows instead of the buttons.
    const markets = events.fields.find((field) => field.key === 'markets')!;
    const record = store.find('events', event._id)!;
    expect(markets.rowRules?.removal?.({ ...stored()[0], status: 'active' }, record)).toBe(
      removed.body.message,
    );
    expect(markets.rowRules?.addition?.(record)).toBe(added.body.message);
  });

  it('lets no new event join a closed or archived series (400 on the series); members stay', async () => {
    const series = store.all('series').find((row) => row.status === 'active')!;
    const event = await createEvent({ ticker: 'SER', slug: 'ser', seriesId: series._id });
    await call('superadmin', 'POST', `series/${series._id}/close`);
    const joined = await call(
      'operator',
      'POST',
      'events',
      eventBody({ categoryId: categoryId(), ticker: 'SER-2', slug: 'ser-2', seriesId: series._id }),
    );
    expect(joined.status).toBe(400);
    expect(joined.body.errors.seriesId).toBe(
      `Series "${String(series.title)}" is closed: no new events join it.`,
    );
    const other = store
      .all('events')
      .find((row) => row.seriesId !== series._id && row.status === 'draft')!;
    const moved = await call('operator', 'PUT', `events/${other._id}`, { seriesId: series._id });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.seriesId).toMatch(/is closed: no new events join it/);
    // An event already in the series keeps it when saved.
    const kept = await call('operator', 'PUT', `events/${event._id}`, {
      seriesId: series._id,
      title: 'Still in the series',
    });
    expect(kept.status).toBe(200);
    // The form's picker lists only series that take events.
    const picker = (events.fields as readonly FieldDeclaration[]).find(
      (field) => field.key === 'seriesId',
    )!.reference!;
    const query = new URLSearchParams({ status_in: [picker.filter!.status].flat().join(',') });
    const offered = await call('operator', 'GET', `series?${query.toString()}&limit=1000`);
    const ids = offered.body.result.items.map((row: Row) => row._id);
    expect(ids).not.toContain(series._id);
    expect(
      offered.body.result.items.every((row: Row) =>
        ['draft', 'active'].includes(String(row.status)),
      ),
    ).toBe(true);
  });

  it('reopens a closed market whose end date is extended', async () => {
    const event = await createEvent();
    await call('operator', 'POST', `events/${event._id}/publish`);
    await call('operator', 'POST', `events/${event._id}/close`);
    const rows = (store.find('events', event._id)!.markets as Row[]).map((row) => ({
      ...row,
      endDate: iso(30),
    }));
    const saved = await call('operator', 'PUT', `events/${event._id}`, {
      markets: writableValues(events, { markets: rows }).markets,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.status).toBe('active');
    expect(saved.body.result.markets.map((row: Row) => row.status)).toEqual(['active', 'active']);
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
