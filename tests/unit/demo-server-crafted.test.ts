import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../src/demo/server';
import { DEMO_PASSWORD } from '../../src/demo/accounts';

/** Raw HTTP, so that the Host header is sent as written (fetch sets its own). */
function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  const { port } = new URL(base);
  return new Promise((done, fail) => {
    const sent = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    sent.on('error', fail);
    sent.end(options.body);
  });
}

let server: Awaited<ReturnType<typeof startDemoServer>>;
let token = '';
beforeAll(async () => {
  server = await startDemoServer({ maxLifetimeMs: 120_000, onMail: () => undefined });
  const answer = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
  });
  token = (await answer.json()).result.token;
});
afterAll(() => server.close());

/** Crafted input the HTTP demo server answers with a 4xx or a JSON-RPC error, never a 500. */
describe('HTTP demo server under crafted input', () => {
  it('answers 400 to a Host header that is no host, and serves on', async () => {
    for (const host of ['u@host', 'a b', 'x/y', 'h:1:2'])
      expect([
        host,
        (await raw(server.url, '/api/admin/site-setting', { headers: { Host: host } })).status,
      ]).toEqual([host, 400]);
    const fine = await raw(server.url, '/api/admin/getadmindetail', {
      headers: { Host: 'localhost:4599', Authorization: token },
    });
    expect(fine.status).toBe(200);
  });

  it('answers 400 to an IP that does not decode', async () => {
    for (const path of ['/api/admin/ipgeo/%E0%A4%A', '/ipgeo/%E0%A4%A']) {
      const answer = await raw(server.url, path, { headers: { Authorization: token } });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.text).not.toMatch(/URIError|malformed/i);
    }
  });

  it('answers a JSON-RPC error to a method or signature sent as an object', async () => {
    const rpc = (body: unknown) =>
      raw(server.url, '/solana-rpc', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const method = await rpc({ jsonrpc: '2.0', id: 1, method: { name: 'getSlot' } });
    expect(method.status).toBe(200);
    expect(JSON.parse(method.text)).toMatchObject({ id: 1, error: { code: -32600 } });
    // A key that makes a value's text conversion throw: the body is refused as unreadable.
    const unreadable = await rpc({ jsonrpc: '2.0', id: 2, method: { toString: 1 } });
    expect(unreadable.status).toBe(200);
    expect(JSON.parse(unreadable.text)).toMatchObject({ error: { code: -32700 } });
    const batch = await rpc([{ id: { a: 1 }, method: ['getSignatureStatuses'] }, 7, null]);
    expect(batch.status).toBe(200);
    expect(JSON.parse(batch.text)).toHaveLength(3);
    const signatures = await rpc({
      jsonrpc: '2.0',
      id: 2,
      method: 'getSignatureStatuses',
      params: [[{ name: 'x' }, 'unknown']],
    });
    expect(JSON.parse(signatures.text).result.value).toEqual([null, null]);
  });
});
