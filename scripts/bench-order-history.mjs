/**
 * Part of `npm run bench`: how long /order-history takes until its table is painted, with the
 * demo store holding 10,000 orders (the seed) and with 10, in real Chromium on a demo build.
 * Paging, filtering and sorting happen on the server (the demo API), so the page receives 20 rows
 * either way and the two times stay close. Prints figures; asserts nothing.
 *
 * Each run reloads /tags (a fresh query cache; the generic list page is loaded), then moves to
 * /order-history inside the app and stops the clock after the first table row is in the page and
 * two animation frames have passed (it has been painted).
 *
 *   node scripts/bench-order-history.mjs [dist-bench/demo] [runs]
 */
/* global document, location, history, dispatchEvent, requestAnimationFrame, MutationObserver, PopStateEvent -- the page's, in page.evaluate */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serveStatic } from './static-server.mjs';
import { CHROMIUM, launchChromium } from './bench-support.mjs';

/** DemoStore's key of the orders' changes in localStorage (src/demo/store.ts: PREFIX + name). */
const ORDERS_KEY = /^pm-demo:v\d+:orders$/;

/** Signs `email` (the superadmin by default) in at `base`. */
export async function signIn(page, base, email = 'superadmin@demo.test') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A call made by the page with the signed-in admin's token (the demo API runs in the page). */
export function api(page, method, path) {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: localStorage.getItem('adminToken') ?? '' },
      });
      return response.json();
    },
    { method, path },
  );
}

/**
 * Milliseconds from an in-app move to `path` (from /tags, reloaded: a fresh query cache, the
 * generic list loaded) until its first table row is painted. The audit-log bench times its page so.
 */
export async function timeOnce(page, base, path = '/order-history') {
  await page.goto(`${base}/tags`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  return page.evaluate(
    (path) =>
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
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
}

/** The small side of the comparison: the store cut down to this many orders. */
const FEW_ORDERS = 10;

export const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
};

/**
 * Runs alternate between the two stores (the orders' stored changes put back or taken away before
 * each reload), so that a busy machine's slow spell lands on both sides alike rather than on
 * whichever was measured then: on a 2-CPU runner, back-to-back series of one side drifted by a
 * third between two calls of this bench.
 */
async function measureInterleaved(page, base, runs, few, expected) {
  const times = { large: [], small: [] };
  for (let index = 0; index < runs; index++) {
    for (const side of ['large', 'small']) {
      await page.evaluate(
        ({ key, value }) =>
          value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
        { key: few.key, value: side === 'large' ? null : few.value },
      );
      times[side].push(await timeOnce(page, base));
      // Each side's store is what it should be (outside the timed part, on the first round).
      const total =
        index === 0 && (await api(page, 'GET', '/api/admin/orders?limit=1')).result.total;
      if (index === 0 && total !== expected[side])
        throw new Error(`The ${side} side's store held ${total} orders, not ${expected[side]}`);
    }
  }
  return { large: summary(times.large), small: summary(times.small) };
}

/**
 * Leaves `keep` open orders in the browser's demo store (removes the others, as a delete would);
 * returns the stored changes that do it, under their localStorage key.
 */
async function keepOrders(page, base, keep) {
  // Cancelling one order saves the orders' changes (and pins the seed's date shift).
  const open = await api(page, 'GET', `/api/admin/pending-orders?limit=${keep + 1}`);
  const [first, ...kept] = open.result.items;
  await api(page, 'POST', `/api/admin/pending-orders/${first._id}/cancel`);
  const ids = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const list = await api(page, 'GET', `/api/admin/orders?limit=1000&page=${pageNumber}`);
    ids.push(...list.result.items.map((order) => order._id));
    if (ids.length >= list.result.total) break;
  }
  const keepIds = new Set(kept.map((order) => order._id));
  const stored = await page.evaluate(
    ({ pattern, removed }) => {
      const key = Object.keys(localStorage).find((name) => new RegExp(pattern).test(name));
      if (key) localStorage.setItem(key, JSON.stringify({ upserts: [], removed }));
      return key;
    },
    { pattern: ORDERS_KEY.source, removed: ids.filter((id) => !keepIds.has(id)) },
  );
  if (!stored) throw new Error(`No demo store key like ${ORDERS_KEY} after a cancel`);
  // A reload builds the store again from the seed and these changes.
  await page.goto(`${base}/tags`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const total = (await api(page, 'GET', '/api/admin/orders?limit=1')).result.total;
  // A comparison with the same store on both sides would print a ratio near 1 and mean nothing.
  if (total !== keep) throw new Error(`The store kept ${total} orders, not ${keep}`);
  return { key: stored, value: await page.evaluate((key) => localStorage.getItem(key), stored) };
}

/** Chromium at 1440 x 900 with the superadmin signed in at `base` (the audit-log bench too). */
export async function signedInPage(base) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await signIn(page, base);
  await page.getByTestId('sidebar').waitFor();
  return { browser, page };
}

export async function benchOrderHistory(outDir = 'dist-bench/demo', runs = 7) {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const server = await serveStatic(outDir);
  const { browser, page } = await signedInPage(server.url);
  try {
    const full = (await api(page, 'GET', '/api/admin/orders?limit=1')).result.total;
    const few = await keepOrders(page, server.url, FEW_ORDERS);
    const { large, small } = await measureInterleaved(page, server.url, runs, few, {
      large: full,
      small: FEW_ORDERS,
    });
    const ms = (value) => `${value.toFixed(0)} ms`;
    const line = (label, figures) =>
      console.log(
        `  ${label.padEnd(28)}${ms(figures.median).padStart(9)}   (min ${ms(figures.min)}, max ${ms(figures.max)})`,
      );
    line(`${full.toLocaleString('en')} orders in the store`, large);
    line(`${FEW_ORDERS} orders in the store`, small);
    console.log(`  ratio (median)${(large.median / small.median).toFixed(2).padStart(23)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchOrderHistory(process.argv[2], Number(process.argv[3] ?? 7));
}
