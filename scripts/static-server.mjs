#!/usr/bin/env node
/**
 * A tiny static server for a production build, as a real deployment would serve it: gzip for text
 * assets, long caching for hashed assets, the SPA fallback to index.html for page paths, and a 404
 * for /api/* (there is no backend). Listens on 127.0.0.1 only.
 *
 *   node scripts/static-server.mjs dist-prod [port]
 */
import { createServer, request as forward } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** What `api` answers when given (the HTTP demo API's paths, src/demo/server.ts). */
const API_PATHS = /^\/(api|demo-images|ipgeo)\/|^\/solana-rpc\/?$/;

/** Headers that belong to one connection (HTTP/1.1) or are HTTP/2 pseudo-headers: not passed on. */
const HOP_BY_HOP =
  /^(:|connection$|keep-alive$|transfer-encoding$|upgrade$|proxy-connection$|host$)/i;
const passable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.test(name)));

/** Passes a request on to `origin` as it came, and its answer back. */
function proxy(origin, request, response) {
  const target = new URL(request.url ?? '/', origin);
  const upstream = forward(
    target,
    { method: request.method, headers: { ...passable(request.headers), host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => response.writeHead(502).end(String(error)));
  request.pipe(upstream);
}

/**
 * Serves `dir`; resolves to { url, close }. With `api` (an http:// origin), the API's paths are
 * passed on to it, as a reverse proxy beside the static files would (same origin for the app).
 * With `tls` ({ key, cert }), it speaks HTTPS with HTTP/2, as a public host does (HTTP/1.1 too).
 */
export async function serveStatic(dir, { port = 0, api, tls } = {}) {
  const root = resolve(dir);
  const cache = new Map();
  async function load(file) {
    if (!cache.has(file)) {
      const body = await readFile(file);
      const ext = extname(file);
      cache.set(file, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null });
    }
    return cache.get(file);
  }
  const handle = async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      if (api && API_PATHS.test(path)) {
        proxy(api, request, response);
        return;
      }
      if (path.startsWith('/api/')) {
        response.writeHead(404, { 'Content-Type': TYPES['.json'] });
        response.end('{"success":false,"message":"No backend behind the static server"}');
        return;
      }
      let file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
      const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
      // Page paths (no file extension) fall back to the app; a missing asset is a 404.
      if (!found) {
        if (extname(path)) {
          response.writeHead(404).end();
          return;
        }
        file = join(root, 'index.html');
      }
      const ext = extname(file);
      const { body, gzip } = await load(file);
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (gzip && acceptsGzip) {
        headers['Content-Encoding'] = 'gzip';
        response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : gzip);
      } else {
        response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
      }
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  };
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : createServer(handle);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        // An HTTP/2 session a browser keeps open would hold the server until it times out.
        for (const session of sessions) session.close();
        server.closeAllConnections?.();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'dist-prod', port = '4180'] = process.argv.slice(2);
  const { url } = await serveStatic(dir, { port: Number(port) });
  console.log(`Serving ${dir} gzip-compressed at ${url}`);
}
