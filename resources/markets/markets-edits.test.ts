import { describe, expect, it } from 'vitest';
import events from '../events';
import type { FieldDeclaration } from '../types';
import { writableValues } from '../../src/model/validation';
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

describe('demo API: events, markets and resolution', () => {
  freshEventsApi();

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
});
