import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/demo/store';
import * as demo from './support/careful-demo-api';

/**
 * Sessions end by themselves: after the idle limit without a request (the site setting, 30
 * minutes by default, 5 to 480; or the server's `sessionIdleSeconds`), and after the lifetime
 * since their sign-in (12 hours by default) however active. Past either, the token answers 401.
 */
const MINUTE = 60_000;
let clock = demo.START;
function startAt(options: Parameters<typeof demo.start>[0] = {}) {
  clock = demo.START;
  demo.start(options, memoryStorage(), () => clock);
}
const detail = (token: string) => demo.call('GET', '/api/admin/getadmindetail', undefined, token);

describe('the idle limit', () => {
  it('ends a session 30 minutes after its last request, by default', async () => {
    startAt();
    const token = await demo.signIn('operator@demo.test');
    clock += 29 * MINUTE;
    expect((await detail(token)).status).toBe(200);
    // That request was activity: the 30 minutes start again from it.
    clock += 29 * MINUTE;
    expect((await detail(token)).status).toBe(200);
    clock += 30 * MINUTE;
    expect((await detail(token)).status).toBe(401);
    // Gone from the store, not only refused: a later clock cannot bring it back.
    expect(demo.store.all('sessions').some((row) => row.token === token)).toBe(false);
  });

  it('follows the site setting, whose bounds are 5 and 480 minutes', async () => {
    startAt();
    const superadmin = await demo.signIn('superadmin@demo.test');
    const save = (sessionIdleMinutes: unknown) =>
      demo.call('POST', 'updateSiteDetails', { sessionIdleMinutes }, superadmin);
    for (const refused of [4, 481, 30.5, 'thirty'])
      expect((await save(refused)).body.errors).toHaveProperty('sessionIdleMinutes');
    const saved = await save(5);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ sessionIdleMinutes: 5, sessionIdleSeconds: 300 });

    const operator = await demo.signIn('operator@demo.test');
    clock += 5 * MINUTE - 1000;
    expect((await detail(operator)).status).toBe(200);
    clock += 5 * MINUTE;
    expect((await detail(operator)).status).toBe(401);
  });

  it('is the server option when one is given, and the site setting says so', async () => {
    startAt({ sessionIdleSeconds: 10 });
    const setting = await demo.call('GET', 'getSiteSetting');
    expect(setting.body.result).toMatchObject({
      sessionIdleMinutes: 30,
      sessionLifetimeHours: 12,
      sessionIdleSeconds: 10,
    });
    const token = await demo.signIn('finance@demo.test');
    clock += 9_000;
    expect((await detail(token)).status).toBe(200);
    clock += 10_000;
    expect((await detail(token)).status).toBe(401);
  });

  it('counts any request of the session, and only its own', async () => {
    startAt({ sessionIdleSeconds: 60 });
    const busy = await demo.signIn('operator@demo.test');
    const quiet = await demo.signIn('operator@demo.test');
    for (let step = 0; step < 3; step++) {
      clock += 40_000;
      expect((await demo.call('GET', 'events?limit=1', undefined, busy)).status).toBe(200);
    }
    expect((await detail(busy)).status).toBe(200);
    expect((await detail(quiet)).status).toBe(401);
  });
});

describe('the lifetime', () => {
  it('ends a session 12 hours after its sign-in, however active', async () => {
    startAt();
    const token = await demo.signIn('viewer@demo.test');
    for (let hour = 0; hour < 24; hour++) {
      clock += 29 * MINUTE;
      expect((await detail(token)).status).toBe(200);
    }
    // 11 h 36 min so far; the next request after 12 h is refused.
    clock += 25 * MINUTE;
    expect((await detail(token)).status).toBe(401);
    const again = await demo.signIn('viewer@demo.test');
    expect((await detail(again)).status).toBe(200);
  });

  it('follows the site setting (1 to 72 hours)', async () => {
    startAt();
    const superadmin = await demo.signIn('superadmin@demo.test');
    const save = (sessionLifetimeHours: unknown) =>
      demo.call('POST', 'updateSiteDetails', { sessionLifetimeHours }, superadmin);
    expect((await save(0)).status).toBe(400);
    expect((await save(73)).status).toBe(400);
    expect((await save(1)).status).toBe(200);
    const token = await demo.signIn('viewer@demo.test');
    clock += 25 * MINUTE;
    expect((await detail(token)).status).toBe(200);
    clock += 25 * MINUTE;
    expect((await detail(token)).status).toBe(200);
    clock += 10 * MINUTE;
    expect((await detail(token)).status).toBe(401);
  });
});
