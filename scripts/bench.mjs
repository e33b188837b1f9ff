#!/usr/bin/env node
/**
 * npm run bench: bundle figures from real production builds, then the access-decision timings
 * (vitest bench). Prints figures; asserts nothing (timing goals are benchmarks, not tests).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  gzipSizer,
  jsBytes,
  readManifest,
  routeChunks,
  routeWeight,
  staticClosure,
  startupChunks,
} from './bundle-weight.mjs';
import { benchOrderHistory } from './bench-order-history.mjs';
import { benchHeap } from './bench-heap.mjs';
import { benchLive } from './bench-live.mjs';
import { benchAuditLog } from './bench-audit-log.mjs';
import { benchApprovals } from './bench-approvals.mjs';
import { benchSavedView } from './bench-saved-view.mjs';
import { benchBulk } from './bench-bulk.mjs';
import { benchTriage } from './bench-triage.mjs';
import { benchSoak } from './bench-soak.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** First-visit budget: /login loads at most 250 KB of gzip JavaScript (goal 215 KB). */
const LOGIN_BUDGET = 250 * 1024;
const LOGIN_GOAL = 215 * 1024;

function build(outDir, env) {
  rmSync(outDir, { recursive: true, force: true });
  // Hidden source maps name the modules inside each chunk (heavyInEntry); no file points at them.
  const args = ['--manifest', '--sourcemap', 'hidden', '--outDir', outDir, '--logLevel', 'error'];
  execFileSync('npx', ['vite', 'build', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return readManifest(outDir);
}

/** Libraries that must load on demand, never with the entry chunk. */
const HEAVY = {
  casbin: /node_modules\/casbin\//,
  '@solana/web3.js': /node_modules\/@solana\//,
  'editor (tiptap)': /node_modules\/@tiptap\//,
  'charts (chart.js)': /node_modules\/(chart\.js|react-chartjs-2)\//,
  'demo API (src/demo, msw)': /(^|\/)src\/demo\/|node_modules\/msw\//,
};

/** Which HEAVY libraries have modules in the entry chunk or its static imports. */
function heavyInEntry(outDir, manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const sources = [...staticClosure(manifest, entry)]
    .map((key) => join(outDir, `${manifest[key].file}.map`))
    .filter((map) => existsSync(map))
    .flatMap((map) => JSON.parse(readFileSync(map, 'utf8')).sources);
  return Object.entries(HEAVY).map(([name, pattern]) => ({
    name,
    modules: sources.filter((source) => pattern.test(source)).length,
  }));
}

function measure(outDir, manifest) {
  const size = gzipSizer(outDir);
  const bytes = (keys) => jsBytes(outDir, manifest, keys, size);
  const dashboard = routeChunks(manifest, '/dashboard');
  // What opening a page adds once the private shell (/dashboard's chunks) is loaded.
  const pages = Object.keys(manifest)
    .filter(
      (key) =>
        manifest[key].isDynamicEntry &&
        /(src\/(pages|engine\/pages)|resources\/[^/]+\/pages)\//.test(key),
    )
    .map((key) => ({
      page: key.replace(/^src\//, ''),
      bytes: bytes([...staticClosure(manifest, key)].filter((item) => !dashboard.has(item))),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return {
    entry: bytes(staticClosure(manifest, entry)),
    startup: bytes(startupChunks(manifest)),
    login: routeWeight(outDir, manifest, '/login'),
    loginSpanish: routeWeight(outDir, manifest, '/login (es)'),
    dashboard: routeWeight(outDir, manifest, '/dashboard'),
    pages,
    heavy: heavyInEntry(outDir, manifest),
    antdStylesheet: antdStylesheetBytes(outDir, size),
  };
}

/** antd's prebuilt stylesheet, one scheme (scripts/antd-stylesheet): the private pages load it. */
function antdStylesheetBytes(outDir, size) {
  const file = readdirSync(join(outDir, 'assets')).find((name) =>
    /^antd-light-.*\.css$/.test(name),
  );
  return file ? size(`assets/${file}`) : 0;
}

console.log('Building production (demo off) and demo bundles ...');
const prod = measure('dist-bench/prod', build('dist-bench/prod', { VITE_DEMO_MODE: 'false' }));
const demoManifest = build('dist-bench/demo', {});
const demo = measure('dist-bench/demo', demoManifest);
const demoChunk = Object.keys(demoManifest).find((key) => key.endsWith('src/demo/browser.ts'));
const demoApi = demoChunk
  ? jsBytes('dist-bench/demo', demoManifest, staticClosure(demoManifest, demoChunk))
  : 0;

const row = (label, a, b) =>
  console.log(`  ${label.padEnd(43)}${a.padStart(10)}   ${b.padStart(10)}`);
const route = (weight) => `${kb(weight.bytes)} / ${String(weight.files).padStart(2)}`;
console.log('\nJavaScript a first visit loads (gzip)       production   demo build');
row('entry chunk + its static imports', kb(prod.entry), kb(demo.entry));
row('start-up (entry + what main.tsx imports)', kb(prod.startup), kb(demo.startup));
row('/login (KB / files)', route(prod.login), route(demo.login));
row('/login in Spanish (its words loaded)', route(prod.loginSpanish), route(demo.loginSpanish));
row('/dashboard (KB / files)', route(prod.dashboard), route(demo.dashboard));
row('demo API (demo builds, with its imports)', 'none', kb(demoApi));
console.log('\nCSS');
row("antd's prebuilt stylesheet (private pages)", kb(prod.antdStylesheet), kb(demo.antdStylesheet));
console.log(
  `\n  /login in production: ${kb(prod.login.bytes)} (budget ${kb(LOGIN_BUDGET)}, goal ${kb(LOGIN_GOAL)}): ${
    prod.login.bytes <= LOGIN_GOAL
      ? 'within the goal'
      : prod.login.bytes <= LOGIN_BUDGET
        ? 'within the budget'
        : 'OVER THE BUDGET'
  }`,
);
console.log('\nHeavy libraries in the entry chunk (+ its static imports), modules found:');
for (const [index, { name, modules }] of prod.heavy.entries()) {
  const inDemo = demo.heavy[index].modules;
  row(name, modules ? `${modules} IN ENTRY` : 'no', inDemo ? `${inDemo} IN ENTRY` : 'no');
}

console.log("\nWhat each page adds to /dashboard's chunks (production, gzip), largest first:");
for (const { page, bytes } of prod.pages)
  console.log(`  ${page.padEnd(44)} ${kb(bytes).padStart(10)}`);

console.log(
  "\nTime until /order-history's table is painted (Chromium, demo build, median of 7 runs):",
);
try {
  await benchOrderHistory('dist-bench/demo', 7);
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  "\nTime until /audit-log's table is painted (Chromium, production build + HTTP demo API, median of 7 runs):",
);
try {
  await benchAuditLog('dist-bench/prod', 7);
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  "\nTime until /approvals' table is painted (Chromium, production build + HTTP demo API, median of 7 runs):",
);
try {
  await benchApprovals('dist-bench/prod', 7);
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nTime until a saved view of /withdraw is painted (Chromium, production build + HTTP demo API, median of 7 runs):',
);
try {
  await benchSavedView('dist-bench/prod', 7);
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nClearing 50 pending withdrawals (Chromium, production build + HTTP demo API): one by one, in one batch',
);
try {
  await benchBulk('dist-bench/prod');
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nWorking the withdrawal queue from the keyboard, 10,000 rows, CPU 4x slower (interaction to next paint):',
);
try {
  await benchTriage('dist-bench/prod');
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nJavaScript heap (Chromium, production build + HTTP demo API, after forced garbage collection):',
);
try {
  await benchHeap('dist-bench/prod');
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log('\nLive updates (Chromium, two admins, production build + HTTP demo API):');
try {
  await benchLive('dist-bench/prod');
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nShift soak: an hour of live-queue activity, simulated (Chromium, one admin on the pending withdrawals, production build + HTTP demo API):',
);
try {
  await benchSoak('dist-bench/prod');
} catch (error) {
  console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nLighthouse 12 (one run each, production build served gzip over HTTP/2, HTTP demo API behind):',
);
{
  const lighthouse = spawnSync(
    'node',
    [
      'scripts/lighthouse.mjs',
      '--no-build',
      '--dir',
      'dist-bench/prod',
      '--runs',
      '1',
      '--path',
      '/login,/dashboard,/withdraw',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (lighthouse.status !== 0) console.log('  failed: Lighthouse did not finish');
}

console.log('\nAccess decisions (vitest bench; "full menu" = sidebar + every route decision):');
const result = spawnSync(
  'npx',
  ['vitest', 'bench', '--run', '--config', 'vitest.bench.config.ts'],
  { stdio: 'inherit' },
);
rmSync('dist-bench', { recursive: true, force: true });
process.exit(result.status ?? 1);
