/**
 * Part of `npm run bench`: interaction to next paint of working the withdrawal queue from the
 * keyboard (j moves the row focus, x selects the row, Enter opens it) on /withdraw with 10,000
 * withdrawals, Chromium's CPU slowed 4x (production build, HTTP demo API). Each key's interaction
 * is read from the Event Timing API (the worst of its events, rounded to 8 ms by the browser;
 * under 16 ms is not reported, shown as "< 16 ms"). Goal: at most 100 ms. Prints; asserts nothing.
 *
 *   node scripts/bench-triage.mjs [dist-bench/prod]    (a build with VITE_DEMO_MODE=false)
 */
/* global window, requestAnimationFrame -- the page's, in page.evaluate */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { signedInPage } from './bench-order-history.mjs';
import { CHROMIUM, viteSources } from './bench-support.mjs';

const ROWS = 10_000;
const SLOWDOWN = 4;
const GOAL_MS = 100;

/** The store's withdrawals made up to `count`, copies of the seed's with their own ids. */
function fillWithdrawals(store, count) {
  const seeded = store.all('withdrawals');
  const list = seeded.slice();
  for (let index = seeded.length; index < count; index += 1) {
    const copy = seeded[index % seeded.length];
    list.push({ ...copy, _id: `bench${String(index).padStart(19, '0')}` });
  }
  seeded.length = 0;
  for (const row of list) seeded.push(row);
}

/** Starts collecting each interaction's longest event, keyed by interactionId. */
function observeInteractions(page) {
  return page.evaluate(() => {
    const seen = new Map();
    window.__interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
}

/** The interactions recorded since the last call (their durations), then forgets them. */
function takeInteractions(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        // Two frames: the last key's paint has happened and its entry been delivered.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const durations = [...window.__interactions.values()];
              window.__interactions.clear();
              resolve(durations);
            }, 50),
          ),
        ),
      ),
  );
}

/** Presses `key` `times` times, each once the focused row has answered the last. */
async function press(page, key, times, settled) {
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press(key);
    await settled(index);
  }
  return takeInteractions(page);
}

const worst = (durations, presses) => {
  const shown = durations.length ? `${Math.max(...durations)} ms` : '< 16 ms';
  return `${shown.padStart(9)}   (${presses} presses, ${durations.length} over 16 ms)`;
};

export async function benchTriage(outDir = 'dist-bench/prod') {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const store = new DemoStore();
  fillWithdrawals(store, ROWS);
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 900_000 });
  const { browser, page } = await signedInPage(server.url);
  try {
    await page.goto(`${server.url}/withdraw`);
    await page.locator('tbody tr.ant-table-row').first().waitFor();
    const total = await page.locator('.ant-pagination-total-text').innerText();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await observeInteractions(page);
    const focusedRow = page.locator('tbody tr.ant-table-row:focus');
    const moved = await press(page, 'j', 10, () => focusedRow.waitFor());
    const selected = await press(page, 'x', 6, (index) =>
      page
        .locator('tbody tr.ant-table-row:focus .ant-checkbox-checked')
        .waitFor({ state: index % 2 === 0 ? 'visible' : 'detached' }),
    );
    const opened = await press(page, 'Enter', 1, () => page.waitForURL(/\/withdraw\/[^/?]+$/));
    console.log(`  ${total}, CPU ${SLOWDOWN}x slower; goal: each at most ${GOAL_MS} ms`);
    console.log(`  move the row focus (j)      ${worst(moved, 10)}`);
    console.log(`  select the row (x)          ${worst(selected, 6)}`);
    console.log(`  open the row (Enter)        ${worst(opened, 1)}`);
  } finally {
    await browser.close();
    await server.close();
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTriage(process.argv[2]);
}
