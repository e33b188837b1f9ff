import { describe, expect, it } from 'vitest';
import events from '../events';
import { validateValues } from '../../src/model/validation';
import { eventBody, iso, market } from '../../tests/unit/support/events-api';

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
