/**
 * What a first visit of a route loads, read from a Vite manifest (`build.manifest: true`): the entry
 * chunk and its static imports, what src/main.tsx imports at start (its dynamic imports: the app,
 * the session, the demo API in a demo build), then the lazy chunks that route needs, each with its
 * static imports (Vite preloads those with it). Shared by `npm run bench` and
 * tests/e2e/bundle-weight.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Start-up imports made only on private routes: the full check of the configured Solana keys
 * (@solana/web3.js, by src/main.tsx), which the sign-in pages skip, and Casbin, which a signed-in
 * first load fetches once the layout's frame is drawn (src/app/App.tsx, access/casbin.ts).
 */
// Vite names the chunk after the module (src/lib/solana.ts, or `_solana-<hash>.js` when shared).
const PRIVATE_STARTUP = /^(src\/lib\/solana\.ts|_solana-[\w-]+\.js|access\/casbin\.ts)$/;

/**
 * A language's words: its catalogue, i18next, antd's and dayjs's locales (src/i18n/language.ts).
 * Start-up loads them for a language other than English only; an English visit loads none. (A
 * locale antd also imports itself is a shared chunk, named `_en_US-<hash>.js`.)
 */
// A package's key is relative to the project: `../<elsewhere>/node_modules/…` when the packages
// are installed outside it (a copy of the project whose node_modules links to another).
const LANGUAGE_WORDS =
  /^(src\/i18n\/[a-z-]+\/|([./\w-]+\/)?node_modules\/(i18next|dayjs\/locale|antd\/es\/locale)\/|_[a-z]{2}_[A-Z]{2}-[\w-]+\.js$)/;

/** The lazy modules each route loads on a first visit, beyond start-up (manifest keys). */
const ROUTE_MODULES = {
  '/login': [/^src\/pages\/LoginPage\.tsx$/],
  // The sign-in page of a Spanish visit: Spanish's words come with it.
  '/login (es)': [/^src\/pages\/LoginPage\.tsx$/, LANGUAGE_WORDS],
  '/dashboard': [
    PRIVATE_STARTUP,
    /^src\/app\/RefineShell\.tsx$/,
    /^src\/layout\/AdminLayout\.tsx$/,
    /^resources\/dashboard\/pages\/Dashboard\.tsx$/,
  ],
};

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/**
 * Manifest keys of what the app loads before any route renders. src/main.tsx also starts a page
 * early on its own route (the sign-in page on /login): pages count with their routes only.
 */
export function startupChunks(manifest) {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  for (const lazy of manifest[entry].dynamicImports ?? [])
    if (!/^src\/pages\//.test(lazy) && !PRIVATE_STARTUP.test(lazy) && !LANGUAGE_WORDS.test(lazy))
      staticClosure(manifest, lazy, keys);
  return keys;
}

/** Manifest keys of what a first visit of `route` loads (start-up included). */
export function routeChunks(manifest, route) {
  const patterns = ROUTE_MODULES[route];
  if (!patterns) throw new Error(`No module list for ${route}`);
  const keys = startupChunks(manifest);
  for (const pattern of patterns) {
    const matches = Object.keys(manifest).filter((key) => pattern.test(key));
    if (matches.length === 0) throw new Error(`No chunk for ${pattern} (${route}) in the manifest`);
    for (const key of matches) staticClosure(manifest, key, keys);
  }
  return keys;
}

/** Gzip sizes of built files, computed once per file. */
export function gzipSizer(outDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return sizes.get(file);
  };
}

/** Total gzip bytes of the JavaScript files of `keys`. */
export function jsBytes(outDir, manifest, keys, size = gzipSizer(outDir)) {
  const files = new Set(
    [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')),
  );
  return [...files].reduce((sum, file) => sum + size(file), 0);
}

/** { bytes, files } of what a first visit of `route` loads, JavaScript only. */
export function routeWeight(outDir, manifest, route) {
  const keys = routeChunks(manifest, route);
  return {
    bytes: jsBytes(outDir, manifest, keys),
    files: new Set([...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')))
      .size,
  };
}
