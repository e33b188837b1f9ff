import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../src/demo/store';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { LOCK_MINUTES, SIGN_IN_MAX_FAILURES, TOTP_MAX_FAILURES } from '../../src/model/authLimits';
import { call, session, signIn, start, START, store } from './support/careful-demo-api';

/** Limits on signing in: lock-outs after wrong guesses, a code used once, a disabled account. */
let clock: number;
beforeEach(() => {
  clock = START;
  start({}, memoryStorage(), () => clock);
});

describe('limits on guessing', () => {
  const wrong = (email = 'operator@demo.test') =>
    call('POST', 'login', { email, password: 'wrong-password' });

  it(`locks sign-in after ${SIGN_IN_MAX_FAILURES} wrong passwords: 429 with Retry-After`, async () => {
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) expect((await wrong()).status).toBe(400);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(LOCK_MINUTES * 60));
    expect(locked.body.message).toBe(`Too many attempts. Try again in ${LOCK_MINUTES} minutes.`);
    // Even the right password waits; another account does not.
    const right = await call('POST', 'login', {
      email: 'operator@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(
      (await call('POST', 'login', { email: 'finance@demo.test', password: DEMO_PASSWORD })).status,
    ).toBe(200);
    clock += 14 * 60_000;
    expect((await wrong()).headers.get('Retry-After')).toBe('60');
    clock += 61_000;
    expect((await session('operator@demo.test')).token).toBeTruthy();
  });

  it('a success resets the count', async () => {
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) await wrong();
    await signIn('operator@demo.test');
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) expect((await wrong()).status).toBe(400);
  });

  it(`locks 6-digit codes after ${TOTP_MAX_FAILURES} wrong ones (sign-in and 2FA settings)`, async () => {
    const step = (code: string) =>
      call('POST', 'login', { email: 'twofa@demo.test', password: DEMO_PASSWORD, code });
    for (let i = 1; i < TOTP_MAX_FAILURES; i++) expect((await step('000000')).status).toBe(400);
    const locked = await step('000000');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBe(LOCK_MINUTES * 60);
    expect((await step(await totp(DEMO_TOTP_SECRET, Date.now()))).status).toBe(429);
    clock += LOCK_MINUTES * 60_000 + 1000;
    expect((await step(await totp(DEMO_TOTP_SECRET, Date.now()))).status).toBe(200);

    const token = await signIn('operator@demo.test');
    await call('POST', '2fa/setup', { password: DEMO_PASSWORD }, token);
    for (let i = 1; i < TOTP_MAX_FAILURES; i++)
      expect(
        (await call('POST', '2fa/enable', { code: '000000', password: DEMO_PASSWORD }, token))
          .status,
      ).toBe(400);
    expect(
      (await call('POST', '2fa/enable', { code: '000000', password: DEMO_PASSWORD }, token)).status,
    ).toBe(429);
  });
});

describe('a 6-digit code signs in once', () => {
  it('refuses the code of a sign-in that already used it (RFC 6238 §5.2)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T12:00:10Z') });
    try {
      const twofa = { email: 'twofa@demo.test', password: DEMO_PASSWORD };
      const code = await totp(DEMO_TOTP_SECRET);
      expect((await call('POST', 'login', { ...twofa, code })).status).toBe(200);
      const replay = await call('POST', 'login', { ...twofa, code });
      expect(replay.status).toBe(400);
      expect(replay.body.errors.code).toBe('This code was already used; wait for the next one');
      // The next step's code is new.
      vi.setSystemTime(Date.now() + 30_000);
      const next = await call('POST', 'login', { ...twofa, code: await totp(DEMO_TOTP_SECRET) });
      expect(next.status).toBe(200);
      // Nothing of it leaves the API.
      expect(JSON.stringify(next.body)).not.toMatch(/totpLastStep/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a disabled account', () => {
  it("refuses sign-in, and the attempt is in the admin's sign-in history", async () => {
    const nobody = store.all('admins').find((row) => row.email === 'nobody@demo.test')!;
    store.update('admins', nobody._id, { status: 'disabled' });
    const failed = () =>
      store
        .all('login-history')
        .filter((row) => row.adminId === nobody._id && row.result === 'failed').length;
    const before = failed();
    const answer = await call('POST', 'login', {
      email: 'nobody@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(403);
    expect(failed()).toBe(before + 1);
  });
});
