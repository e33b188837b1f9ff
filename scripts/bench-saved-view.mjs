/**
 * Part of `npm run bench`: how long a saved view of /withdraw takes until its table is painted
 * with 10,000 withdrawals and with 10, in real Chromium (production build, HTTP demo API whose
 * store the bench fills). The page asks the list (filtered per admin on the server: the view is
 * "Waiting for my approval", a page of 10) and the views with their counts, each two list reads:
 * the two times should stay close (goal: ratio at most 1.2). Prints figures; asserts nothing.
 *
 *   node scripts/bench-saved-view.mjs [dist-bench/prod] [runs]    (a build with VITE_DEMO_MODE=false)
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { api, signedInPage, summary } from './bench-order-history.mjs';
import { CHROMIUM, viteSources } from './bench-support.mjs';

/* global document, location, history, dispatchEvent, requestAnimationFrame, MutationObserver, PopStateEvent -- the page's, in page.evaluate */

const LARGE = 10_000;
const SMALL = 10;
const GOAL = 1.2;
const PATH = '/withdraw';
const FILTER = 'awaitingMe=true';
// A view keeps its page size: 10, so that both sides draw the same number of rows and the two
// times differ by the store's size alone (a page of 20 rows against 5 is mostly drawing).
const VIEW = `${FILTER}&limit=${SMALL}`;

/**
 * `count` withdrawals made from the seed's, a minute apart, newest first: half of them pending,
 * or all (`allPending`: the small store, whose view then fills its page too).
 */
function withdrawalsOf(seed, count, now, allPending = false) {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(now - index * 60_000).toISOString();
    return {
      ...seed[index % seed.length],
      _id: `bench${String(index).padStart(19, '0')}`,
      status: allPending || index % 2 ? 'pending' : 'completed',
      approvals: [],
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** Milliseconds from an in-app move to the view's address until its first row is painted. */
async function timeView(page, base, address) {
  await page.goto(`${base}/tags`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  return page.evaluate(
    ({ address, path }) =>
      new Promise((resolve) => {
        const start = performance.now();
        const painted = () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.now() - start)),
          );
        const ready = () =>
          location.pathname === path &&
          document.querySelector('.ant-table-tbody tr.ant-table-row[data-row-key]');
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState({}, '', address);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    { address, path: PATH },
  );
}

export async function benchSavedView(outDir = 'dist-bench/prod', runs = 7) {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const { getDeclaration } = await vite.ssrLoadModule('/src/model/registry.ts');
  const { viewListSearch } = await vite.ssrLoadModule('/src/engine/views/viewAddress.ts');
  const store = new DemoStore();
  const list = store.all('withdrawals');
  const seed = list.slice();
  const now = Date.now();
  const sides = {
    large: withdrawalsOf(seed, LARGE, now),
    small: withdrawalsOf(seed, SMALL, now, true),
  };
  const address = PATH + viewListSearch(getDeclaration('withdrawals'), VIEW);
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 600_000 });
  const { browser, page } = await signedInPage(server.url);
  /** Puts `rows` in the store's withdrawals, in place; a write tells the cached views. */
  const fill = (rows) => {
    list.length = 0;
    for (const row of rows) list.push(row);
    store.update('withdrawals', rows[0]._id, { updatedAt: rows[0].updatedAt });
  };
  try {
    // Alternating, so that a busy machine's slow spell lands on both sides alike.
    const times = { large: [], small: [] };
    for (let index = 0; index < runs; index++) {
      for (const side of ['large', 'small']) {
        fill(sides[side]);
        // The joined rows are made once per change of the store (its cached view), not per read:
        // made here, so that the time is the view's, not that of a store just filled.
        await api(page, 'GET', '/api/admin/withdrawals?limit=1');
        times[side].push(await timeView(page, server.url, address));
        if (index > 0) continue;
        const total = (await api(page, 'GET', `/api/admin/withdrawals?${FILTER}&limit=1`)).result
          .total;
        const expected = sides[side].filter((row) => row.status === 'pending').length;
        if (total !== expected)
          throw new Error(`The ${side} side's view held ${total} rows, not ${expected}`);
      }
    }
    const large = summary(times.large);
    const small = summary(times.small);
    const ms = (value) => `${value.toFixed(0)} ms`;
    const line = (label, figures) =>
      console.log(
        `  ${label.padEnd(28)}${ms(figures.median).padStart(9)}   (min ${ms(figures.min)}, max ${ms(figures.max)})`,
      );
    line(`${LARGE.toLocaleString('en')} withdrawals`, large);
    line(`${SMALL} withdrawals`, small);
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
  await benchSavedView(process.argv[2], Number(process.argv[3] ?? 7));
}
