import { createDemoApi } from '../../../src/demo/backend';
import { DemoStore } from '../../../src/demo/store';
import { DEMO_PASSWORD } from '../../../src/demo/accounts';
import { singleControl } from './singleControl';

/**
 * The demo API as the tests of its money records drive it (coins, deposits, withdrawals, the fee
 * ledger): each file starts one before each test (`beforeEach(start)`); `call` signs in as the
 * admin it is given (finance by default) on first use.
 */
const base = 'http://demo.test';
let api: ReturnType<typeof createDemoApi>;
export let store: DemoStore;
const tokens = new Map<string, string>();

export async function call(
  method: string,
  path: string,
  body?: unknown,
  email = 'finance@demo.test',
) {
  let token = tokens.get(email);
  if (!token) {
    const login = await api(
      new Request(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      }),
    );
    token = ((await login!.json()) as { result: { token: string } }).result.token;
    // Confirmed for sensitive requests (approvals, limits, exports), as the admin would when asked.
    await api(
      new Request(`${base}/api/admin/step-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({ password: DEMO_PASSWORD }),
      }),
    );
    tokens.set(email, token);
  }
  const response = await api(
    new Request(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`not handled: ${path}`);
  const text = await response.text();
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as any,
  };
}

/** A fresh store and demo API, no admin signed in yet. */
export function start() {
  store = new DemoStore();
  api = createDemoApi(store);
  // About money rules: a coin's limits change at once (dual control has its own files).
  singleControl(store);
  tokens.clear();
}
