import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { delay, http as route, HttpResponse } from 'msw';
import { createHttp, timeoutMessage } from '../../src/api/http';
import { ConfigError, readConfig } from '../../src/config';

const server = setupServer(
  route.get('*/api/admin/silent', async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true });
  }),
  route.get('*/api/admin/slow', async () => {
    await delay(150);
    return HttpResponse.json({ success: true, result: 'late' });
  }),
  route.get('*/api/admin/quick', () => HttpResponse.json({ success: true, result: 'ok' })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('request time limit (VITE_API_TIMEOUT_MS)', () => {
  it('has none by default, 0 turns it off, anything else stops start-up naming the key', () => {
    expect(readConfig({}).apiTimeoutMs).toBe(0);
    expect(readConfig({ VITE_API_TIMEOUT_MS: '0' }).apiTimeoutMs).toBe(0);
    expect(readConfig({ VITE_API_TIMEOUT_MS: '2500' }).apiTimeoutMs).toBe(2500);
    for (const bad of ['-1', '1.5', 'soon']) {
      expect(() => readConfig({ VITE_API_TIMEOUT_MS: bad })).toThrow(ConfigError);
      expect(() => readConfig({ VITE_API_TIMEOUT_MS: bad })).toThrow(/VITE_API_TIMEOUT_MS/);
    }
  });

  it('says in seconds that the server did not answer', () => {
    expect(timeoutMessage(30_000)).toBe('The server did not answer in 30 s');
    expect(timeoutMessage(2500)).toBe('The server did not answer in 2.5 s');
  });

  it('ends a call the server never answers with that message', async () => {
    const started = Date.now();
    const failure = await createHttp('http://localhost:3000', 100)
      .get('/api/admin/silent')
      .catch((error: unknown) => error);
    expect(failure).toEqual({ success: false, message: 'The server did not answer in 0.1 s' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves an answer within the limit alone, and a caller’s own abort stays an abort', async () => {
    const client = createHttp('http://localhost:3000', 1_000);
    const { data } = await client.get('/api/admin/quick');
    expect(data).toEqual({ success: true, result: 'ok' });
    const controller = new AbortController();
    const call = client.get('/api/admin/silent', { signal: controller.signal });
    controller.abort();
    const failure = (await call.catch((error: unknown) => error)) as { message: string };
    expect(failure.message).not.toMatch(/did not answer/);
  });

  it('waits as long as it takes when the limit is 0', async () => {
    const { data } = await createHttp('http://localhost:3000', 0).get('/api/admin/slow');
    expect(data).toEqual({ success: true, result: 'late' });
  });
});
