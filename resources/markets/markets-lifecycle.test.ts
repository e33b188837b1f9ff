import { describe, expect, it } from 'vitest';
import events from '../events';
import { allowedActions } from '../../src/engine/actions';
import type { Row } from '../../src/demo/store';
import {
  call,
  categoryId,
  createEvent,
  eventBody,
  freshEventsApi,
  iso,
  market,
  store,
} from '../../tests/unit/support/events-api';

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
  freshEventsApi();

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
    // Still active, but no market takes orders: the refusal says that, not "the event is active".
    const twice = await call('operator', 'POST', `events/${event._id}/pause`);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'Cannot pause trading: no market of this event is taking orders.',
    ]);
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
      ['pause', 409],
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
      reasonCode: 'other',
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
});
