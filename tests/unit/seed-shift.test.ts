import { describe, expect, it } from 'vitest';
import { SEED_REFERENCE_DATE } from '../../src/demo/seed';
import { seedShift, shiftDates } from '../../src/demo/seed/shift';
import { DemoStore, memoryStorage, type Row } from '../../src/demo/store';
import { shiftedSeed } from '../../src/demo/initialRows';
import { createDemoApi } from '../../src/demo/backend';
import { DEMO_PASSWORD } from '../../src/demo/accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REF = Date.parse(SEED_REFERENCE_DATE);

describe('shiftDates', () => {
  it('moves an ISO date-time by the exact shift, keeping its seconds and precision', () => {
    expect(shiftDates('2026-11-01T09:30:15.250Z', 22 * DAY)).toBe('2026-11-23T09:30:15.250Z');
    expect(shiftDates('2026-11-01T23:59:59Z', 22 * DAY)).toBe('2026-11-23T23:59:59Z');
    expect(shiftDates('2026-12-20T00:00:00.000Z', 15 * DAY)).toBe('2027-01-04T00:00:00.000Z');
    expect(shiftDates('2028-02-28T12:00:00.000Z', DAY)).toBe('2028-02-29T12:00:00.000Z');
    expect(shiftDates('2026-11-01T00:00:00.000Z', -DAY)).toBe('2026-10-31T00:00:00.000Z');
    expect(shiftDates('2026-10-31T23:59:44.384Z', 3 * DAY + 23 * HOUR)).toBe(
      '2026-11-04T22:59:44.384Z',
    );
    expect(shiftDates('2026-12-31T20:15:00Z', 5 * HOUR)).toBe('2027-01-01T01:15:00Z');
    expect(() => shiftDates('2026-11-01T00:00:00Z', 1500)).toThrow();
  });

  it('moves date-only strings and dates nested in objects and arrays, without touching the input', () => {
    const input = {
      createdAt: '2026-10-31T10:00:00.000Z',
      report: [{ date: '2026-10-31', signups: 4 }],
      approvals: [{ by: 'admin-finance', at: '2026-10-30T08:00:00.000Z' }],
      before: { endDate: '2026-11-02T18:15:21.406Z' },
    };
    const copy = structuredClone(input);
    expect(shiftDates(input, 3 * DAY)).toEqual({
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
    expect(shiftDates(input, 22 * DAY)).toEqual(input);
  });

  it('moves the dates written into titles, questions and slugs', () => {
    expect(shiftDates('Will Ethereum be above $3.6k on Nov 26, 2026?', 22 * DAY)).toBe(
      'Will Ethereum be above $3.6k on Dec 18, 2026?',
    );
    expect(shiftDates('will-ethereum-be-above-3-6k-on-nov-26-2026', 22 * DAY)).toBe(
      'will-ethereum-be-above-3-6k-on-dec-18-2026',
    );
    // Month labels move by the nearest whole number of months.
    expect(shiftDates('Who will win Song of the Year (November 2026)?', 22 * DAY)).toBe(
      'Who will win Song of the Year (December 2026)?',
    );
    expect(shiftDates('who-will-win-song-of-the-year-november-2026', 22 * DAY)).toBe(
      'who-will-win-song-of-the-year-december-2026',
    );
    expect(shiftDates('Who will win the Premier Cup 2026 (Dec)?', 40 * DAY)).toBe(
      'Who will win the Premier Cup 2027 (Jan)?',
    );
    expect(shiftDates('who-will-win-the-premier-cup-2026-dec', 40 * DAY)).toBe(
      'who-will-win-the-premier-cup-2027-jan',
    );
    expect(shiftDates('Will the central bank cut rates in November 2026?', 5 * DAY)).toBe(
      'Will the central bank cut rates in November 2026?',
    );
  });

  it('moves the dates in text by the days an event ending at noon UTC moves', () => {
    // Seeded events end at 12:00 UTC: 11 h later is still the same day, 12 h later the next.
    expect(shiftDates('Will Ethereum be above $3.6k on Nov 26, 2026?', 11 * HOUR)).toBe(
      'Will Ethereum be above $3.6k on Nov 26, 2026?',
    );
    expect(shiftDates('will-ethereum-be-above-3-6k-on-nov-26-2026', 2 * DAY + 12 * HOUR)).toBe(
      'will-ethereum-be-above-3-6k-on-nov-29-2026',
    );
    // Date-only strings move by whole days: the reference day becomes the shifted one.
    expect(shiftDates('2026-11-01', 2 * DAY + 12 * HOUR)).toBe('2026-11-03');
  });

  it('returns an equal copy for no shift', () => {
    const input = { at: '2026-11-01T00:00:00.000Z', list: ['Nov 5, 2026'] };
    const out = shiftDates(input, 0);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});

describe('seedShift', () => {
  it('is the time from the seed reference to the start of the current hour', () => {
    expect(seedShift(REF)).toBe(0);
    expect(seedShift(REF + 22 * DAY + 12 * HOUR + 59 * 60_000)).toBe(22 * DAY + 12 * HOUR);
    expect(seedShift(REF - 1)).toBe(-HOUR);
  });
});

describe('the demo store seeds for the current hour', () => {
  // Late in the day: a seed moved by whole days would stop 23 hours ago.
  const now = Date.parse('2027-03-15T23:20:00.000Z');
  const today = Date.parse('2027-03-15T00:00:00.000Z');
  const latest = (rows: Row[], key = 'createdAt') =>
    Math.max(...rows.map((row) => (row[key] ? Date.parse(String(row[key])) : 0)));
  const utcDay = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });

  it('puts the newest seeded activity in the last hour, and upcoming events ahead', () => {
    const store = new DemoStore(memoryStorage(), { now: () => now });
    const newest: [string, string][] = [
      ['trades', 'createdAt'],
      ['orders', 'createdAt'],
      ['deposits', 'createdAt'],
      ['withdrawals', 'updatedAt'],
      ['user-logins', 'at'],
      ['users', 'lastLoginAt'],
      ['admin-profit', 'createdAt'],
      ['audit-log', 'at'],
    ];
    for (const [name, key] of newest) {
      const last = latest(store.all(name), key);
      expect(last, name).toBeLessThanOrEqual(now);
      expect(last, name).toBeGreaterThan(now - 60 * 60_000);
    }
    const upcoming = store
      .all('events')
      .filter((event) => event.status === 'active' && Date.parse(String(event.endDate)) > now);
    expect(upcoming.length).toBeGreaterThan(10);
    // Titles keep naming the (UTC) day the event ends, every one of them.
    const dated = store
      .all('events')
      .filter((row) => / on [A-Z][a-z]{2} \d/.test(String(row.title)));
    expect(dated.length).toBeGreaterThan(10);
    for (const event of dated) expect(String(event.title)).toContain(utcDay(String(event.endDate)));
    expect(Date.parse(String(store.all('admins')[0].createdAt))).toBeLessThan(today);
  });

  it('is the same data for the same hour', () => {
    const a = new DemoStore(memoryStorage(), { now: () => now });
    const b = new DemoStore(memoryStorage(), { now: () => now - 15 * 60_000 });
    expect(b.all('trades')[0]).toEqual(a.all('trades')[0]);
    expect(b.all('events')[0]).toEqual(a.all('events')[0]);
  });

  it('keeps the seeds of the last two hours asked for: stores alternating between them build none', () => {
    const [first, second, third] = [now, now - DAY, now - 2 * DAY].map(seedShift);
    const a = shiftedSeed(first);
    const b = shiftedSeed(second);
    // The same object: the seed shared, not built again (a third of a second each time).
    expect(shiftedSeed(first)).toBe(a);
    expect(shiftedSeed(second)).toBe(b);
    // A third hour drops the one asked for least recently (the first), not the second.
    shiftedSeed(third);
    expect(shiftedSeed(second)).toBe(b);
    expect(shiftedSeed(first)).not.toBe(a);
  });

  it("gives the dashboard's 24 h volume a previous day like it, not a fall of 99 %", async () => {
    const store = new DemoStore(memoryStorage(), { now: () => now });
    const api = createDemoApi(store);
    const call = async (path: string, init?: RequestInit) =>
      (await (await api(new Request(`http://demo.test/api/admin/${path}`, init)))!.json()).result;
    const { token } = await call('login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
    });
    const { figures } = (await call('dashboard', { headers: { Authorization: token } })) as {
      figures: { key: string; value: string; previous: string }[];
    };
    const volume = figures.find((figure) => figure.key === 'volume24h')!;
    expect(Number(volume.previous)).toBeGreaterThan(0);
    expect(Number(volume.value) / Number(volume.previous)).toBeGreaterThan(0.4);
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
    expect(stats.daily.at(-1)!.trades).toBeGreaterThan(0);
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
