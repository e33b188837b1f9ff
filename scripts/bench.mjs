#!/usr/bin/env node
/**
 * npm run bench: bundle figures from real production builds, then the access-decision timings
 * (vitest bench). Prints figures; asserts nothing (timing goals are benchmarks, not tests).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function build(outDir, env) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function measure(outDir, manifest) {
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gz.get(file);
  };
  /** A chunk and everything it imports statically (what the browser must fetch with it). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const bytes = (keys) =>
    [...keys].reduce(
      (sum, key) =>
        sum +
        size(manifest[key].file) +
        (manifest[key].css ?? []).reduce((s, css) => s + size(css), 0),
      0,
    );
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(entryKey);
  const pageOf = (name) => Object.keys(manifest).find((key) => key.endsWith(name));
  const appKey = pageOf('src/app/App.tsx');
  const loginKey = pageOf('src/pages/LoginPage.tsx');
  const firstLoad = new Set([...entry, ...closure(appKey)]);
  // What opening a page adds to the app shell the browser already has.
  const extra = (key) => [...closure(key)].filter((item) => !firstLoad.has(item));
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /src\/(pages|engine\/pages)\//.test(key))
    .map((key) => ({ page: key.replace(/^src\//, ''), bytes: bytes(extra(key)) }))
    .sort((a, b) => b.bytes - a.bytes);
  const login = new Set([...firstLoad, ...closure(loginKey)]);
  return {
    entry: bytes(entry),
    firstLoad: bytes(firstLoad),
    login: bytes(login),
    pages,
    manifest,
    entryKey,
  };
}

console.log('Building production (demo off) and demo bundles ...');
const prod = measure('dist-bench/prod', build('dist-bench/prod', { VITE_DEMO_MODE: 'false' }));
const demoManifest = build('dist-bench/demo', {});
const demo = measure('dist-bench/demo', demoManifest);
const demoChunk = Object.keys(demoManifest).find((key) => key.endsWith('src/demo/browser.ts'));

console.log('\nBundle (gzip)                                production   demo build');
console.log(
  `  entry chunk + its static imports           ${kb(prod.entry).padStart(10)}   ${kb(demo.entry).padStart(10)}`,
);
console.log(
  `  app shell (entry + App chunk)              ${kb(prod.firstLoad).padStart(10)}   ${kb(demo.firstLoad).padStart(10)}`,
);
console.log(
  `  what /login loads                          ${kb(prod.login).padStart(10)}   ${kb(demo.login).padStart(10)}`,
);
console.log(
  `  demo API chunk (lazy, demo builds only)    ${'none'.padStart(10)}   ${kb(demoChunk ? gzipSync(readFileSync(join('dist-bench/demo', demoManifest[demoChunk].file))).length : 0).padStart(10)}`,
);
console.log('\nWhat each page adds to the app shell (production, gzip), largest first:');
for (const { page, bytes } of prod.pages)
  console.log(`  ${page.padEnd(44)} ${kb(bytes).padStart(10)}`);

console.log('\nAccess decisions (vitest bench):');
const result = spawnSync(
  'npx',
  ['vitest', 'bench', '--run', '--config', 'vitest.bench.config.ts'],
  { stdio: 'inherit' },
);
rmSync('dist-bench', { recursive: true, force: true });
process.exit(result.status ?? 1);
