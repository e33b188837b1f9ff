import { DEMO_PASSWORD, demoToken } from './signIn';

/** A record as the HTTP demo API answers it. */
export interface ApiRecord {
  _id: string;
  [key: string]: unknown;
}

/** What one call answered: its status and its envelope's result. */
interface ApiAnswer {
  status: number;
  result: ApiRecord & { items?: ApiRecord[] };
}

/**
 * The HTTP demo API at `base` as a second client, outside any browser: each demo admin signs in
 * once (its token kept for the suite), then calls `/api/admin/{path}` as itself. For checking what
 * the server holds, and for changes the test does not make through a screen. A sensitive call
 * refused for want of a fresh confirmation (403 step_up_required) is confirmed with the password
 * and sent once more, as the panel does.
 */
export function serverApi(base: () => string) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = demoToken(base(), email);
      tokens.set(email, token);
    }
    return token;
  };
  const send = async (email: string, method: string, path: string, body?: unknown) =>
    fetch(`${base()}/api/admin/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: await tokenOf(email) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return async (email: string, method: string, path: string, body?: unknown) => {
    let response = await send(email, method, path, body);
    if (response.status === 403 && (await response.clone().json()).code === 'step_up_required') {
      await send(email, 'POST', 'step-up', { password: DEMO_PASSWORD });
      response = await send(email, method, path, body);
    }
    const { result } = (await response.json()) as { result: ApiAnswer['result'] };
    return { status: response.status, result } satisfies ApiAnswer;
  };
}
