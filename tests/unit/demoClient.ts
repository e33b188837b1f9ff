import { beforeEach } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { DemoStore, memoryStorage } from '../../src/demo/store';

/** Calls the demo API's handler directly, as the app would over HTTP (unit tests of the demo API). */
export function demoClient(api: () => ReturnType<typeof createDemoApi>) {
  async function call(method: string, path: string, body?: unknown, token?: string) {
    const url = path.startsWith('/')
      ? `http://demo.test${path}`
      : `http://demo.test/api/admin/${path}`;
    const response = await api()(
      new Request(url, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`not handled: ${path}`);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  }

  /**
   * Signs in a demo account (without 2FA); its token and admin record. The session is confirmed
   * for sensitive requests too (step-up with the password), as an admin would when asked, unless
   * `confirmed: false` (the tests of the step-up rule itself).
   */
  async function session(
    email: string,
    { confirmed = true } = {},
  ): Promise<{ token: string; id: string }> {
    const { body } = await call('POST', 'login', { email, password: DEMO_PASSWORD });
    const token = body.result.token as string;
    if (confirmed) await call('POST', 'step-up', { password: DEMO_PASSWORD }, token);
    return { token, id: body.result.admin._id as string };
  }

  const signIn = async (email: string) => (await session(email)).token;

  return { call, signIn, session };
}

/**
 * A demo API of its own for each test of the calling file (a fresh in-memory store at a fixed
 * time, set up by beforeEach), with its client: `demo.store` is the current test's store.
 */
export function freshDemoApi(now = Date.parse('2026-11-23T12:00:00Z')) {
  let store: DemoStore;
  let api: ReturnType<typeof createDemoApi>;
  beforeEach(() => {
    store = new DemoStore(memoryStorage(), { now: () => now });
    api = createDemoApi(store);
  });
  return {
    ...demoClient(() => api),
    get store() {
      return store;
    },
    get api() {
      return api;
    },
  };
}
