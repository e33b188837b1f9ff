/**
 * Part of `npm run bench`: how long /audit-log takes until its table is painted with 100,000
 * entries in the audit trail and with 100, in real Chromium. A production build against the HTTP
 * demo API (the browser's storage could not hold 100,000 entries): the bench fills the server's
 * store itself, older copies of the seeded entries behind the seeded ones, newest first as the trail
 * is kept. Paging and sorting happen on the server, which pages the trail in its stored order, so
 * the two times should stay close (goal: ratio at most 1.2). Prints figures; asserts nothing.
 *
 *   node scripts/bench-audit-log.mjs [dist-bench/prod] [runs]    (a build with VITE_DEMO_MODE=false)
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { api, signedInPage, summary, timeOnce } from './bench-order-history.mjs';
import { CHROMIUM, viteSources } from './bench-support.mjs';

const LARGE = 100_000;
const SMALL = 100;
const GOAL = 1.2;

/** The seeded trail and `count` entries: the seeded ones, then older copies a minute apart. */
function trailOf(seeded, count) {
  const rows = seeded.slice(0, count);
  let time = Date.parse(seeded.at(-1).at);
  for (let index = 0; rows.length < count; index++) {
    const entry = seeded[index % seeded.length];
    time -= 60_000;
    const at = new Date(time).toISOString();
    rows.push({
      ...entry,
      _id: `bench${String(index).padStart(19, '0')}`,
      at,
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}

/** Puts `rows` in the store's trail, in place (the demo API holds that array). */
function fill(trail, rows) {
  trail.length = 0;
  for (const row of rows) trail.push(row);
}

export async function benchAuditLog(outDir = 'dist-bench/prod', runs = 7) {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const store = new DemoStore();
  const trail = store.all('audit-log');
  const sides = { large: trailOf(trail.slice(), LARGE), small: trailOf(trail.slice(), SMALL) };
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 600_000 });
  const { browser, page } = await signedInPage(server.url);
  try {
    // Alternating, so that a busy machine's slow spell lands on both sides alike.
    const times = { large: [], small: [] };
    for (let index = 0; index < runs; index++) {
      for (const side of ['large', 'small']) {
        fill(trail, sides[side]);
        times[side].push(await timeOnce(page, server.url, '/audit-log'));
        const total =
          index === 0 && (await api(page, 'GET', '/api/admin/audit-log?limit=1')).result.total;
        if (index === 0 && total !== sides[side].length)
          throw new Error(
            `The ${side} side's trail held ${total} entries, not ${sides[side].length}`,
          );
      }
    }
    const large = summary(times.large);
    const small = summary(times.small);
    // The server's part alone: one page of the list as the page asks it, over HTTP.
    const token = await page.evaluate(() => localStorage.getItem('adminToken') ?? '');
    const listTime = async (side) => {
      fill(trail, sides[side]);
      const spent = [];
      for (let index = 0; index < 21; index++) {
        const started = performance.now();
        const response = await fetch(
          `${server.url}/api/admin/audit-log?page=1&limit=20&sort=at&order=desc`,
          { headers: { Authorization: token } },
        );
        await response.json();
        spent.push(performance.now() - started);
      }
      return summary(spent).median;
    };
    const serverLarge = await listTime('large');
    const serverSmall = await listTime('small');
    const ms = (value) => `${value.toFixed(0)} ms`;
    const line = (label, figures) =>
      console.log(
        `  ${label.padEnd(28)}${ms(figures.median).padStart(9)}   (min ${ms(figures.min)}, max ${ms(figures.max)})`,
      );
    line(`${LARGE.toLocaleString('en')} audit entries`, large);
    line(`${SMALL} audit entries`, small);
    console.log(
      `  GET /audit-log, one page (server)  ${serverLarge.toFixed(1)} ms with ${LARGE.toLocaleString('en')}, ${serverSmall.toFixed(1)} ms with ${SMALL} (median of 21)`,
    );
    const ratio = large.median / small.median;
    console.log(
      `  ratio (median)${ratio.toFixed(2).padStart(23)}   (goal at most ${GOAL}: ${ratio <= GOAL ? 'met' : 'NOT MET'})`,
    );
  } finally {
    await browser.close();
    await server.close();
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAuditLog(process.argv[2], Number(process.argv[3] ?? 7));
}
