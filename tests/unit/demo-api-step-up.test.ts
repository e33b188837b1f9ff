import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type Row } from '../../src/demo/store';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { LOCK_MINUTES, SIGN_IN_MAX_FAILURES, TOTP_MAX_FAILURES } from '../../src/model/authLimits';
import { STEP_UP_MINUTES, STEP_UP_REQUIRED } from '../../src/model/stepUp';
import { call, session, start, START, store } from './support/careful-demo-api';

/** Step-up: sensitive requests need a confirmation of identity less than 5 minutes old. */
let clock: number;
beforeEach(() => {
  clock = START;
  start({}, memoryStorage(), () => clock);
});

const pending = () => store.all('withdrawals').find((row) => row.status === 'pending')!;
const approve = (row: Row, token: string) =>
  call('POST', `withdrawals/${row._id}/approve`, {}, token);
const unconfirmed = async (email = 'superadmin@demo.test') =>
  (await session(email, { confirmed: false })).token;
const stepUpEntries = () =>
  store.all('audit-log').filter((row) => String(row.action).startsWith('step-up'));

describe('a sensitive request without a fresh confirmation', () => {
  it('answers 403 step_up_required, passes after step-up, and asks again after 5 minutes', async () => {
    const token = await unconfirmed();
    const row = pending();
    const refused = await approve(row, token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(STEP_UP_REQUIRED);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');

    const confirmed = await call('POST', 'step-up', { password: DEMO_PASSWORD }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.method).toBe('password');
    expect(Date.parse(confirmed.body.result.until)).toBe(START + STEP_UP_MINUTES * 60_000);
    expect((await approve(row, token)).status).toBe(200);

    clock += STEP_UP_MINUTES * 60_000;
    const later = pending();
    expect((await approve(later, token)).body.code).toBe(STEP_UP_REQUIRED);
  });

  it('confirms one session only: another session of the same admin is asked', async () => {
    const first = await unconfirmed();
    const second = await unconfirmed();
    await call('POST', 'step-up', { password: DEMO_PASSWORD }, first);
    expect((await call('GET', 'users/export', undefined, first)).status).toBe(200);
    expect((await call('GET', 'users/export', undefined, second)).body.code).toBe(STEP_UP_REQUIRED);
  });

  it('covers every declared kind: actions, exports, rights, limits, trading and fees', async () => {
    const token = await unconfirmed();
    const asks = async (method: string, path: string, body?: unknown) =>
      (await call(method, path, body, token)).body.code === STEP_UP_REQUIRED;
    const admin = store.all('admins').find((row) => row.email === 'viewer@demo.test')!;
    const coin = store.all('coins')[0];
    const event = store.all('events')[0];
    expect(await asks('POST', `withdrawals/${pending()._id}/reject`, { rejectReason: 'x' })).toBe(
      true,
    );
    expect(await asks('POST', `events/${event._id}/resolve`, {})).toBe(true);
    for (const list of ['users', 'deposits', 'withdrawals'])
      expect(await asks('GET', `${list}/export`)).toBe(true);
    expect(await asks('GET', 'coins/export')).toBe(false);
    expect(await asks('PUT', `admins/${admin._id}`, { role: 'superadmin' })).toBe(true);
    expect(await asks('PUT', `admins/${admin._id}`, { restriction: [] })).toBe(true);
    // The same rights sent back with another change are no change of rights.
    expect(await asks('PUT', `admins/${admin._id}`, { name: 'Vera V', role: admin.role })).toBe(
      false,
    );
    expect(await asks('POST', 'admins', { name: 'New', role: 'subadmin' })).toBe(true);
    expect(await asks('PUT', `coins/${coin._id}`, { maxWithdraw: '1' })).toBe(true);
    expect(await asks('PUT', `coins/${coin._id}`, { maxWithdraw: String(coin.maxWithdraw) })).toBe(
      false,
    );
    expect(await asks('POST', '/api/admin/updateSiteDetails', { tradingEnabled: false })).toBe(
      true,
    );
    expect(await asks('POST', '/api/admin/updateSiteDetails', { defaultTakerFeeBps: 1 })).toBe(
      true,
    );
    expect(await asks('POST', '/api/admin/updateSiteDetails', { siteName: 'Other' })).toBe(false);
  });

  it('says 403 for the missing right first: an admin who may not is not asked to confirm', async () => {
    const token = await unconfirmed('viewer@demo.test');
    const refused = await approve(pending(), token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBeUndefined();
  });
});

describe('POST step-up', () => {
  it('takes the 6-digit code from an admin with 2FA, once, and names the method', async () => {
    // Sign-in reads the real clock, step-up the store's: both at START here.
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const signedIn = await call('POST', 'login', {
      email: 'twofa@demo.test',
      password: DEMO_PASSWORD,
      code: await totp(DEMO_TOTP_SECRET, START),
    }).finally(() => vi.useRealTimers());
    const token = signedIn.body.result.token as string;
    clock += 60_000;
    const password = await call('POST', 'step-up', { password: DEMO_PASSWORD }, token);
    expect(password.status).toBe(400);
    expect(password.body.errors.code).toBeTruthy();
    const code = await totp(DEMO_TOTP_SECRET, clock);
    expect((await call('POST', 'step-up', { code }, token)).body.result.method).toBe('code');
    const replay = await call('POST', 'step-up', { code }, token);
    expect(replay.body.errors.code).toBe('This code was already used; wait for the next one');
    const done = stepUpEntries().filter((row) => row.outcome === 200);
    expect(done.map((row) => row.action)).toEqual(['step-up-code']);
    expect(done[0].changes).toEqual([{ field: 'stepUp', before: null, after: 'code' }]);
    expect(JSON.stringify(stepUpEntries())).not.toContain(code);
  });

  it(`counts wrong passwords with sign-in's: the ${SIGN_IN_MAX_FAILURES}th answers 429`, async () => {
    const token = await unconfirmed('finance@demo.test');
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) {
      const wrong = await call('POST', 'step-up', { password: 'nope' }, token);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.password).toBe('The password is wrong');
    }
    const locked = await call('POST', 'step-up', { password: 'nope' }, token);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(LOCK_MINUTES * 60));
    // The lock is the account's: the right password and sign-in wait too.
    expect((await call('POST', 'step-up', { password: DEMO_PASSWORD }, token)).status).toBe(429);
    const signIn = { email: 'finance@demo.test', password: DEMO_PASSWORD };
    expect((await call('POST', 'login', signIn)).status).toBe(429);
    const entries = stepUpEntries();
    expect(entries.every((row) => row.action === 'step-up-password')).toBe(true);
    expect(entries.map((row) => row.outcome)).toContain(429);
    expect(JSON.stringify(entries)).not.toContain('nope');
  });

  it(`counts wrong codes with sign-in's: locked after ${TOTP_MAX_FAILURES}`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    try {
      const signedIn = await call('POST', 'login', {
        email: 'twofa@demo.test',
        password: DEMO_PASSWORD,
        code: await totp(DEMO_TOTP_SECRET, START),
      });
      const token = signedIn.body.result.token as string;
      for (let i = 1; i < TOTP_MAX_FAILURES; i++)
        expect((await call('POST', 'step-up', { code: '000000' }, token)).status).toBe(400);
      expect((await call('POST', 'step-up', { code: '000000' }, token)).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names what is missing', async () => {
    const token = await unconfirmed();
    const missing = await call('POST', 'step-up', {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toBe('Enter your password');
    expect((await call('POST', 'step-up', { password: DEMO_PASSWORD })).status).toBe(401);
  });
});

describe('two-factor enrolment needs the password', () => {
  it('setup and enable refuse without it, and a wrong one counts', async () => {
    const token = await unconfirmed('operator@demo.test');
    const bare = await call('POST', '2fa/setup', {}, token);
    expect(bare.status).toBe(400);
    expect(bare.body.errors.password).toBe('Password is required');
    const wrong = await call('POST', '2fa/setup', { password: 'nope' }, token);
    expect(wrong.body.errors.password).toBe('The password is wrong');
    const setup = await call('POST', '2fa/setup', { password: DEMO_PASSWORD }, token);
    expect(setup.status).toBe(200);
    const code = await totp(setup.body.result.secret as string, clock);
    const noPassword = await call('POST', '2fa/enable', { code }, token);
    expect(noPassword.body.errors.password).toBe('Password is required');
    const on = await call('POST', '2fa/enable', { code, password: DEMO_PASSWORD }, token);
    expect(on.body.result.twoFactorEnabled).toBe(true);
    const off = await call('POST', '2fa/disable', {}, token);
    expect(off.status).toBe(400);
    expect(off.body.errors.code).toBeTruthy();
  });
});
