import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { BODY_MAX_BYTES, RefusedRequest, tooLarge } from './http-utils';
import type { DemoMail } from './backend/auth';
import { DemoStore } from './store';
import { CLIENT_ADDRESS_HEADER } from './clientAddress';
import { startSimulator } from './simulator';
import { say } from '../../resources/_text';

/** Where the HTTP demo server answers Solana JSON-RPC (docs/demo.md, "The HTTP demo server"). */
const SOLANA_RPC_PATH = '/solana-rpc';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface DemoServerOptions {
  port?: number;
  host?: string;
  /** A built app (dist/) served beside the API, with the SPA fallback to index.html. */
  staticDir?: string;
  /** Stop by itself after this long (tests must not leave servers behind). */
  maxLifetimeMs?: number;
  /** The data it serves: a fresh store from the seed by default (a benchmark passes a larger one). */
  store?: DemoStore;
  /** Called with each API request's method, path and headers (tests read them). */
  onRequest?: (entry: { method: string; path: string; headers: Record<string, string> }) => void;
  /**
   * Where demo e-mails (reset links) go: the server's console by default, as a mail catcher
   * would show them. Never in the HTTP answer: anyone may ask for any admin's reset link.
   */
  onMail?: (mail: DemoMail) => void;
  /** Runs the platform simulator (new deposits, withdrawals, orders) at this interval. */
  simulateEveryMs?: number;
  /** The idle limit of sessions in seconds, in place of the site setting (tests: a short one). */
  sessionIdleSeconds?: number;
}

/**
 * What the server prints once listening: where, that its store lives in memory (lost when it
 * stops) and when it stops by itself (`maxLifetimeMs`, none: only when stopped).
 */
export function startLine(url: string, maxLifetimeMs?: number): string {
  // Whole minutes as minutes (the default, 3600 s, is 60 min), anything else in seconds.
  const after = !maxLifetimeMs
    ? ''
    : maxLifetimeMs % 60_000 === 0
      ? `${maxLifetimeMs / 60_000} min`
      : `${Math.round(maxLifetimeMs / 1000)} s`;
  const lifetime = after
    ? `it stops by itself after ${after} (--lifetime <seconds> to change; Ctrl-C stops it sooner)`
    : 'it runs until stopped (Ctrl-C)';
  return `Demo API listening on ${url}. Its store is in memory, from the seed: every change is lost when it stops; ${lifetime}.`;
}

/** A demo e-mail as the console shows it. */
export function printMail(mail: DemoMail): void {
  console.log(
    `\n[demo mail] To: ${mail.to}\n[demo mail] Subject: ${mail.subject}\n[demo mail] ${mail.text}\n`,
  );
}

/**
 * The Request of an incoming message. A body over BODY_MAX_BYTES is read to its end but not kept
 * (a 413 then, and memory stays bounded whatever is sent).
 */
async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= BODY_MAX_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > BODY_MAX_BYTES) throw new RefusedRequest(tooLarge());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  // Who is asking, by the connection, never by what the client says (limits per client).
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  const body =
    chunks.length && req.method !== 'GET' && req.method !== 'HEAD'
      ? Buffer.concat(chunks)
      : undefined;
  return new Request(url, { method: req.method, headers, body });
}

async function sendStatic(res: ServerResponse, root: string, pathname: string): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400);
    res.end();
    return;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root)) file = join(root, 'index.html');
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
  } catch {
    // As deploy/nginx.conf: a missing file of a build (an old release's chunk) is a 404, never
    // the app's HTML; a page path gets index.html.
    if (safe.startsWith('/assets/') || safe === '/version.json') {
      res.writeHead(404);
      res.end();
      return;
    }
    file = join(root, 'index.html');
  }
  const body = await readFile(file);
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(body);
}

/**
 * An endless answer (the live feed) as it is written: each chunk is sent at once, and the stream
 * is cancelled when the client goes (the feed then forgets that listener).
 */
async function pipeStream(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  res.flushHeaders();
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

/** A name or an IPv4/IPv6 address, with an optional port: nothing else a Host header holds. */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The origin a request names (its Host header, else the server's own host); undefined if invalid. */
function requestOrigin(header: string | undefined, fallback: string): string | undefined {
  const host = header ?? fallback;
  return HOST_HEADER.test(host) ? `http://${host}` : undefined;
}

function parsedUrl(path: string, origin: string): URL | undefined {
  try {
    return new URL(path, origin);
  } catch {
    return undefined;
  }
}

/** The demo API over real HTTP on 127.0.0.1, optionally serving a demo-off build beside it. */
export function startDemoServer(
  options: DemoServerOptions = {},
): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  // A build with VITE_SOLANA_RPC_URL=<this server>/solana-rpc gets the demo chain's answers too.
  const handlers = createHandlers(
    options.store ?? new DemoStore(),
    { solanaRpcUrl: SOLANA_RPC_PATH },
    { sendMail: options.onMail ?? printMail, sessionIdleSeconds: options.sessionIdleSeconds },
  );
  const root = options.staticDir ? resolve(options.staticDir) : undefined;
  const stopSimulator = options.simulateEveryMs
    ? startSimulator(handlers.simulate, options.simulateEveryMs)
    : () => undefined;
  const server = createServer(async (req, res) => {
    // The Host header builds the request's address: one that is no host[:port] ("u@host",
    // "a b") is refused here, never read into a URL that throws.
    const origin = requestOrigin(req.headers.host, host);
    const url = origin ? parsedUrl(req.url ?? '/', origin) : undefined;
    if (!origin || !url) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      const message = origin ? say`The address is not valid` : say`The Host header is not valid`;
      res.end(JSON.stringify({ success: false, message }));
      return;
    }
    try {
      if (
        url.pathname.includes('/api/') ||
        url.pathname.startsWith('/demo-images/') ||
        url.pathname.startsWith('/ipgeo/') ||
        url.pathname.replace(/\/$/, '') === SOLANA_RPC_PATH
      ) {
        const request = await toRequest(req, url);
        options.onRequest?.({
          method: req.method ?? 'GET',
          path: url.pathname,
          headers: Object.fromEntries(request.headers),
        });
        const response = await getResponse(handlers, request);
        if (!response) {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: say`Not found` }));
          return;
        }
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => (headers[key] = value));
        res.writeHead(response.status, headers);
        if (headers['content-type']?.startsWith('text/event-stream') && response.body)
          return await pipeStream(response.body, res);
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (root) return await sendStatic(res, root, url.pathname);
      res.writeHead(404);
      res.end();
    } catch (error) {
      const refused = error instanceof RefusedRequest ? error.response : undefined;
      // A failure of the server itself says so, never the exception's text (the console has it).
      if (!refused) console.error(error);
      res.writeHead(refused?.status ?? 500, { 'Content-Type': 'application/json' });
      res.end(
        refused
          ? Buffer.from(await refused.arrayBuffer())
          : JSON.stringify({ success: false, message: say`The demo server failed to answer` }),
      );
    }
  });
  return new Promise((resolveStart, failStart) => {
    // A port already taken rejects (error code EADDRINUSE) instead of crashing the process.
    server.once('error', failStart);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', failStart);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const close = () =>
        new Promise<void>((done) => {
          stopSimulator();
          server.close(() => done());
          // Kept-alive browser connections would otherwise hold the port until they time out.
          server.closeAllConnections();
        });
      if (options.maxLifetimeMs) setTimeout(() => void close(), options.maxLifetimeMs).unref();
      resolveStart({ server, url: `http://${host}:${port}`, close });
    });
  });
}
