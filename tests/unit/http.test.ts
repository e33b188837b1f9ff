import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as route, HttpResponse } from 'msw';
import { AxiosError } from 'axios';
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

  it("passes axios's own network error message through", async () => {
    const failure = await createHttp('http://localhost:3000')
      .get('/api/admin/network')
      .catch((error: unknown) => error);
    expect(failure).toEqual({ success: false, message: 'Network Error' });
  });

  it('passes timeout, abort and unsupported-protocol messages through', () => {
    const timeout = new AxiosError('timeout of 100ms exceeded', AxiosError.ECONNABORTED);
    const aborted = new AxiosError('canceled', AxiosError.ERR_CANCELED);
    const protocol = new AxiosError('Unsupported protocol ftp:', AxiosError.ERR_BAD_REQUEST);
    protocol.code = 'ERR_NOT_SUPPORT';
    expect(normalizeError(timeout).message).toBe('timeout of 100ms exceeded');
    expect(normalizeError(aborted).message).toBe('canceled');
    expect(normalizeError(protocol).message).toBe('Unsupported protocol ftp:');
    expect(normalizeError(new Error('boom')).message).toBe('Something went wrong');
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
