import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/demo/store';
import {
  call,
  createEvent,
  freshEventsApi,
  market,
  store,
} from '../../tests/unit/support/events-api';

describe('demo API: events, markets and resolution', () => {
  freshEventsApi();

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
});
