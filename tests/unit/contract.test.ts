import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../scripts/contract/run';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { startDemoServer } from '../../src/demo/server';

/**
 * `npm run contract` against the HTTP demo server (127.0.0.1, a free port): the demo API keeps to
 * docs/openapi.json. Against a proxy that drops `total` from every list it fails, naming the lists.
 */
const ROOT = resolve(__dirname, '../..');
const document = JSON.parse(readFileSync(resolve(ROOT, 'docs/openapi.json'), 'utf8'));
let demo: Awaited<ReturnType<typeof startDemoServer>>;
let proxy: Server;
let proxyUrl: string;

/** Forwards to the demo server; a JSON list's `result.total` is left out of the answer. */
function dropTotals(target: URL): Server {
  return createServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        // An event stream (the live feed) passes as it comes, and ends when its client goes.
        outgoing.on('close', () => answer.destroy());
        if (String(answer.headers['content-type']).startsWith('text/event-stream')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (String(headers['content-type']).includes('json')) {
            const parsed = JSON.parse(body.toString('utf8'));
            if (parsed?.result && Array.isArray(parsed.result.items)) delete parsed.result.total;
            body = Buffer.from(JSON.stringify(parsed));
            headers['content-length'] = String(body.length);
            delete headers['transfer-encoding'];
          }
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(forward);
  });
}

beforeAll(async () => {
  demo = await startDemoServer({ maxLifetimeMs: 120_000, onMail: () => undefined });
  proxy = dropTotals(new URL(demo.url));
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  const closed = new Promise((done) => proxy.close(done));
  proxy.closeAllConnections();
  await closed;
  await demo.close();
});

describe('npm run contract', () => {
  it('passes against the demo server: reads, paging, 401, 403, 400 and 405', async () => {
    const lines: string[] = [];
    const result = await runContract({
      api: demo.url,
      email: 'superadmin@demo.test',
      password: DEMO_PASSWORD,
      restrictedEmail: 'operator@demo.test',
      document,
      print: (line) => lines.push(line),
    });
    expect(result.failures).toEqual([]);
    expect(result.passed).toBeGreaterThan(150);
    const output = lines.join('\n');
    expect(output).toMatch(
      /\u2713 GET \/api\/admin\/tags: envelope, \{ items, total \} and 20 of \d+ items match; pages of 20 hold/,
    );
    expect(output).toContain('\u2713 GET /api/admin/coins without a token: 401');
    expect(output).toContain(
      '\u2713 operator@demo.test: GET /api/admin/coins without view on Coin List: 403',
    );
    expect(output).toContain(
      '\u2713 operator@demo.test: GET /api/admin/events with view on Events: 200',
    );
    expect(output).toContain(
      '\u2713 POST /api/admin/tags with an unknown key and no required field: 400 naming it',
    );
    expect(output).toMatch(
      /\u2713 POST \/api\/admin\/events\/\{id\}\/resolve with an invalid body: 400 naming a key of it/,
    );
    expect(output).toMatch(
      /\u2713 POST \/api\/admin\/events\/\{id\}\/resolve-preview with a valid body: 200/,
    );
    // List actions, batches (a dry run answers per row), notes and saved views take their bodies.
    expect(output).toContain(
      '\u2713 POST /api/admin/pending-orders/cancel-all with an invalid body: 400 naming a key of it',
    );
    expect(output).toContain(
      "\u2713 POST /api/admin/withdrawals/bulk/reject as a dry run of the list's first row: 200",
    );
    expect(output).toMatch(
      /\u2713 POST \/api\/admin\/withdrawals\/\{id\}\/notes with an invalid body: 400 naming a key of it/,
    );
    expect(output).toContain(
      '\u2713 POST /api/admin/views with an invalid body: 400 naming a key of it',
    );
    // A claim is tried with a wrong-typed body, then a valid one, and released; step-up with neither answer.
    expect(output).toMatch(
      /\u2713 POST \/api\/admin\/withdrawals\/\{id\}\/claim with an invalid body: 400 naming a key of it/,
    );
    expect(output).toMatch(
      /\u2713 POST \/api\/admin\/withdrawals\/\{id\}\/release after it: 200, the row as it was/,
    );
    expect(output).toContain(
      '\u2713 POST /api/admin/step-up with an invalid body: 400 naming a key of it',
    );
    expect(output).toContain('\u2713 POST /api/admin/deposits (read-only): 405');
    expect(output).toContain(
      '\u2713 GET /api/admin/live: an event stream that opens with event: ready',
    );
    expect(output).toContain('\u2713 GET /api/admin/live without a token: 401');
    expect(output).toContain(
      '\u2713 GET /api/admin/tags?contractCheckUnknown_lte=z: 400 naming it',
    );
    expect(output).toMatch(/\u2713 GET a list with more filter conditions than it takes: 400/);
    expect(output).toContain(
      '\u2713 PUT a record with If-Match that is no one version: 412 (/api/admin/tags/{id}, W/"1")',
    );
    expect(output).toMatch(/\n\d+ checks: \d+ passed, 0 failed/);
  });

  it('exits 1 against a backend whose lists lack their total, naming each failed check', async () => {
    const cli = promisify(execFile)(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'scripts/contract.ts',
        '--api',
        proxyUrl,
        '--email',
        'superadmin@demo.test',
        '--password',
        DEMO_PASSWORD,
      ],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } },
    );
    const failed = await cli.then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failed?.code, failed?.stderr).toBe(1);
    expect(failed?.stdout).toContain(
      "\u2717 GET /api/admin/tags: envelope, { items, total } and its items match; pages of 20 hold: /result must have required property 'total'",
    );
    expect(failed?.stdout).toMatch(/\n\d+ checks: \d+ passed, [1-9]\d* failed/);
  });
});
