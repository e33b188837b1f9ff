import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as route, HttpResponse } from 'msw';
import { HttpError } from '../../src/api/fetchClient';
import { createHttp, normalizeError } from '../../src/api/http';
import { setToken, getToken } from '../../src/session/token';
import { resetUnauthorizedForTests } from '../../src/session/unauthorized';

const seen: Headers[] = [];
const server = setupServer(
  route.get('*/api/admin/echo', ({ request }) => {
    seen.push(request.headers);
    return HttpResponse.json({ success: true });
  }),
  route.get('*/api/admin/empty-500', () => new HttpResponse(null, { status: 500 })),
  route.get('*/api/admin/body-400', () =>
    HttpResponse.json(
      { success: false, message: 'Label is required', errors: { label: 'Label is required' } },
      { status: 400 },
    ),
  ),
  route.get('*/api/admin/expired', () =>
    HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
  ),
  route.post('*/api/admin/login', () =>
    HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 }),
  ),
  route.get('*/api/admin/network', () => HttpResponse.error()),
  route.get('*/api/admin/text-502', () => HttpResponse.text('Upstream is down', { status: 502 })),
  route.get('*/api/admin/html-502', () =>
    HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }),
  ),
  route.get('*/api/admin/limited', () =>
    HttpResponse.json(
      { success: false, message: 'Too many' },
      { status: 429, headers: { 'Retry-After': '30' } },
    ),
  ),
  route.post('*/prefix/api/admin/mirror', async ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      path: url.pathname,
      search: url.search,
      type: request.headers.get('content-type'),
      body: await request.json(),
    });
  }),
  route.get('*/api/admin/csv', () =>
    HttpResponse.text('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  resetUnauthorizedForTests();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('HTTP layer', () => {
  it('sends Authorization (the stored token) and timezone (the browser zone) on every call', async () => {
    setToken('token-123');
    const client = createHttp('http://localhost:3000');
    await client.get('/api/admin/echo');
    expect(seen[0].get('authorization')).toBe('token-123');
    expect(seen[0].get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('names the zone by Temporal where the browser has it (no ICU formatter at start-up)', async () => {
    const timeZoneId = vi.fn(() => 'Asia/Calcutta');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    try {
      await createHttp('http://localhost:3000').get('/api/admin/echo');
    } finally {
      vi.unstubAllGlobals();
      format.mockRestore();
    }
    expect(seen[0].get('timezone')).toBe('Asia/Calcutta');
    expect(timeZoneId).toHaveBeenCalled();
    expect(format).not.toHaveBeenCalled();
  });

  it('sends no Authorization header when signed out, but still the time zone', async () => {
    await createHttp('http://localhost:3000').get('/api/admin/echo');
    expect(seen[0].has('authorization')).toBe(false);
    expect(seen[0].get('timezone')).toBeTruthy();
  });

  it("turns a failure with no body into {success:false, message:'Something went wrong'}", async () => {
    const failure = await createHttp('http://localhost:3000')
      .get('/api/admin/empty-500')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      success: false,
      message: 'Something went wrong',
      statusCode: 500,
    });
  });

  it("passes the server's error body through with its field errors", async () => {
    const failure = await createHttp('http://localhost:3000')
      .get('/api/admin/body-400')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      success: false,
      message: 'Label is required',
      errors: { label: 'Label is required' },
      statusCode: 400,
    });
  });

  it('says the server could not be reached for a call that got no answer', async () => {
    const failure = await createHttp('http://localhost:3000')
      .get('/api/admin/network')
      .catch((error: unknown) => error);
    expect(failure).toEqual({ success: false, message: 'The server could not be reached' });
  });

  it("passes a call's own message through when it has no answer; an unknown failure is generic", () => {
    const config = { url: '/api/admin/x' };
    const aborted = new HttpError('canceled', config);
    const timedOut = new HttpError('The server did not answer in 2 s', config);
    expect(normalizeError(aborted)).toEqual({ success: false, message: 'canceled' });
    expect(normalizeError(timedOut).message).toBe('The server did not answer in 2 s');
    expect(normalizeError(new Error('boom')).message).toBe('Something went wrong');
  });

  it("reads a text answer as its message, but not a proxy's HTML page", async () => {
    const client = createHttp('http://localhost:3000');
    const text = await client.get('/api/admin/text-502').catch((error: unknown) => error);
    expect(text).toEqual({ success: false, message: 'Upstream is down', statusCode: 502 });
    const page = await client.get('/api/admin/html-502').catch((error: unknown) => error);
    expect(page).toEqual({ success: false, message: 'Something went wrong', statusCode: 502 });
  });

  it("keeps a 429's Retry-After for the page, in seconds", async () => {
    const failure = await createHttp('http://localhost:3000')
      .get('/api/admin/limited')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
  });

  it('sends a JSON body and the query, a list as the key repeated, none for null or undefined', async () => {
    const { data } = await createHttp('http://localhost:3000/prefix/').post(
      '/api/admin/mirror?x=1',
      { label: 'a' },
      { params: { ids: ['a', 'b'], q: 'two words', none: undefined, nothing: null } },
    );
    expect(data).toEqual({
      path: '/prefix/api/admin/mirror',
      search: '?x=1&ids=a&ids=b&q=two+words',
      type: 'application/json',
      body: { label: 'a' },
    });
  });

  it('reads a download as a Blob, and its failure as the JSON body it is', async () => {
    const client = createHttp('http://localhost:3000');
    const { data } = await client.get<Blob>('/api/admin/csv', { responseType: 'blob' });
    expect(await data.text()).toBe('a,b\n1,2\n');
    const failure = await client
      .get('/api/admin/body-400', { responseType: 'blob' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Label is required', statusCode: 400 });
  });

  it('ends the session on a 401 from a private call', async () => {
    setToken('old');
    await createHttp('http://localhost:3000')
      .get('/api/admin/expired')
      .catch(() => undefined);
    expect(getToken()).toBeNull();
  });

  it('does not end a session on a 401 from the sign-in call itself', async () => {
    setToken('kept');
    const failure = await createHttp('http://localhost:3000')
      .post('/api/admin/login', {})
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Invalid email or password' });
    expect(getToken()).toBe('kept');
  });
});
