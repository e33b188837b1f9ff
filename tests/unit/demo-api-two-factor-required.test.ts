import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../src/model/contract';
import type { TwoFactorRequirement } from '../../resources/domain';
import { call, session, start, START, store } from './support/careful-demo-api';

/** The site setting requireTwoFactor: a covered admin without 2FA can only enrol. */
beforeEach(() => start({}, memoryStorage(), () => START));

const require2fa = (mode: TwoFactorRequirement) =>
  store.setObject('site-setting', { ...store.object('site-setting'), requireTwoFactor: mode });
const identity = async (token: string) =>
  (await call('GET', '/api/admin/getadmindetail', undefined, token)).body.result;
const refused = async (token: string) => {
  const answer = await call('GET', 'users?page=1&limit=5', undefined, token);
  return answer.status === 403 && answer.body.code === TWO_FACTOR_SETUP_REQUIRED;
};

describe('who requireTwoFactor covers', () => {
  it('none (the seed): no one, and the identity says nothing of it', async () => {
    expect(store.object('site-setting').requireTwoFactor).toBe('none');
    const { token } = await session('superadmin@demo.test');
    expect(await refused(token)).toBe(false);
    expect((await identity(token)).twoFactorSetupRequired).toBeUndefined();
  });

  it('money: a finance admin (edit on Withdraw) and a superadmin, not a viewer', async () => {
    require2fa('money');
    for (const email of ['finance@demo.test', 'superadmin@demo.test']) {
      const { token } = await session(email);
      expect(await refused(token)).toBe(true);
      expect((await identity(token)).twoFactorSetupRequired).toBe(true);
    }
    for (const email of ['viewer@demo.test', 'nobody@demo.test']) {
      const { token } = await session(email);
      expect((await identity(token)).twoFactorSetupRequired).toBeUndefined();
      expect((await call('GET', 'users?page=1&limit=5', undefined, token)).body.code).not.toBe(
        TWO_FACTOR_SETUP_REQUIRED,
      );
    }
  });

  it('the sign-in answer says so, so the panel shows enrolment before its first call', async () => {
    require2fa('money');
    const login = async (email: string) =>
      (await call('POST', 'login', { email, password: DEMO_PASSWORD })).body.result.admin;
    expect((await login('finance@demo.test')).twoFactorSetupRequired).toBe(true);
    expect((await login('viewer@demo.test')).twoFactorSetupRequired).toBeUndefined();
  });

  it('all: a viewer-only admin too', async () => {
    require2fa('all');
    const { token } = await session('viewer@demo.test');
    expect(await refused(token)).toBe(true);
    expect((await identity(token)).twoFactorSetupRequired).toBe(true);
  });
});

describe('an admin who must enrol', () => {
  it('may read who they are, the site setting, enrol and sign out; nothing else', async () => {
    require2fa('money');
    const { token } = await session('finance@demo.test');
    expect((await call('GET', 'getSiteSetting')).status).toBe(200);
    for (const [method, path] of [
      ['GET', 'withdrawals?page=1&limit=5'],
      ['GET', 'dashboard'],
      ['GET', 'sessions'],
      ['POST', 'changePassword'],
      ['PUT', 'preferences'],
      ['POST', 'step-up'],
      ['POST', 'updateSiteDetails'],
    ]) {
      const answer = await call(method, path, method === 'GET' ? undefined : {}, token);
      expect([path, answer.status, answer.body.code]).toEqual([
        path,
        403,
        TWO_FACTOR_SETUP_REQUIRED,
      ]);
    }
    const setup = await call('POST', '2fa/setup', { password: DEMO_PASSWORD }, token);
    expect(setup.status).toBe(200);
    const code = await totp(setup.body.result.secret, START);
    const on = await call('POST', '2fa/enable', { code, password: DEMO_PASSWORD }, token);
    expect(on.status).toBe(200);
    expect(on.body.result.twoFactorEnabled).toBe(true);

    // Enrolled: every call passes as before, and the identity no longer asks.
    expect((await identity(token)).twoFactorSetupRequired).toBeUndefined();
    expect(await refused(token)).toBe(false);
    expect((await call('GET', 'withdrawals?page=1&limit=5', undefined, token)).status).toBe(200);
    expect((await call('POST', 'logout', {}, token)).status).toBe(200);
  });

  it('signs out with the enrolment still to do', async () => {
    require2fa('all');
    const { token } = await session('operator@demo.test');
    expect((await call('POST', 'logout', {}, token)).status).toBe(200);
    expect((await call('GET', '/api/admin/getadmindetail', undefined, token)).status).toBe(401);
  });
});

describe('changing requireTwoFactor', () => {
  it('is a sensitive change (step-up), takes only its values, and is on the record', async () => {
    const { token } = await session('superadmin@demo.test', { confirmed: false });
    const asked = await call('POST', 'updateSiteDetails', { requireTwoFactor: 'money' }, token);
    expect(asked.body.code).toBe('step_up_required');
    await call('POST', 'step-up', { password: DEMO_PASSWORD }, token);
    const wrong = await call('POST', 'updateSiteDetails', { requireTwoFactor: 'some' }, token);
    expect(wrong.status).toBe(400);
    const saved = await call('POST', 'updateSiteDetails', { requireTwoFactor: 'money' }, token);
    expect(saved.status).toBe(200);
    expect(store.object('site-setting').requireTwoFactor).toBe('money');
    const entry = store
      .all('audit-log')
      .find((row) => JSON.stringify(row.changes ?? []).includes('requireTwoFactor'));
    expect(entry).toBeDefined();
    // The superadmin who turned it on is covered from the next call.
    expect(await refused(token)).toBe(true);
  });
});
