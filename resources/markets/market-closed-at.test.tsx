import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import events from '../events';
import markets from '.';
import unresolved from '../unresolved-markets';
import type { FieldDeclaration } from '../types';
import { RecordValue } from '../../src/engine/fields/Display';
import { recordCellText } from '../../src/engine/listColumns';
import { formatDate } from '../../src/model/format';
import { writableValues } from '../../src/model/validation';
import type { Row } from '../../src/demo/store';
import { call, createEvent, freshEventsApi, iso, store } from '../../tests/unit/support/events-api';

const endOf = (fields: readonly FieldDeclaration[]) => fields.find((f) => f.key === 'endDate')!;

describe('a closed market says when it closed', () => {
  freshEventsApi();

  it('records the moment an event and its markets are closed, before their planned end', async () => {
    const event = await createEvent();
    await call('operator', 'POST', `events/${event._id}/publish`);
    const before = Date.now();
    const closed = (await call('operator', 'POST', `events/${event._id}/close`)).body.result;
    const at = Date.parse(String(closed.closedAt));
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThan(Date.parse(String(closed.endDate)));
    for (const market of closed.markets as Row[]) expect(market.closedAt).toBe(closed.closedAt);
    const id = String((closed.markets as Row[])[0]._id);
    const view = (await call('operator', 'GET', `markets/${id}`)).body.result;
    expect(view.closedAt).toBe(closed.closedAt);

    // Extending a closed market's end reopens it: no longer closed.
    const rows = (closed.markets as Row[]).map((row) => ({ ...row, endDate: iso(40) }));
    const saved = await call('operator', 'PUT', `events/${event._id}`, {
      markets: writableValues(events, { markets: rows }).markets,
    });
    expect(saved.status).toBe(200);
    const reopened = saved.body.result;
    expect(reopened.status).toBe('active');
    expect(reopened.closedAt).toBeUndefined();
    expect((reopened.markets as Row[]).every((m) => m.closedAt === undefined)).toBe(true);
  });

  it('gives the closed markets of the seed a close time at or before their end', () => {
    const events = store.all('events');
    const closedEvents = events.filter((e) =>
      ['closed', 'resolved', 'archived'].includes(String(e.status)),
    );
    expect(closedEvents.length).toBeGreaterThan(10);
    for (const event of closedEvents) {
      expect(Date.parse(String(event.closedAt))).toBeLessThanOrEqual(Date.now());
      for (const market of event.markets as Row[]) {
        expect(Date.parse(String(market.closedAt))).toBeLessThanOrEqual(
          Date.parse(String(market.endDate)),
        );
        if (market.resolvedAt)
          expect(Date.parse(String(market.closedAt))).toBeLessThan(
            Date.parse(String(market.resolvedAt)),
          );
      }
    }
    const open = events.filter((e) => e.status === 'active' || e.status === 'draft');
    expect(open.every((e) => e.closedAt === undefined)).toBe(true);
  });
});

describe("a market's end as lists and its page show it", () => {
  const planned = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const early = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const past = new Date(Date.now() - 5 * 86_400_000).toISOString();

  it('reads "Closed <when>" for a closed market, not its planned end', () => {
    const record = { status: 'closed', endDate: planned, closedAt: early };
    for (const declaration of [markets, unresolved]) {
      const field = endOf(declaration.fields);
      const text = recordCellText(field, record, declaration.fields);
      expect(text).toBe(`Closed ${formatDate(early)}`);
      const { container, unmount } = render(
        <RecordValue field={field} record={record} fields={declaration.fields} />,
      );
      expect(container.textContent).toBe(`Closed ${formatDate(early)}`);
      expect(container.textContent).not.toContain(formatDate(planned));
      unmount();
    }
  });

  it('reads "Ends <date>" for an open market and "Ended <date>" past its end unclosed', () => {
    const field = endOf(markets.fields);
    expect(recordCellText(field, { status: 'active', endDate: planned })).toBe(
      `Ends ${formatDate(planned)}`,
    );
    expect(recordCellText(field, { status: 'active', endDate: past })).toBe(
      `Ended ${formatDate(past)}`,
    );
  });
});
