import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../src/demo/server';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { BODY_MAX_BYTES } from '../../src/demo/http-utils';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const login = (base: string, body: string) =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

/** The HTTP demo server under bodies an attacker sends: answers, then serves on. */
describe('HTTP demo server body limits', () => {
  it('answers 413 to a body over the limit, 400 to a deep or broken one, then signs in', async () => {
    const started = await startDemoServer({ maxLifetimeMs: 60_000 });
    close = started.close;
    const big = await login(started.url, JSON.stringify({ email: 'x'.repeat(BODY_MAX_BYTES * 2) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      success: false,
      message: 'The request body is larger than 1 MB',
    });
    const deep = await login(started.url, '['.repeat(200_000) + ']'.repeat(200_000));
    expect(deep.status).toBe(400);
    expect((await login(started.url, '{"email"')).status).toBe(400);
    const signedIn = await login(
      started.url,
      JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
    );
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()).result;
    const address = await fetch(`${started.url}/api/admin/%E0%A4%A`, {
      headers: { Authorization: token },
    });
    expect(address.status).toBe(400);
  });
});
