import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi, type DemoApiOptions } from '../../src/demo/backend';
import { DemoStore, memoryStorage } from '../../src/demo/store';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASHES,
  DEMO_TOTP_SECRET,
} from '../../src/demo/accounts';
import { verifyPassword } from '../../src/demo/passwordHash';
import { totp } from '../../src/demo/totp';
import { LOCK_MINUTES, SIGN_IN_MAX_FAILURES, TOTP_MAX_FAILURES } from '../../src/model/authLimits';
import { demoClient } from './demoClient';

/** The demo API as a careful backend (issue 10, "Demo API"). */
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
let clock: number;
const { call, signIn, session } = demoClient(() => api);

function start(options: DemoApiOptions = {}, storage = memoryStorage()) {
  clock = Date.parse('2026-11-23T12:00:00Z');
  store = new DemoStore(storage, { now: () => clock });
  api = createDemoApi(store, options);
}
beforeEach(() => start());

const adminDetail = (token: string) => call('GET', '/api/admin/getadmindetail', undefined, token);
const changePassword = (token: string, newPassword = 'Changed#2027') =>
  call(
    'POST',
    'changePassword',
    { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
    token,
  );
/** The token of a reset link the in-browser demo hands back. */
async function resetToken(email: string) {
  const link = (await call('POST', 'forgotPassword', { email })).body.result.demoLink as string;
  return new URL(link, 'http://x').searchParams.get('token');
}

describe('read-only resources and writable fields', () => {
  it('refuses PUT, create and DELETE on users: they change only by block/unblock with a reason', async () => {
    const token = await signIn('superadmin@demo.test');
    const user = store.all('users').find((row) => row.status === 'active')!;
    const put = await call(
      'PUT',
      `users/${user._id}`,
      { status: 'blocked', email: 'taken@over.test' },
      token,
    );
    expect(put.status).toBe(405);
    expect(put.body.message).toMatch(/Users cannot be edited here; use its actions \(block/);
    expect(store.find('users', user._id)).toMatchObject({
      status: 'active',
      email: user.email,
    });
    expect((await call('POST', 'users', { name: 'New', email: 'n@x.test' }, token)).status).toBe(
      405,
    );
    expect((await call('DELETE', `users/${user._id}`, undefined, token)).status).toBe(405);
    // The action with its reason still works.
    const blocked = await call('POST', `users/${user._id}/block`, { blockReason: 'Fraud' }, token);
    expect(blocked.status).toBe(200);
    expect(blocked.body.result).toMatchObject({ status: 'blocked', blockReason: 'Fraud' });
  });

  it('answers 400 with field errors for unknown keys, server-set fields and wrong types', async () => {
    const token = await signIn('superadmin@demo.test');
    const tag = store.all('tags')[0];
    const put = await call(
      'PUT',
      `tags/${tag._id}`,
      { label: { html: 1 }, isAdmin: true, createdAt: '2020-01-01' },
      token,
    );
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ success: false });
    expect(put.body.errors).toMatchObject({
      label: 'Label must be text',
      isAdmin: 'Unknown field "isAdmin"',
    });
    expect(put.body.errors.createdAt).toMatch(/Unknown field|set by the server/);
    expect(store.find('tags', tag._id)).toEqual(tag);

    const coin = store.all('coins')[0];
    const wrongType = await call(
      'PUT',
      `coins/${coin._id}`,
      { withdrawEnabled: { yes: 1 } },
      token,
    );
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(['withdrawEnabled']);

    // Admins: the password is set on create only, never by an edit.
    const edit = await call('PUT', 'admins/admin-viewer', { password: 'Other#2026x' }, token);
    expect(edit.status).toBe(400);
    expect(edit.body.errors.password).toMatch(/only be set when creating/);
    // What the forms send still saves.
    const ok = await call('PUT', `tags/${tag._id}`, { label: 'Renamed tag' }, token);
    expect(ok.status).toBe(200);
  });

  it("checks the keys of nested rows too (an event's markets), their _id allowed", async () => {
    const token = await signIn('superadmin@demo.test');
    const event = store.all('events').find((row) => row.status === 'draft')!;
    const markets = (event.markets as Record<string, unknown>[]).map((market) => ({
      _id: market._id,
      question: market.question,
      sneaky: 1,
    }));
    const put = await call('PUT', `events/${event._id}`, { markets }, token);
    expect(put.status).toBe(400);
    expect(put.body.errors['markets.0.sneaky']).toBe('Unknown field "sneaky"');
  });
});

describe('updateSiteDetails', () => {
  it('refuses unknown keys and wrong types with field errors and stores nothing', async () => {
    const token = await signIn('superadmin@demo.test');
    const before = store.object('site-setting');
    const answer = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { siteName: { a: 1 }, maintenanceMode: 'yes', debug: true },
      token,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['debug', 'maintenanceMode', 'siteName'].sort(),
    );
    expect(store.object('site-setting')).toEqual(before);
    // A key that would reach the prototype is named like any unknown key.
    const proto = await api(
      new Request('http://demo.test/api/admin/updateSiteDetails', {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: '{"__proto__": {"tradingEnabled": false}}',
      }),
    );
    expect(proto!.status).toBe(400);
    const errors = JSON.parse(await proto!.text()).errors;
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe(
      'Unknown setting "__proto__"',
    );
  });

  it('stores a fee sent as text as the number it spells', async () => {
    const token = await signIn('superadmin@demo.test');
    const answer = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { defaultMakerFeeBps: '25' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(store.object('site-setting').defaultMakerFeeBps).toBe(25);
  });
});

describe('sessions', () => {
  it('ends the session on logout whatever the header form (bare token or Bearer)', async () => {
    const bare = await signIn('operator@demo.test');
    expect((await call('POST', 'logout', {}, bare)).status).toBe(200);
    expect((await adminDetail(bare)).status).toBe(401);

    const bearer = await signIn('operator@demo.test');
    expect((await call('POST', 'logout', {}, `Bearer ${bearer}`)).body.message).toBe('Signed out');
    expect((await adminDetail(bearer)).status).toBe(401);
  });

  it('a password reset ends every session of the admin; a change every other one', async () => {
    const first = await signIn('operator@demo.test');
    const second = await signIn('operator@demo.test');
    const other = await signIn('finance@demo.test');
    const changed = await changePassword(first);
    expect(changed.status).toBe(200);
    expect((await adminDetail(first)).status).toBe(200);
    expect((await adminDetail(second)).status).toBe(401);
    expect((await adminDetail(other)).status).toBe(200);

    const token = await resetToken('operator@demo.test');
    const reset = await call('POST', 'resetPassword', {
      token,
      password: 'Reset#2028',
      confirmPassword: 'Reset#2028',
    });
    expect(reset.status).toBe(200);
    expect((await adminDetail(first)).status).toBe(401);
    expect((await adminDetail(other)).status).toBe(200);
    const again = await call('POST', 'login', {
      email: 'operator@demo.test',
      password: 'Reset#2028',
    });
    expect(again.status).toBe(200);
  });
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
    await call('POST', '2fa/setup', {}, token);
    for (let i = 1; i < TOTP_MAX_FAILURES; i++)
      expect((await call('POST', '2fa/enable', { code: '000000' }, token)).status).toBe(400);
    expect((await call('POST', '2fa/enable', { code: '000000' }, token)).status).toBe(429);
  });
});

describe('stored passwords', () => {
  it('keeps only PBKDF2 hashes: no admin row holds a password, the seeded ones verify', async () => {
    const storage = memoryStorage();
    start({}, storage);
    const token = await signIn('superadmin@demo.test');
    const created = await call(
      'POST',
      'admins',
      {
        name: 'New One',
        email: 'new.one@demo.test',
        role: 'subadmin',
        password: 'Fresh#2026x',
        restriction: [],
      },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.result.passwordHash).toBeUndefined();
    await call(
      'POST',
      'changePassword',
      {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed#2027',
        confirmPassword: 'Changed#2027',
      },
      token,
    );
    const rows = JSON.stringify(store.all('admins'));
    const saved = JSON.stringify(
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => [
          storage.key(i),
          storage.getItem(storage.key(i)!),
        ]),
      ),
    );
    for (const plain of [DEMO_PASSWORD, 'Fresh#2026x', 'Changed#2027']) {
      expect(rows).not.toContain(plain);
      expect(saved).not.toContain(plain);
    }
    for (const row of store.all('admins')) {
      expect(row.password).toBeUndefined();
      expect(String(row.passwordHash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    }
    expect(
      (await call('POST', 'login', { email: 'new.one@demo.test', password: 'Fresh#2026x' })).status,
    ).toBe(200);
  });

  it('hashes for an unknown e-mail too, so that the answer time tells nothing', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const answer = await call('POST', 'login', { email: 'nobody@else.test', password: 'x' });
    expect(answer.status).toBe(400);
    expect(derive).toHaveBeenCalledTimes(1);
    derive.mockRestore();
  });

  it('each seeded hash is the README password with its own salt', async () => {
    const salts = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const stored = DEMO_PASSWORD_HASHES[account._id];
      expect(await verifyPassword(DEMO_PASSWORD, stored)).toBe(true);
      expect(await verifyPassword('demo#2026', stored)).toBe(false);
      salts.add(stored.split('$')[2]);
    }
    expect(salts.size).toBe(DEMO_ACCOUNTS.length);
  });

  it('carries v2 browser data over but its admins (plain passwords) and sessions', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'pm-demo:v2:admins',
      JSON.stringify({
        upserts: [{ _id: 'admin-operator', email: 'operator@demo.test', password: DEMO_PASSWORD }],
        removed: [],
      }),
    );
    storage.setItem(
      'pm-demo:v2:sessions',
      JSON.stringify({
        upserts: [{ _id: 's', token: 't', adminId: 'admin-operator' }],
        removed: [],
      }),
    );
    storage.setItem(
      'pm-demo:v2:tags',
      JSON.stringify({ upserts: [{ _id: 'kept-tag', label: 'Kept' }], removed: [] }),
    );
    start({}, storage);
    expect(store.find('tags', 'kept-tag')).toMatchObject({ label: 'Kept' });
    expect(store.all('sessions')).toEqual([]);
    expect(JSON.stringify(store.all('admins'))).not.toContain(DEMO_PASSWORD);
    expect(storage.getItem('pm-demo:v2:admins')).toBeNull();
    expect((await session('operator@demo.test')).token).toBeTruthy();
  });
});

describe('reset links', () => {
  it('in-browser demo: the link comes back in the answer for the page to show', async () => {
    const answer = await call('POST', 'forgotPassword', { email: 'superadmin@demo.test' });
    expect(answer.body.result.demoLink).toMatch(/^\/verification\/forgotPassword\?token=\w+$/);
  });

  it('HTTP demo server: the link goes to the mail catcher, never into the answer', async () => {
    const sendMail = vi.fn();
    start({ sendMail });
    const answer = await call('POST', 'forgotPassword', { email: 'superadmin@demo.test' });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/token|verification/);
    expect(sendMail).toHaveBeenCalledTimes(1);
    const mail = sendMail.mock.calls[0][0];
    expect(mail).toMatchObject({ to: 'superadmin@demo.test' });
    expect(mail.text).toContain(mail.link);
    const token = new URL(mail.link, 'http://x').searchParams.get('token');
    expect((await call('POST', 'checkauthtoken', { token })).status).toBe(200);
  });
});

describe('reset links end with the password', () => {
  const check = (token: string | null) => call('POST', 'checkauthtoken', { token });

  it('a reset voids every other link the admin was sent', async () => {
    const [first, second] = [
      await resetToken('finance@demo.test'),
      await resetToken('finance@demo.test'),
    ];
    const other = await resetToken('operator@demo.test');
    const reset = await call('POST', 'resetPassword', {
      token: first,
      password: 'Reset#2028',
      confirmPassword: 'Reset#2028',
    });
    expect(reset.status).toBe(200);
    expect((await check(first)).status).toBe(400);
    expect((await check(second)).status).toBe(400);
    const late = await call('POST', 'resetPassword', {
      token: second,
      password: 'Other#2029',
      confirmPassword: 'Other#2029',
    });
    expect(late.status).toBe(400);
    // Another admin's link is not touched.
    expect((await check(other)).status).toBe(200);
  });

  it('a password change voids the links sent before it', async () => {
    const link = await resetToken('finance@demo.test');
    const token = await signIn('finance@demo.test');
    const changed = await changePassword(token);
    expect(changed.status).toBe(200);
    expect((await check(link)).status).toBe(400);
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
      expect(replay.body.errors.code).toBe('The code is wrong or has expired');
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
