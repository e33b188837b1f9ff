// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_REFERENCE_DATE } from '../../src/demo/seed';
import { seedShiftDays, shiftDates } from '../../src/demo/seed/shift';
import { DemoStore, memoryStorage, type Row } from '../../src/demo/store';
import { createDemoApi } from '../../src/demo/backend';
import { DEMO_PASSWORD } from '../../src/demo/accounts';

const DAY = 86_400_000;
const REF = Date.parse(SEED_REFERENCE_DATE);

describe('shiftDates', () => {
  it('moves an ISO date-time by whole days, keeping the time of day and its precision', () => {
    expect(shiftDates('2026-11-01T09:30:15.250Z', 22)).toBe('2026-11-23T09:30:15.250Z');
    expect(shiftDates('2026-11-01T23:59:59Z', 22)).toBe('2026-11-23T23:59:59Z');
    expect(shiftDates('2026-12-20T00:00:00.000Z', 15)).toBe('2027-01-04T00:00:00.000Z');
    expect(shiftDates('2028-02-28T12:00:00.000Z', 1)).toBe('2028-02-29T12:00:00.000Z');
    expect(shiftDates('2026-11-01T00:00:00.000Z', -1)).toBe('2026-10-31T00:00:00.000Z');
  });

  it('moves date-only strings and dates nested in objects and arrays, without touching the input', () => {
    const input = {
      createdAt: '2026-10-31T10:00:00.000Z',
      report: [{ date: '2026-10-31', signups: 4 }],
      approvals: [{ by: 'admin-finance', at: '2026-10-30T08:00:00.000Z' }],
      before: { endDate: '2026-11-02T18:15:21.406Z' },
    };
    const copy = structuredClone(input);
    expect(shiftDates(input, 3)).toEqual({
      createdAt: '2026-11-03T10:00:00.000Z',
      report: [{ date: '2026-11-03', signups: 4 }],
      approvals: [{ by: 'admin-finance', at: '2026-11-02T08:00:00.000Z' }],
      before: { endDate: '2026-11-05T18:15:21.406Z' },
    });
    expect(input).toEqual(copy);
  });

  it('leaves ids, numbers and strings that are not dates alone', () => {
    const input = {
      _id: '6a0f3c4e9b1d2e3f4a5b6c7d',
      price: '2026.22',
      size: 2026,
      at: 1_793_491_200_000,
      flag: true,
      none: null,
      local: '2026-11-01 10:00',
      partial: '2026-11-01T10:00Z',
      ip: '62.10.2.1',
      name: 'Election Night 2026',
      wallet: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    };
    expect(shiftDates(input, 22)).toEqual(input);
  });

  it('moves the dates written into titles, questions and slugs', () => {
    expect(shiftDates('Will Ethereum be above $3.6k on Nov 26, 2026?', 22)).toBe(
      'Will Ethereum be above $3.6k on Dec 18, 2026?',
    );
    expect(shiftDates('will-ethereum-be-above-3-6k-on-nov-26-2026', 22)).toBe(
      'will-ethereum-be-above-3-6k-on-dec-18-2026',
    );
    // Month labels move by the nearest whole number of months.
    expect(shiftDates('Who will win Song of the Year (November 2026)?', 22)).toBe(
      'Who will win Song of the Year (December 2026)?',
    );
    expect(shiftDates('who-will-win-song-of-the-year-november-2026', 22)).toBe(
      'who-will-win-song-of-the-year-december-2026',
    );
    expect(shiftDates('Who will win the Premier Cup 2026 (Dec)?', 40)).toBe(
      'Who will win the Premier Cup 2027 (Jan)?',
    );
    expect(shiftDates('who-will-win-the-premier-cup-2026-dec', 40)).toBe(
      'who-will-win-the-premier-cup-2027-jan',
    );
    expect(shiftDates('Will the central bank cut rates in November 2026?', 5)).toBe(
      'Will the central bank cut rates in November 2026?',
    );
  });

  it('returns an equal copy for no shift', () => {
    const input = { at: '2026-11-01T00:00:00.000Z', list: ['Nov 5, 2026'] };
    const out = shiftDates(input, 0);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});

describe('seedShiftDays', () => {
  it('counts whole UTC days from the seed reference day', () => {
    expect(seedShiftDays(REF)).toBe(0);
    expect(seedShiftDays(REF + 22 * DAY + 12 * 3_600_000)).toBe(22);
    expect(seedShiftDays(REF - 1)).toBe(-1);
  });
});

describe('the demo store seeds for today', () => {
  const now = Date.parse('2027-03-15T13:45:00.000Z');
  const today = Date.parse('2027-03-15T00:00:00.000Z');
  const latest = (rows: Row[], key = 'createdAt') =>
    Math.max(...rows.map((row) => Date.parse(String(row[key]))));

  it('puts the latest seeded activity just before the injected day, and upcoming events ahead', () => {
    const store = new DemoStore(memoryStorage(), { now: () => now });
    for (const name of ['trades', 'orders', 'deposits', 'withdrawals', 'events']) {
      const last = latest(store.all(name));
      expect(last, name).toBeLessThanOrEqual(today);
      expect(last, name).toBeGreaterThan(today - 2 * DAY);
    }
    const upcoming = store
      .all('events')
      .filter((event) => event.status === 'active' && Date.parse(String(event.endDate)) > now);
    expect(upcoming.length).toBeGreaterThan(10);
    // Titles keep naming the day the event ends.
    const event = store.all('events').find((row) => / on [A-Z][a-z]{2} \d/.test(String(row.title)));
    const end = new Date(String(event!.endDate));
    const label = end.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(String(event!.title)).toContain(label);
    expect(Date.parse(String(store.all('admins')[0].createdAt))).toBeLessThan(today);
  });

  it("ends the market overview's 30 days of volume on the injected day", async () => {
    const store = new DemoStore(memoryStorage(), { now: () => now });
    const api = createDemoApi(store);
    const call = async (path: string, init?: RequestInit) =>
      (await (await api(new Request(`http://demo.test/api/admin/${path}`, init)))!.json()).result;
    const { token } = await call('login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
    });
    const stats = (await call('markets/stats', { headers: { Authorization: token } })) as {
      daily: { date: string; trades: number }[];
    };
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)!.date).toBe('2027-03-15');
    expect(stats.daily[0].date).toBe('2027-02-14');
    expect(stats.daily.at(-2)!.trades).toBeGreaterThan(0);
    expect(stats.daily.reduce((sum, day) => sum + day.trades, 0)).toBeGreaterThan(300);
  });

  it('keeps the shift of saved data on a later day, and seeds for the new day after a reset', () => {
    const storage = memoryStorage();
    let clock = now;
    const first = new DemoStore(storage, { now: () => clock });
    const tag = first.all('tags')[0];
    first.update('tags', tag._id, { label: 'Changed' });
    const tradesBefore = latest(first.all('trades'));

    clock = now + 10 * DAY;
    const later = new DemoStore(storage, { now: () => clock });
    expect(later.find('tags', tag._id)?.label).toBe('Changed');
    // The unsaved collections are seeded with the same shift as the saved ones.
    expect(latest(later.all('trades'))).toBe(tradesBefore);

    later.reset();
    expect(latest(later.all('trades'))).toBe(tradesBefore + 10 * DAY);
    expect(new DemoStore(storage, { now: () => clock }).find('tags', tag._id)?.label).toBe(
      tag.label,
    );
  });
});
