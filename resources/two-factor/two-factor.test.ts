import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { demoClient } from '../../tests/unit/demoClient';
import { acceptTotp, totp } from '../../src/demo/totp';

let api: ReturnType<typeof createDemoApi>;
beforeEach(() => {
  api = createDemoApi(new DemoStore());
});

const client = demoClient(() => api);
const call = (path: string, body: unknown, token?: string) =>
  client.call('POST', path, body, token);

const login = (body: Record<string, string>) =>
  call('login', { email: 'operator@demo.test', password: DEMO_PASSWORD, ...body });

describe('TOTP (otpauth)', () => {
  it('accepts the current code and one step of drift either way, nothing else', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = Date.parse('2026-11-23T12:00:00Z');
    const step = at / 30_000;
    expect(await acceptTotp(secret, await totp(secret, at), at)).toBe(step);
    expect(await acceptTotp(secret, await totp(secret, at - 30_000), at)).toBe(step - 1);
    expect(await acceptTotp(secret, await totp(secret, at + 30_000), at)).toBe(step + 1);
    expect(await acceptTotp(secret, await totp(secret, at - 90_000), at)).toBeUndefined();
    expect(await acceptTotp(secret, '12345', at)).toBeUndefined();
    expect(await acceptTotp(secret, 'abcdef', at)).toBeUndefined();
  });

  it('accepts a code once: none of a step already used (RFC 6238 §5.2)', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = Date.parse('2026-11-23T12:00:00Z');
    const step = at / 30_000;
    expect(await acceptTotp(secret, await totp(secret, at), at, step)).toBeUndefined();
    expect(await acceptTotp(secret, await totp(secret, at - 30_000), at, step - 1)).toBeUndefined();
    expect(await acceptTotp(secret, await totp(secret, at), at, step - 1)).toBe(step);
  });
});

describe('demo API: own 2FA enrolment', () => {
  it('enrols with a code from the new secret; sign-in then needs a code; off with a code', async () => {
    // A still clock: no 30 s step passes unless the test moves it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T12:00:10Z') });
    const token = (await login({})).body.result.token as string;
    const pw = { password: DEMO_PASSWORD };
    expect((await call('2fa/enable', { code: '000000', ...pw }, token)).status).toBe(409);

    const setup = await call('2fa/setup', pw, token);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*operator%40demo\.test\?.*secret=/);

    const wrong = await call('2fa/enable', { code: '000000', ...pw }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBe('The code is wrong or has expired');
    const on = await call('2fa/enable', { code: await totp(secret), ...pw }, token);
    expect(on.body.result.twoFactorEnabled).toBe(true);
    expect((await call('2fa/setup', pw, token)).status).toBe(409);

    expect((await login({})).body.result).toEqual({ twoFactorRequired: true });
    expect((await login({ code: '000000' })).status).toBe(400);
    // The code that turned 2FA on has been used: sign-in takes the next one, and says so.
    const used = await totp(secret);
    const again = await login({ code: used });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This code was already used; wait for the next one');
    expect(again.body.errors.code).toBe('This code was already used; wait for the next one');
    const next = await totp(secret, Date.now() + 30_000);
    expect((await login({ code: next })).body.result.token).toBeTruthy();
    // ... once: the same code again is refused.
    expect((await login({ code: next })).status).toBe(400);

    expect((await call('2fa/disable', { code: '000000' }, token)).status).toBe(400);
    const disableAgain = await call('2fa/disable', { code: next }, token);
    expect(disableAgain.status).toBe(400);
    expect(disableAgain.body.errors.code).toBe('This code was already used; wait for the next one');
    // A minute on, the code of the time is new.
    vi.setSystemTime(Date.now() + 60_000);
    const off = await call('2fa/disable', { code: await totp(secret) }, token);
    expect(off.body.result.twoFactorEnabled).toBe(false);
    expect((await login({})).body.result.token).toBeTruthy();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a session', async () => {
    expect((await call('2fa/setup', {})).status).toBe(401);
  });
});
