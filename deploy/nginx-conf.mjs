#!/usr/bin/env node
/**
 * deploy/nginx.conf with its Content-Security-Policy's connect-src filled in from the VITE_*
 * variables of the build: the origins of VITE_API_URL (empty or a path: the page's own origin),
 * VITE_SOLANA_RPC_URL and VITE_IPGEO_URL, with the app's defaults (src/config.ts) when unset.
 *
 *   VITE_API_URL=https://api.example.com node deploy/nginx-conf.mjs > /etc/nginx/conf.d/default.conf
 *   node deploy/nginx-conf.mjs --connect-src     prints only the origins
 *
 * Shared with the end-to-end tests (tests/e2e/csp.ts), which serve the production build with the
 * same policy.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NGINX_CONF = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf');

/** src/config.ts's defaults for the addresses the app calls. */
const DEFAULTS = {
  VITE_API_URL: '',
  VITE_SOLANA_RPC_URL: 'https://api.devnet.solana.com',
  VITE_IPGEO_URL: 'https://ipapi.co/{ip}/json/',
};

/** The origins (scheme://host[:port]) the app fetches from, besides its own. */
export function connectSources(env = process.env) {
  const origins = new Set();
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    const value = (env[key] ?? '').trim() || fallback;
    // Empty, or a path: the page's own origin, which 'self' already names.
    if (!value || /^\/(?!\/)/.test(value)) continue;
    // Templates ({ip}) may sit anywhere in the path; the origin is what a CSP names.
    const filled = value.replace(/\{[a-z]+\}/gi, 'x');
    const origin = URL.canParse(filled) ? new URL(filled).origin : '';
    if (!/^https?:\/\/[\w.:[\]-]+$/.test(origin))
      throw new Error(`${key}: not an http(s) address or a path, got "${value}"`);
    origins.add(origin);
  }
  return [...origins];
}

/** nginx.conf's text with ${CSP_CONNECT_SRC} replaced. */
export function renderNginxConf(env = process.env, template = readFileSync(NGINX_CONF, 'utf8')) {
  // With its space before it: no other origin leaves `connect-src 'self';`.
  return template.replaceAll(
    ' ${CSP_CONNECT_SRC}',
    connectSources(env)
      .map((origin) => ` ${origin}`)
      .join(''),
  );
}

/** The Content-Security-Policy header value that nginx.conf sends with index.html. */
export function contentSecurityPolicy(env = process.env) {
  const match = /add_header\s+Content-Security-Policy\s+"([^"]+)"/.exec(renderNginxConf(env));
  if (!match) throw new Error('deploy/nginx.conf sends no Content-Security-Policy');
  return match[1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(
    process.argv.includes('--connect-src') ? `${connectSources().join(' ')}\n` : renderNginxConf(),
  );
}
