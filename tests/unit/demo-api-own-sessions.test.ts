import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSIONS_PATH, type AdminSession } from '../../src/model/contract';
import * as demo from './support/careful-demo-api';
import { feedListener } from './liveListener';
import type { freshDemoApi } from './demoClient';

/**
 * One's own sessions: GET lists them (this one marked), DELETE ends one or all the others; a
 * superadmin ends all of an admin's. Whatever ends a session ends its live feed at once.
 */
beforeEach(() => demo.start());
const streams: AbortController[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.abort()));
const listen = feedListener(
  { api: (request: Request) => demo.api(request) } as unknown as ReturnType<typeof freshDemoApi>,
  streams,
);

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A sign-in from a browser, at an address as the HTTP demo server passes it on. */
async function signInWith(email: string, agent: string, address = '::ffff:203.0.113.7') {
  const response = await demo.api(
    new Request('http://demo.test/api/admin/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': agent,
        'X-Demo-Client-Address': address,
      },
      body: JSON.stringify({ email, password: 'Demo#2026' }),
    }),
  );
  return ((await response!.json()) as { result: { token: string } }).result.token as string;
}
const list = async (token: string) =>
  (await demo.call('GET', SESSIONS_PATH, undefined, token)).body.result as AdminSession[];
const detail = (token: string) => demo.call('GET', '/api/admin/getadmindetail', undefined, token);

describe('GET /api/admin/sessions', () => {
  it("lists the caller's own sessions, exactly one current, with browser, system and IP", async () => {
    const laptop = await signInWith('operator@demo.test', CHROME);
    const phone = await demo.signIn('operator@demo.test');
    await demo.signIn('finance@demo.test');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Chrome 131',
      os: 'macOS',
      ip: '203.0.113.7',
      location: 'Local demo',
      createdAt: new Date(demo.START).toISOString(),
      lastActiveAt: new Date(demo.START).toISOString(),
      expiresAt: new Date(demo.START + 12 * 3_600_000).toISOString(),
    });
    // Never a token, of this session or another.
    expect(JSON.stringify(sessions)).not.toContain(laptop);
    expect(JSON.stringify(sessions)).not.toContain(phone);
    expect((await list(phone)).find((session) => session.current)?._id).toBe(sessions[1]._id);
    // Without an address from the server (the in-browser demo): its own machine's.
    expect(sessions[1].ip).toBe('127.0.0.1');
    expect((await demo.call('GET', SESSIONS_PATH)).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it("ends one of one's own; another admin's is a 404 and goes on", async () => {
    const first = await demo.signIn('operator@demo.test');
    const second = await demo.signIn('operator@demo.test');
    const finance = await demo.signIn('finance@demo.test');
    const [, other] = await list(first);
    const [financeSession] = await list(finance);

    const refused = await demo.call('DELETE', `${SESSIONS_PATH}/${financeSession._id}`, {}, first);
    expect(refused.status).toBe(404);
    expect((await detail(finance)).status).toBe(200);
    expect((await demo.call('DELETE', `${SESSIONS_PATH}/nope`, {}, first)).status).toBe(404);

    const ended = await demo.call('DELETE', `${SESSIONS_PATH}/${other._id}`, {}, first);
    expect(ended.status).toBe(200);
    expect((await detail(second)).status).toBe(401);
    expect((await detail(first)).status).toBe(200);
    // Written to the audit trail like every change, under the admin who did it.
    expect(demo.store.all('audit-log')[0]).toMatchObject({
      resource: 'sessions',
      action: 'delete',
      recordId: other._id,
      outcome: 200,
    });
  });

  it('"End all others" keeps only the caller\'s session', async () => {
    const others = [await demo.signIn('viewer@demo.test'), await demo.signIn('viewer@demo.test')];
    const mine = await demo.signIn('viewer@demo.test');
    const finance = await demo.signIn('finance@demo.test');
    const answer = await demo.call('DELETE', SESSIONS_PATH, {}, mine);
    expect(answer.body.result).toEqual({ ended: 2 });
    for (const token of others) expect((await detail(token)).status).toBe(401);
    expect((await detail(mine)).status).toBe(200);
    expect((await detail(finance)).status).toBe(200);
    expect(await list(mine)).toHaveLength(1);
  });

  it('a superadmin ends every session of an admin, audited; nobody else may', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const operator = await demo.session('operator@demo.test');
    const again = await demo.signIn('operator@demo.test');
    const { id: financeId, token: finance } = await demo.session('finance@demo.test');
    // A sub-admin with edit on Sub Admin still may not.
    demo.store.update('admins', financeId, {
      restriction: [{ name: 'Sub Admin', canView: true, canEdit: true }],
    });
    const path = `admins/${operator.id}/end-sessions`;
    expect((await demo.call('POST', path, {}, finance)).status).toBe(403);
    expect((await detail(operator.token)).status).toBe(200);

    const feed = listen(operator.token);
    await feed.ready;
    const done = await demo.call('POST', path, {}, superadmin);
    expect(done.status).toBe(200);
    await feed.ended;
    expect((await detail(operator.token)).status).toBe(401);
    expect((await detail(again)).status).toBe(401);
    expect((await detail(superadmin)).status).toBe(200);
    expect(demo.store.all('audit-log')[0]).toMatchObject({
      resource: 'admins',
      action: 'end-sessions',
      recordId: operator.id,
      outcome: 200,
    });
  });
});

describe('the live feed of an ended session', () => {
  it('ends at once when its session is ended from another, with no change to tell', async () => {
    const watched = await demo.signIn('finance@demo.test');
    const owner = await demo.signIn('finance@demo.test');
    const feed = listen(watched);
    const untouched = listen(owner);
    await Promise.all([feed.ready, untouched.ready]);
    const id = (await list(owner)).find((session) => !session.current)!._id;
    expect((await demo.call('DELETE', `${SESSIONS_PATH}/${id}`, {}, owner)).status).toBe(200);
    await feed.ended;
    let ownerEnded = false;
    void untouched.ended.then(() => (ownerEnded = true));
    await Promise.resolve();
    expect(ownerEnded).toBe(false);
  });

  it('ends when its session is found past the idle limit', async () => {
    let clock = demo.START;
    demo.start({ sessionIdleSeconds: 30 }, undefined, () => clock);
    const token = await demo.signIn('finance@demo.test');
    const feed = listen(token);
    await feed.ready;
    clock += 31_000;
    // Any look at an expired session (a request, the feed's keepalive) removes it, and its
    // stream ends with it.
    expect(demo.store.all('sessions').length).toBe(1);
    expect((await demo.call('GET', SESSIONS_PATH, undefined, token)).status).toBe(401);
    await feed.ended;
  });
});
