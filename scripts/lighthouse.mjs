#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse 12 (mobile, simulated throttling) on the production build's
 * /login, served gzip-compressed by scripts/static-server.mjs on 127.0.0.1. A measurement, not a
 * test: prints scores and timings, exits 0 unless Lighthouse itself fails.
 *
 *   npm run lighthouse                 build dist-prod (demo off), then 3 runs, the median printed
 *   npm run lighthouse -- --no-build   reuse dist-prod as it is
 *   npm run lighthouse -- --runs 5 --path /forgetPassword
 *   npm run lighthouse -- --json report.json   also keep the median run's full report
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const outDir = option('--dir', 'dist-prod');
const runs = Number(option('--runs', '3'));
const path = option('--path', '/login');

if (!args.includes('--no-build') || !existsSync(join(outDir, 'index.html'))) {
  console.log(`Building ${outDir} (VITE_DEMO_MODE=false) ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_DEMO_MODE: 'false' },
  });
}

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const server = await serveStatic(outDir);
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const reports = [];
try {
  for (let index = 1; index <= runs; index++) {
    const output = join(work, `run-${index}.json`);
    // Asynchronous: the static server answers from this process while Lighthouse runs.
    await run('npx', [
      'lighthouse',
      `${server.url}${path}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ]);
    reports.push(JSON.parse(readFileSync(output, 'utf8')));
    process.stdout.write(
      `  run ${index}/${runs}: performance ${score(reports.at(-1), 'performance')}\n`,
    );
  }
} finally {
  await server.close();
  rmSync(work, { recursive: true, force: true });
}

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

function score(report, category) {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

const audit = (report, id) => report.audits[id];
const ms = (report, id) => `${Math.round(audit(report, id)?.numericValue ?? 0)} ms`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// The median run by performance score.
reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
const report = reports[Math.floor(reports.length / 2)];
const saveTo = option('--json');
if (saveTo) writeFileSync(saveTo, JSON.stringify(report));
const requests = audit(report, 'network-requests')?.details?.items ?? [];
const scripts = requests.filter((item) => item.resourceType === 'Script');
const unused = audit(report, 'unused-javascript');

console.log(
  `\nLighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${path} (median of ${reports.length})`,
);
console.log(
  `  performance        ${score(report, 'performance')}   (runs: ${reports.map((r) => score(r, 'performance')).join(', ')})`,
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
const failing = Object.values(report.audits).filter(
  (item) =>
    item.score !== null &&
    item.score < 1 &&
    report.categories.accessibility.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
);
for (const item of failing) {
  console.log(`  a11y: ${item.id}: ${item.title}`);
  for (const node of item.details?.items ?? []) console.log(`        ${node.node?.snippet ?? ''}`);
}
