import { beforeEach, describe, expect, it } from 'vitest';
import { dayIn, daysBetween, knownTimeZone, signupsPerDay } from './demo/signups';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore, type Row } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';

const user = (id: string, createdAt: string, emailVerified = false): Row => ({
  _id: id,
  createdAt,
  emailVerified,
});
const deposit = (userId: string, at: string, status = 'credited'): Row => ({
  _id: `${userId}-${at}`,
  userId,
  status,
  createdAt: at,
  creditedAt: status === 'credited' ? at : undefined,
});

describe('sign-ups per day (computed by the demo API)', () => {
  const users = [
    user('a', '2026-11-01T09:00:00.000Z', true),
    user('b', '2026-11-01T15:00:00.000Z'),
    user('c', '2026-11-02T23:30:00.000Z', true), // 3 Nov in Berlin (UTC+1)
    user('d', '2026-10-20T12:00:00.000Z', true), // before the range
  ];
  const deposits = [
    deposit('a', '2026-11-01T10:00:00.000Z'),
    deposit('a', '2026-11-02T10:00:00.000Z'), // not a's first
    deposit('b', '2026-11-03T08:00:00.000Z', 'rejected'), // never credited
    deposit('d', '2026-11-03T10:00:00.000Z'), // d signed up earlier: still a first deposit
    deposit('c', '2026-10-30T10:00:00.000Z'), // first deposit before the range
    deposit('c', '2026-11-03T11:00:00.000Z'),
  ];
  const range = {
    from: Date.parse('2026-11-01T00:00:00.000Z'),
    to: Date.parse('2026-11-03T23:59:59.999Z'),
  };

  it('counts sign-ups, verified e-mails and first credited deposits per UTC day, zeros included', () => {
    expect(signupsPerDay(users, deposits, { ...range, timeZone: 'UTC' })).toEqual([
      { _id: '2026-11-01', date: '2026-11-01', signups: 2, verified: 1, firstDeposits: 1 },
      { _id: '2026-11-02', date: '2026-11-02', signups: 1, verified: 1, firstDeposits: 0 },
      { _id: '2026-11-03', date: '2026-11-03', signups: 0, verified: 0, firstDeposits: 1 },
    ]);
  });

  it("counts days in the admin's time zone", () => {
    // The range as a Berlin admin's picker sends it: 1 Nov 00:00 to 3 Nov 23:59 local time.
    const berlin = {
      from: Date.parse('2026-10-31T23:00:00.000Z'),
      to: Date.parse('2026-11-03T22:59:59.999Z'),
      timeZone: 'Europe/Berlin',
    };
    const days = signupsPerDay(users, deposits, berlin);
    expect(days.map((day) => [day.date, day.signups, day.firstDeposits])).toEqual([
      ['2026-11-01', 2, 1],
      ['2026-11-02', 0, 0],
      ['2026-11-03', 1, 1],
    ]);
  });

  it('lists calendar days across a daylight-saving change, and falls back to UTC for an unknown zone', () => {
    expect(daysBetween('2026-10-24', '2026-10-27')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(dayIn(Date.parse('2026-10-25T23:30:00Z'), 'Asia/Kolkata')).toBe('2026-10-26');
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone('America/New_York')).toBe('America/New_York');
  });
});

describe('demo API: GET /api/admin/signup-report and /export', () => {
  const base = 'http://demo.test/api/admin';
  let store: DemoStore;
  let api: ReturnType<typeof createDemoApi>;
  let token: string;

  async function call(path: string, headers: Record<string, string> = {}, as = token) {
    const response = await api(
      new Request(base + path, { headers: { Authorization: as, ...headers } }),
    );
    const text = await response!.text();
    const json = response!.headers.get('content-type')?.includes('json');
    return {
      status: response!.status,
      headers: response!.headers,
      text,
      body: json ? JSON.parse(text) : undefined,
    };
  }
  async function signIn(email: string) {
    const response = await api(
      new Request(`${base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      }),
    );
    return ((await response!.json()) as { result: { token: string } }).result.token;
  }

  beforeEach(async () => {
    store = new DemoStore();
    api = createDemoApi(store);
    token = await signIn('superadmin@demo.test');
  });

  const day = 86_400_000;
  const range = () => {
    const to = new Date(Math.floor(store.now() / day) * day + day - 1).toISOString();
    const from = new Date(Math.floor(store.now() / day) * day - 59 * day).toISOString();
    return { from, to };
  };

  it('answers one row per day of the range, counted from the stored users', async () => {
    const { from, to } = range();
    const { status, body } = await call(
      `/signup-report?createdAt_gte=${from}&createdAt_lte=${to}`,
      { timezone: 'UTC' },
    );
    expect(status).toBe(200);
    expect(body.result.total).toBe(60);
    expect(body.result.items).toHaveLength(60);
    const total = body.result.items.reduce((sum: number, row: Row) => sum + Number(row.signups), 0);
    const expected = store
      .all('users')
      .filter((row) => String(row.createdAt) >= from && String(row.createdAt) <= to).length;
    expect(total).toBe(expected);
    expect(total).toBeGreaterThan(0);
  });

  it('downloads the same days as CSV', async () => {
    const { from, to } = range();
    const list = await call(`/signup-report?createdAt_gte=${from}&createdAt_lte=${to}`);
    const file = await call(`/signup-report/export?createdAt_gte=${from}&createdAt_lte=${to}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe('date,signups,verified,firstDeposits');
    expect(lines).toHaveLength(61);
    const first = list.body.result.items[0];
    expect(lines[1]).toBe(
      `${first.date},${first.signups},${first.verified},${first.firstDeposits}`,
    );
  });

  it('refuses a reversed or too long range with 400 on the date filter', async () => {
    const reversed = await call(
      '/signup-report?createdAt_gte=2026-11-10T00:00:00Z&createdAt_lte=2026-11-01T00:00:00Z',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ createdAt: 'The range ends before it starts' });
    const long = await call(
      '/signup-report?createdAt_gte=2024-01-01T00:00:00Z&createdAt_lte=2026-01-01T00:00:00Z',
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A report covers at most 366 days');
    expect((await call('/signup-report?createdAt_gte=soon')).status).toBe(400);
  });

  it('is read-only, and closed to admins without the Sign Up Report module', async () => {
    const write = await api(
      new Request(`${base}/signup-report`, { method: 'POST', headers: { Authorization: token } }),
    );
    expect(write!.status).toBe(405);
    const nobody = await signIn('nobody@demo.test');
    expect((await call('/signup-report', {}, nobody)).status).toBe(403);
  });
});
