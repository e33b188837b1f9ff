import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { DemoStore, type Row } from '../../src/demo/store';
import { totp } from '../../src/demo/totp';
import { SIGN_IN_MAX_FAILURES } from '../../src/model/authLimits';
import { createLocks } from '../../src/demo/backend/locks';
import { demoClient } from './demoClient';
import { singleControl } from './support/singleControl';

/**
 * Every check-then-act of the demo API (the backend's reference) under a burst of parallel
 * requests: limits are counted, single-use secrets used and unique names taken exactly once, and
 * a state change happens once however many identical requests arrive together.
 */
const BURST = 40;
/** The reason codes a reject and a cancel are sent with. */
const REJECT = { reasonCode: 'other', rejectReason: 'Burst' };
const CANCEL = { reasonCode: 'risk_limit' };
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const { call, signIn, session } = demoClient(() => api);

beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
  // Dual control's own bursts are in concurrency-dual-control.test.ts.
  singleControl(store);
});

/** `count` copies of one request, all in flight at once. */
const burst = <T extends { status: number }>(count: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const failedSignIns = (email: string) => {
  const admin = store.all('admins').find((row) => row.email === email)!;
  return store
    .all('login-history')
    .filter((row) => row.adminId === admin._id && row.result === 'failed').length;
};

describe(`bursts of ${BURST} parallel requests`, () => {
  it('evaluate at most five sign-in guesses, and the right password among them is locked out too', async () => {
    const email = 'viewer@demo.test';
    const before = failedSignIns(email);
    const answers = await burst(BURST + 1, (index) =>
      call('POST', 'login', {
        email,
        password: index === BURST ? DEMO_PASSWORD : `wrong-${index}`,
      }),
    );
    // Four plain refusals, the fifth starts the lock (429), everything after it is locked.
    expect(statuses(answers)).toEqual({ 400: SIGN_IN_MAX_FAILURES - 1, 429: BURST + 1 - 4 });
    expect(failedSignIns(email) - before).toBe(SIGN_IN_MAX_FAILURES);
    expect(store.all('sessions').some((row) => row.adminId === 'admin-viewer')).toBe(false);
  });

  it('count the guesses of every spelling of one e-mail together', async () => {
    const spellings = [
      'viewer@demo.test',
      'VIEWER@demo.test',
      ' viewer@demo.test ',
      'viewer@demo\u200b.test',
    ];
    const before = failedSignIns('viewer@demo.test');
    const answers = await burst(BURST, (index) =>
      call('POST', 'login', {
        email: spellings[index % spellings.length],
        password: `wrong-${index}`,
      }),
    );
    expect(statuses(answers)).toEqual({ 400: SIGN_IN_MAX_FAILURES - 1, 429: BURST - 4 });
    expect(failedSignIns('viewer@demo.test') - before).toBe(SIGN_IN_MAX_FAILURES);
  });

  it('count changePassword guesses with the sign-in guesses of the same account', async () => {
    const token = await signIn('viewer@demo.test');
    const answers = await burst(BURST, (index) =>
      call(
        'POST',
        'changePassword',
        {
          currentPassword: `wrong-${index}`,
          newPassword: 'Changed#2027x',
          confirmPassword: 'Changed#2027x',
        },
        token,
      ),
    );
    expect(statuses(answers)).toEqual({ 400: SIGN_IN_MAX_FAILURES - 1, 429: BURST - 4 });
    // The lock is the account's: the right password does not sign in either, nor change it.
    const right = await call('POST', 'login', {
      email: 'viewer@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(right.status).toBe(429);
    const change = await call(
      'POST',
      'changePassword',
      {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed#2027x',
        confirmPassword: 'Changed#2027x',
      },
      token,
    );
    expect(change.status).toBe(429);
  });

  it('evaluate at most five guesses, step-up and sign-in ones of the account together', async () => {
    const { token } = await session('viewer@demo.test', { confirmed: false });
    const email = 'viewer@demo.test';
    // Every other request a sign-in: both kinds queue on the account's one lock.
    const guess = (i: number, password: string) =>
      i % 2
        ? call('POST', 'login', { email, password })
        : call('POST', 'step-up', { password }, token);
    const answers = await burst(BURST + 1, (i) =>
      guess(i, i === BURST ? DEMO_PASSWORD : `no-${i}`),
    );
    expect(statuses(answers)).toEqual({ 400: SIGN_IN_MAX_FAILURES - 1, 429: BURST + 1 - 4 });
    expect(store.all('sessions').some((row) => row.stepUpAt)).toBe(false);
  });

  it('sign in once with one 6-digit code', async () => {
    const code = await totp(DEMO_TOTP_SECRET);
    const answers = await burst(BURST, () =>
      call('POST', 'login', { email: 'twofa@demo.test', password: DEMO_PASSWORD, code }),
    );
    const signedIn = answers.filter((answer) => answer.status === 200 && answer.body.result.token);
    expect(signedIn).toHaveLength(1);
    expect(store.all('sessions').filter((row) => row.adminId === 'admin-twofa')).toHaveLength(1);
  });

  it('reset a password once with one reset link', async () => {
    const link = (await call('POST', 'forgotPassword', { email: 'viewer@demo.test' })).body.result
      .demoLink as string;
    const token = new URL(link, 'http://demo.test').searchParams.get('token');
    const answers = await burst(BURST, (index) =>
      call('POST', 'resetPassword', {
        token,
        password: `Reset#2027-${index}`,
        confirmPassword: `Reset#2027-${index}`,
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 400: BURST - 1 });
    expect(store.all('password-resets')).toHaveLength(0);
  });

  it('create one admin per e-mail', async () => {
    const token = await signIn('superadmin@demo.test');
    const before = store.all('admins').length;
    const answers = await burst(BURST, (index) =>
      call(
        'POST',
        'admins',
        {
          name: `Twin ${index}`,
          email: 'twin@demo.test',
          role: 'subadmin',
          password: 'Fresh#2026x',
          restriction: [],
        },
        token,
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 400: BURST - 1 });
    expect(store.all('admins')).toHaveLength(before + 1);
  });

  it('create one record per declared unique value (a tag slug)', async () => {
    const token = await signIn('superadmin@demo.test');
    const answers = await burst(BURST, (index) =>
      call('POST', 'tags', { label: `Burst ${index}`, slug: 'burst-tag' }, token),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 400: BURST - 1 });
    expect(store.all('tags').filter((row) => row.slug === 'burst-tag')).toHaveLength(1);
  });

  it('approve a withdrawal once, and a four-eyes one by exactly two different admins', async () => {
    const finance = await signIn('finance@demo.test');
    const superadmin = await signIn('superadmin@demo.test');
    const pending = (two: boolean) =>
      store
        .all('withdrawals')
        .find(
          (row) =>
            row.status === 'pending' &&
            row.needsTwoApprovals === two &&
            store.find('coins', String(row.coinId))?.status === 'active',
        )!;
    const small = pending(false);
    const once = await burst(BURST, () =>
      call('POST', `withdrawals/${small._id}/approve`, {}, finance),
    );
    expect(statuses(once)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(store.find('withdrawals', small._id)!.approvals).toHaveLength(1);

    const large = pending(true);
    const twice = await burst(BURST, (index) =>
      call('POST', `withdrawals/${large._id}/approve`, {}, index % 2 ? finance : superadmin),
    );
    expect(statuses(twice)[200]).toBe(2);
    const stored = store.find('withdrawals', large._id)!;
    expect(stored.status).toBe('approved');
    const approvers = (stored.approvals as { adminId: string }[]).map((item) => item.adminId);
    expect(new Set(approvers).size).toBe(2);
  });

  it('reject a withdrawal once, unlocking its funds once', async () => {
    const finance = await signIn('finance@demo.test');
    const row = store.all('withdrawals').find((item) => item.status === 'pending')!;
    const locked = () =>
      (store.find('users', String(row.userId))!.balances as Row[]).find(
        (item) => item.coinId === row.coinId,
      )!.locked;
    const before = locked();
    const answers = await burst(BURST, () =>
      call('POST', `withdrawals/${row._id}/reject`, REJECT, finance),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(Number(before) - Number(locked())).toBeCloseTo(Number(row.amount), 6);
  });

  it('resolve an event once', async () => {
    const token = await signIn('superadmin@demo.test');
    const event = store
      .all('events')
      .find(
        (row) =>
          row.status === 'closed' &&
          !row.negRisk &&
          (row.markets as Row[]).every((market) => market.status === 'closed'),
      )!;
    const outcomes = Object.fromEntries(
      (event.markets as Row[]).map((market) => [market._id, 'No']),
    );
    const records = () =>
      store.all('resolutions').filter((row) => row.eventId === event._id).length;
    const before = records();
    const answers = await burst(BURST, () =>
      call(
        'POST',
        `events/${event._id}/resolve`,
        { outcomes, ticker: event.ticker, reason: 'Official result' },
        token,
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(records() - before).toBe((event.markets as Row[]).length);
  });

  it('cancel an order once, and cancel all of a market once', async () => {
    const token = await signIn('superadmin@demo.test');
    const isOpen = (order: Row) => order.status === 'open' || order.status === 'partiallyFilled';
    const order = store.all('orders').find(isOpen)!;
    const one = await burst(BURST, () =>
      call('POST', `pending-orders/${order._id}/cancel`, CANCEL, token),
    );
    expect(statuses(one)).toEqual({ 200: 1, 409: BURST - 1 });

    const marketId = store.all('orders').find(isOpen)!.marketId;
    const open = store.all('orders').filter((row) => row.marketId === marketId && isOpen(row));
    const all = await burst(BURST, () =>
      call('POST', 'pending-orders/cancel-all', { marketId, ...CANCEL }, token),
    );
    const counts = all.map((answer) => answer.body.result.count as number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(open.length);
    expect(counts.filter((count) => count > 0)).toHaveLength(1);
  });
});

describe('keyed locks', () => {
  it('run one key in arrival order, survive a failing holder, and forget idle keys', async () => {
    const locks = createLocks();
    const order: string[] = [];
    const step = (name: string, fail = false) =>
      locks.run('k', async () => {
        await Promise.resolve();
        order.push(name);
        if (fail) throw new Error(name);
      });
    const other = locks.run('other', async () => void order.push('other'));
    const results = await Promise.allSettled([step('a'), step('b', true), step('c'), other]);
    expect(order).toEqual(['other', 'a', 'b', 'c']);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    await Promise.resolve();
    expect(locks.held).toBe(0);
  });
});
