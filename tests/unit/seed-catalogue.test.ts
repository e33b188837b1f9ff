import { describe, it, expect } from 'vitest';
import { data, markets, units } from './support/seed-data';

describe('catalogue consistency', () => {
  it('binary outcomePrices sum to exactly 1', () => {
    for (const m of markets) {
      expect(m.outcomes).toEqual(['Yes', 'No']);
      expect(m.outcomePrices).toHaveLength(2);
      expect(m.outcomePrices[0] + m.outcomePrices[1], m.slug).toBe(1);
      for (const p of m.outcomePrices) expect(p >= 0 && p <= 1).toBe(true);
    }
  });

  it('event volume and liquidity equal the sums over the markets', () => {
    for (const e of data.events) {
      expect(units(e.volume)).toBe(e.markets.reduce((sum, m) => sum + units(m.volume), 0n));
      expect(units(e.liquidity)).toBe(e.markets.reduce((sum, m) => sum + units(m.liquidity), 0n));
    }
  });

  it('tag eventCount equals the number of events carrying the tag', () => {
    for (const tag of data.tags) {
      expect(tag.eventCount, tag.label).toBe(
        data.events.filter((e) => e.tagIds.includes(tag._id)).length,
      );
    }
    expect(data.tags.some((t) => t.eventCount > 0)).toBe(true);
  });

  it('has events in every status, with market states that fit', () => {
    const statuses = new Set(data.events.map((e) => e.status));
    expect([...statuses].sort()).toEqual([
      'active',
      'archived',
      'cancelled',
      'closed',
      'draft',
      'resolved',
    ]);
    for (const e of data.events) {
      const states = e.markets.map((m) => m.status);
      if (e.status === 'draft') expect(states.every((s) => s === 'draft')).toBe(true);
      if (e.status === 'active')
        expect(states.every((s) => s === 'active' || s === 'paused')).toBe(true);
      if (e.status === 'cancelled') expect(states.every((s) => s === 'cancelled')).toBe(true);
      if (e.status === 'closed')
        expect(states.every((s) => s === 'closed' || s === 'resolved')).toBe(true);
      expect(Date.parse(e.startDate)).toBeLessThanOrEqual(Date.parse(e.endDate));
      for (const m of e.markets) expect(m.acceptingOrders).toBe(m.status === 'active');
    }
  });

  it('resolved events have every market resolved or cancelled, with a matching ResolutionRecord', () => {
    const recordByMarket = new Map(data.resolutions.map((r) => [r.marketId, r]));
    expect(recordByMarket.size).toBe(data.resolutions.length);
    for (const e of data.events.filter((x) => x.status === 'resolved' || x.status === 'archived')) {
      expect(e.markets.every((m) => m.status === 'resolved' || m.status === 'cancelled')).toBe(
        true,
      );
      expect(e.markets.some((m) => m.status === 'resolved')).toBe(true);
    }
    for (const m of markets) {
      const record = recordByMarket.get(m._id);
      if (m.status !== 'resolved') {
        expect(record).toBeUndefined();
        expect(m.winningOutcome).toBeUndefined();
        continue;
      }
      expect(m.winningOutcome).toBeDefined();
      expect(m.resolvedAt).toBeDefined();
      expect(m.resolvedBy).toBeDefined();
      expect(Date.parse(m.resolvedAt ?? '')).toBeGreaterThan(Date.parse(m.endDate));
      expect(record?.eventId).toBe(m.eventId);
      expect(record?.outcome).toBe(m.winningOutcome);
      expect(record?.resolvedAt).toBe(m.resolvedAt);
      expect(record?.payouts).toEqual(m.outcomePrices);
      const expected = { Yes: [1, 0], No: [0, 1], Invalid: [0.5, 0.5] }[
        m.winningOutcome ?? 'Invalid'
      ];
      expect(record?.payouts).toEqual(expected);
    }
  });

  it('resolved negRisk events have exactly one Yes', () => {
    const negRisk = data.events.filter((e) => e.negRisk);
    expect(negRisk.length).toBeGreaterThan(20);
    for (const e of negRisk) expect(e.markets.length).toBeGreaterThanOrEqual(2);
    const resolved = negRisk.filter((e) => e.status === 'resolved' || e.status === 'archived');
    expect(resolved.length).toBeGreaterThan(0);
    for (const e of resolved) {
      expect(e.markets.every((m) => m.status === 'resolved')).toBe(true);
      expect(e.markets.filter((m) => m.winningOutcome === 'Yes')).toHaveLength(1);
    }
  });

  it("an event's trail in the audit log belongs to it, starts with its creation, ends by its last change", () => {
    const eventIds = new Set(data.events.map((e) => e._id));
    const trail = data['audit-log'].filter((entry) => entry.resource === 'events');
    for (const entry of trail) expect(eventIds.has(String(entry.recordId))).toBe(true);
    for (const e of data.events) {
      // Newest first, as the API lists it: the creation is last.
      const entries = trail.filter((entry) => entry.recordId === e._id);
      expect(entries.at(-1)?.action, e._id).toBe('create');
      expect(entries.every((entry) => entry.at <= e.updatedAt)).toBe(true);
    }
  });
});
