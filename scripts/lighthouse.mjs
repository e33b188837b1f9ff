#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse 12 (desktop and mobile presets, simulated throttling) on the
 * production build's /login, served gzip-compressed over HTTPS and HTTP/2 by
 * scripts/static-server.mjs on 127.0.0.1, and /dashboard, served the same way with the HTTP demo
 * API (src/demo/server.ts) behind it, in a Chromium signed in as
 * the superadmin (Lighthouse keeps its storage; the HTTP cache is emptied before each run). A
 * measurement, not a test: prints scores and timings, exits 0 unless Lighthouse itself fails.
 *
 *   npm run lighthouse                 build dist-prod (demo off), then 3 runs of /login and of
 *                                      /dashboard, the median printed
 *   npm run lighthouse -- --no-build   reuse dist-prod as it is
 *   npm run lighthouse -- --runs 5 --path /forgetPassword --preset mobile
 *   npm run lighthouse -- --json report.json   also keep the median run's full report
 *   npm run lighthouse -- --traces dir   also keep each run's trace (dir/<path>-<run>.trace.json)
 *   npm run lighthouse -- --http1      served over plain HTTP/1.1 instead of HTTPS with HTTP/2
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';
import { viteSources } from './bench-support.mjs';
import { selfSignedCertificate } from './self-signed-certificate.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const outDir = option('--dir', 'dist-prod');
const runs = Number(option('--runs', '3'));
/** Where to keep each run's trace (Lighthouse's --save-assets), for a look at its long tasks. */
const traces = option('--traces');
if (traces) mkdirSync(traces, { recursive: true });
const paths = option('--path', '/login,/dashboard').split(',');
/** Lighthouse's form factor: the panel is a desktop tool, mobile is the stricter reference. */
const presets = option('--preset', 'desktop,mobile').split(',');
/**
 * HTTPS with HTTP/2, as a public host serves the panel (browsers speak HTTP/2 over TLS only): a key
 * and certificate for 127.0.0.1 made with openssl for this run. Over HTTP/1.1 a browser opens at
 * most six connections to a host, and a private page's first load is some 66 files.
 */
const tls = args.includes('--http1') ? undefined : selfSignedCertificate();

/** Chromium accepts the throwaway certificate (the measurement is about loading, not trust). */
const TLS_FLAGS = tls ? ['--ignore-certificate-errors'] : [];

/** Pages that need no session (served by the static server alone). */
const PUBLIC = /^\/(login|forgetPassword|verification\/|404)/;

if (!args.includes('--no-build') || !existsSync(join(outDir, 'index.html'))) {
  console.log(`Building ${outDir} (VITE_DEMO_MODE=false) ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_DEMO_MODE: 'false' },
  });
}

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9337;

/** Runs Lighthouse `runs` times on `url`; resolves to the reports. */
async function lighthouseRuns(url, extraArgs = [], beforeRun = async () => {}) {
  const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const reports = [];
  try {
    for (let index = 1; index <= runs; index++) {
      const output = join(work, `run-${index}.json`);
      await beforeRun();
      // Asynchronous: the servers answer from this process while Lighthouse runs.
      // Lighthouse's own process at a lower priority: on a small machine, its work while it
      // watches the load would otherwise take CPU from the page it measures.
      await run('nice', [
        '-n',
        '10',
        'npx',
        'lighthouse',
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...(traces ? ['--save-assets'] : []),
        ...extraArgs,
      ]);
      reports.push(JSON.parse(readFileSync(output, 'utf8')));
      if (traces)
        copyFileSync(
          join(work, `run-${index}-0.trace.json`),
          join(
            traces,
            `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-/, '')}-${index}.trace.json`,
          ),
        );
      process.stdout.write(
        `  ${new URL(url).pathname} run ${index}/${runs}: performance ${score(reports.at(-1), 'performance')} (${runMetrics(reports.at(-1))})\n`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return reports;
}

const CHROME_FLAGS = `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync ${TLS_FLAGS.join(' ')}`;

/** A public page: Lighthouse starts its own Chromium. */
async function publicPage(path, preset) {
  const server = await serveStatic(outDir, { tls });
  try {
    return await lighthouseRuns(`${server.url}${path}`, [CHROME_FLAGS, ...presetArgs(preset)]);
  } finally {
    await server.close();
  }
}

/** A private page: the HTTP demo API beside the build, a Chromium signed in before Lighthouse. */
async function privatePage(path, preset) {
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const api = await startDemoServer({ maxLifetimeMs: 1_800_000 });
  // The build gzip-compressed and cached as deployed, the API behind the same origin.
  const server = await serveStatic(outDir, { api: api.url, tls });
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...TLS_FLAGS,
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('superadmin@demo.test');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    return await lighthouseRuns(
      `${server.url}${path}`,
      [`--port=${DEBUG_PORT}`, '--disable-storage-reset', ...presetArgs(preset)],
      // A first visit's network: nothing cached, the session (localStorage) kept.
      () => cdp.send('Network.clearBrowserCache'),
    );
  } finally {
    await context.close();
    await server.close();
    await api.close();
    await vite.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Mobile is Lighthouse's default; desktop is its own preset (1350x940, no CPU slowdown, fast network). */
const presetArgs = (preset) => (preset === 'desktop' ? ['--preset=desktop'] : []);

function run(command, commandArgs) {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Lighthouse performance scores a build must reach: a phone's first load, and a desk's. */
const PERFORMANCE_GOAL = { mobile: 90, desktop: 98 };
/** Gzip JavaScript that may have arrived by a page's first paint (the shell frame draws first). */
const FIRST_PAINT_JS_BUDGET = 200 * 1024;

function score(report, category) {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

const audit = (report, id) => report.audits[id];
const ms = (report, id) => `${Math.round(audit(report, id)?.numericValue ?? 0)} ms`;
/** A run's timings, the ones its score weighs most, to see which one moved it. */
const runMetrics = (report) =>
  [
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
    ['TBT', 'total-blocking-time'],
    ['SI', 'speed-index'],
  ]
    .map(([name, id]) => `${name} ${ms(report, id)}`)
    .join(', ');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The median run by performance score, its scores, timings and failing accessibility audits. */
function printReport(path, reports) {
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const report = reports[Math.floor(reports.length / 2)];
  const saveTo = option('--json');
  if (saveTo)
    writeFileSync(
      saveTo.replace(/(\.json)?$/, `${path.replace(/\W+/g, '-')}$1`),
      JSON.stringify(report),
    );
  const requests = audit(report, 'network-requests')?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const unused = audit(report, 'unused-javascript');

  console.log(
    `\nLighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${tls ? 'HTTPS + HTTP/2' : 'HTTP/1.1'}, ${path} (median of ${reports.length})`,
  );
  const goal = PERFORMANCE_GOAL[report.configSettings.formFactor];
  const performance = score(report, 'performance');
  console.log(
    `  performance        ${performance}   (runs: ${reports.map((r) => score(r, 'performance')).join(', ')}; goal >= ${goal}: ${performance >= goal ? 'met' : 'NOT met'})`,
  );
  console.log(`  accessibility      ${score(report, 'accessibility')}`);
  console.log(`  FCP                ${ms(report, 'first-contentful-paint')}`);
  console.log(`  LCP                ${ms(report, 'largest-contentful-paint')}`);
  console.log(`  TBT                ${ms(report, 'total-blocking-time')}`);
  console.log(`  Speed Index        ${ms(report, 'speed-index')}`);
  console.log(
    `  CLS                ${(audit(report, 'cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)}`,
  );
  console.log(`  unused JS          ${kib(unused?.details?.overallSavingsBytes ?? 0)}`);
  console.log(
    `  JS transferred     ${kib(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))} in ${scripts.length} files`,
  );
  // What had arrived when the first content was drawn (the run as observed, before simulation).
  const observed = audit(report, 'metrics')?.details?.items?.[0] ?? {};
  const firstPaint = observed.observedFirstContentfulPaint;
  // Both counted from the navigation's start.
  if (firstPaint !== undefined) {
    const before = scripts.filter((item) => item.networkEndTime <= firstPaint);
    const bytes = before.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    console.log(
      `  JS before 1st paint ${kib(bytes)} in ${before.length} files (observed FCP ${Math.round(firstPaint)} ms; budget ${kib(FIRST_PAINT_JS_BUDGET)}: ${bytes <= FIRST_PAINT_JS_BUDGET ? 'met' : 'NOT met'})`,
    );
  }
  const failing = Object.values(report.audits).filter(
    (item) =>
      item.score !== null &&
      item.score < 1 &&
      report.categories.accessibility.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
  );
  for (const item of failing) {
    console.log(`  a11y: ${item.id}: ${item.title}`);
    for (const node of item.details?.items ?? [])
      console.log(`        ${node.node?.snippet ?? ''}`);
  }
}

for (const preset of presets)
  for (const path of paths) {
    const reports = PUBLIC.test(path)
      ? await publicPage(path, preset)
      : await privatePage(path, preset);
    printReport(path, reports);
  }
