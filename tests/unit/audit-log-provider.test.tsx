import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHttp } from '../../src/api/http';
import { createAuditLogProvider } from '../../src/providers/auditLogProvider';
import { getToken, setToken } from '../../src/session/token';
import { resetUnauthorizedForTests } from '../../src/session/unauthorized';

/** Refine's audit-log provider: reads a record's history from the server, never writes one. */
const calls: { url: URL; authorization: string | null }[] = [];
const server = setupServer(
  http.get('*/api/admin/audit-log-test/:id/history', ({ request }) => {
    calls.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
    return HttpResponse.json({
      success: true,
      result: { items: [{ _id: 'e1', action: 'update', changes: [] }], total: 31 },
    });
  }),
  http.get('*/api/admin/coins/:id/history', () =>
    HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  // The 401 case schedules the redirect to /login: the next file of this worker must not get it.
  resetUnauthorizedForTests();
});
afterAll(() => server.close());

describe('the audit-log provider', () => {
  it('asks GET /{resource}/{id}/history, paged and newest first, with the session token', async () => {
    setToken('token-1');
    const provider = createAuditLogProvider(createHttp('http://localhost:3000'));
    const page = await provider.get({
      resource: 'audit-log-test',
      meta: { id: 'r/1', page: 2, pageSize: 5 },
    });
    expect(page).toEqual({ items: [{ _id: 'e1', action: 'update', changes: [] }], total: 31 });
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toBe('/api/admin/audit-log-test/r%2F1/history');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      page: '2',
      limit: '5',
      sort: 'at',
      order: 'desc',
    });
    expect(calls[0].authorization).toBe('token-1');
  });

  it('ends the session on a 401, as every call of the HTTP client does', async () => {
    setToken('token-2');
    const provider = createAuditLogProvider(createHttp('http://localhost:3000'));
    await expect(provider.get({ resource: 'coins', meta: { id: 'c1' } })).rejects.toMatchObject({
      message: 'expired',
    });
    expect(getToken()).toBeNull();
  });

  it('has no create or update: the server writes the trail, so Refine logs nothing itself', () => {
    const provider = createAuditLogProvider(createHttp('http://localhost:3000'));
    expect(Object.keys(provider)).toEqual(['get']);
  });
});
