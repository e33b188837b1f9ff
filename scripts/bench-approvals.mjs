/**
 * Part of `npm run bench`: how long /approvals takes until its table is painted with 10,000
 * pending changes and with 10, in real Chromium (production build, HTTP demo API whose store the
 * bench fills). The list is filtered by the reader's rights per module and presented per reader
 * (`waitingForMe`) on the server, then paged: the two times should stay close (goal: ratio at
 * most 1.2). Prints figures; asserts nothing.
 *
 *   node scripts/bench-approvals.mjs [dist-bench/prod] [runs]    (a build with VITE_DEMO_MODE=false)
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { api, signedInPage, summary, timeOnce } from './bench-order-history.mjs';
import { CHROMIUM, viteSources } from './bench-support.mjs';

const LARGE = 10_000;
const SMALL = 10;
const GOAL = 1.2;

/** The places changes are held, in turn: a coin's limits, a resolution, a setting, rights. */
const PLACES = [
  { resource: 'coins', kind: 'coinLimits', module: 'Coin List', field: 'maxWithdraw' },
  { resource: 'events', kind: 'marketResolution', module: 'Unresolved Markets', field: 'outcomes' },
  {
    resource: 'site-setting',
    kind: 'platformSettings',
    module: 'Site Setting',
    field: 'tradingEnabled',
  },
  { resource: 'admins', kind: 'adminRights', module: 'Sub Admin', field: 'restriction' },
];

/** `count` pending changes a minute apart, newest first, proposed by finance. */
function changesOf(count, now) {
  return Array.from({ length: count }, (_, index) => {
    const place = PLACES[index % PLACES.length];
    const at = new Date(now - index * 60_000).toISOString();
    return {
      _id: `bench${String(index).padStart(19, '0')}`,
      resource: place.resource,
      recordId: place.resource === 'site-setting' ? null : `record-${index}`,
      recordTitle: `Record ${index}`,
      action: 'update',
      kind: place.kind,
      module: place.module,
      changes: [{ field: place.field, before: '1', after: '2' }],
      proposedBy: 'admin-finance',
      proposedByName: 'Felix Finance',
      proposedAt: at,
      expiresAt: new Date(now + 86_400_000).toISOString(),
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** Puts `rows` in the store's pending changes, in place (the demo API holds that array). */
function fill(list, rows) {
  list.length = 0;
  for (const row of rows) list.push(row);
}

export async function benchApprovals(outDir = 'dist-bench/prod', runs = 7) {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const store = new DemoStore();
  const list = store.all('approvals');
  const now = Date.now();
  const sides = { large: changesOf(LARGE, now), small: changesOf(SMALL, now) };
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 600_000 });
  const { browser, page } = await signedInPage(server.url);
  try {
    // The inbox also lists the seed's withdrawals awaiting review, beside the changes filled in.
    fill(list, []);
    const awaiting = (await api(page, 'GET', '/api/admin/approvals?limit=1')).result.total;
    // Alternating, so that a busy machine's slow spell lands on both sides alike.
    const times = { large: [], small: [] };
    for (let index = 0; index < runs; index++) {
      for (const side of ['large', 'small']) {
        fill(list, sides[side]);
        times[side].push(await timeOnce(page, server.url, '/approvals'));
        const total =
          index === 0 && (await api(page, 'GET', '/api/admin/approvals?limit=1')).result.total;
        const expected = sides[side].length + awaiting;
        if (index === 0 && total !== expected)
          throw new Error(`The ${side} side listed ${total} rows, not ${expected}`);
      }
    }
    const large = summary(times.large);
    const small = summary(times.small);
    const ms = (value) => `${value.toFixed(0)} ms`;
    const line = (label, figures) =>
      console.log(
        `  ${label.padEnd(28)}${ms(figures.median).padStart(9)}   (min ${ms(figures.min)}, max ${ms(figures.max)})`,
      );
    console.log(`  (each side also lists the seed's ${awaiting} withdrawals awaiting review)`);
    line(`${LARGE.toLocaleString('en')} pending changes`, large);
    line(`${SMALL} pending changes`, small);
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
  await benchApprovals(process.argv[2], Number(process.argv[3] ?? 7));
}
