/**
 * Part of `npm run bench`: a shift soak. One admin (finance) signed in at 1440 x 900 on the
 * pending withdrawal queue of a production build (demo mode off) against the HTTP demo API, for an
 * hour of simulated activity at a high event rate; the page's JavaScript heap after forced garbage
 * collection and the queue's time-to-table at the start and at the end (goals: heap growth at
 * most 5 %, time-to-table unchanged: a ratio at most 1.1). Prints figures; asserts nothing.
 *
 * The hour is compressed into a few minutes. Playwright's clock is installed in the page before it
 * loads, and the demo store's clock follows it, so both sides live through the same simulated
 * hour: each step moves both by STEP_MS, firing every timer of the page due meanwhile (relative
 * times, the idle warning's tick, the bell's polling, React Query's stale and garbage-collection
 * times) while the server's claims lapse and its sessions age by as much. During each step:
 * - users ask for new withdrawals (the demo simulator's own step, which locks the user's funds and
 *   notifies every admin who reviews withdrawals, the watching one too; every user is given funds
 *   for an hour of them first, so that the queue neither runs dry nor fills up);
 * - another admin (the superadmin, through the HTTP API) approves, rejects with a reason code,
 *   claims and releases rows of the same queue, newest first: the rows the watcher has on screen;
 * so that the live feed tells the page something many times a (real) second. The watcher works
 * too: once a simulated minute it shows the new rows ("N new — show") or scrolls, the activity
 * that keeps its session from the idle sign-out. A session that ends anyway is reported, not
 * hidden: the soak stops there.
 *
 * Start and end are measured the same way, each right after a step in which the watcher showed
 * the new rows. The start comes after WARM_UP_MINUTES of the same activity: every kind of change
 * seen, so that code compiled and loaded once is in both. The heap after forced garbage collection
 * (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) on the queue as the hour left it, then
 * again once the watcher has gone to page 2 and back. React keeps a second copy (its alternate
 * fiber) of each row it drew again, about 0.1 MB a row: as left, that is whichever rows the last
 * changes touched (3 of 20 at one end and 17 at the other moved the figure by 1.5 MB); drawn
 * anew, nearly every row has one copy at both ends. The goal is read on that figure, less the
 * machine code V8's optimising compilers made for the functions that ran hot (V8's to keep or
 * flush, not the app's: scripts/bench-heap.mjs). Then time-to-table, median of TABLE_RUNS: an
 * in-app move to /dashboard, a break there past React Query's gcTime (the queue's cached page is
 * dropped), an in-app move back, timed with the browser's real clock until the first row is
 * painted (read from the server, drawn, two frames). The server's answer for that page is timed
 * from Node beside it, to tell a slower panel from a server whose store has grown. A claim taken
 * just before a measurement lapses in its breaks (30 minutes): its release is refused, and
 * counted so.
 *
 *   node scripts/bench-soak.mjs [dist-bench/prod] [simulated minutes]   (VITE_DEMO_MODE=false)
 *   SOAK_SNAPSHOTS=<dir> also writes both heap snapshots there (DevTools, Memory, Comparison).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { signIn } from './bench-order-history.mjs';
import { heapAfterGc, heapGroups } from './bench-heap.mjs';
import { CHROMIUM, launchChromium, viteSources } from './bench-support.mjs';
import {
  actorOf,
  countMessages,
  fund,
  median,
  move,
  PENDING,
  QUEUE,
  saveSnapshot,
  settle,
  timeQueue,
} from './bench-soak-support.mjs';

const LIST = '/api/admin/withdrawals?status=pending&sort=createdAt&order=desc&limit=20';
/** Simulated time each step moves the page's and the server's clocks by. */
const STEP_MS = 10_000;
/** Per step: new withdrawals, approvals, rejections, claims (each released the next step). */
const MIX = { arrivals: 3, approvals: 2, rejections: 1, claims: 2 };
/** The watcher shows the new rows (or scrolls) this often, in simulated time. */
const WORK_EVERY_MS = 60_000;
/**
 * Simulated minutes of activity before the start is measured: every kind of change seen, the live
 * feed's memory of delivered messages full, the dashboard's cached data (from the sign-in) gone.
 */
const WARM_UP_MINUTES = 6;
/** Past React Query's gcTime (5 min): the queue's cached page is gone when the admin is back. */
const BREAK_MS = 6 * 60_000;
const TABLE_RUNS = 5;
const HEAP_GOAL = 0.05;
const TABLE_GOAL = 1.1;
const REASONS = ['sanctions_hit', 'suspected_fraud', 'kyc_incomplete', 'invalid_address'];

export async function benchSoak(outDir = 'dist-bench/prod', minutes = 60) {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const { simulateWithdrawal } = await vite.ssrLoadModule(
    '/resources/withdrawals/demo/simulate.ts',
  );
  // The server's clock: the real one plus the simulated time the page's clock was moved on by.
  let skew = 0;
  const store = new DemoStore(undefined, { now: () => Date.now() + skew });
  fund(store, (await vite.ssrLoadModule('/resources/domain/decimal.ts')).sumDecimals);
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 900_000 });
  const browser = await launchChromium();
  let counter;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.clock.install();
    const page = await context.newPage();
    const pending = new Set();
    // The live feed stays open as long as the page: never a request to wait for.
    page.on('request', (request) => {
      if (!request.url().includes('/api/admin/live')) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const cdp = await context.newCDPSession(page);
    /** Both clocks move on by `ms`; the page's timers due meanwhile all fire. */
    const advance = async (ms) => {
      skew += ms;
      await page.clock.runFor(ms);
    };
    const signedOut = async () => (await page.getByLabel('Password').count()) > 0;

    await signIn(page, server.url, 'finance@demo.test');
    await settle(page, '/dashboard', pending);
    await move(page, PENDING);
    await settle(page, QUEUE, pending);
    const signedIn = await heapAfterGc(cdp);
    const actor = await actorOf(server.url);
    const dice = () => Math.random();
    const pick = (items) => (items.length ? items[Math.floor(dice() * items.length)] : undefined);
    const sent = { arrivals: 0, approvals: 0, rejections: 0, claims: 0, releases: 0, refused: 0 };
    let claimed = [];

    /** One step's changes, by the users (new withdrawals) and by the other admin. */
    const changes = async () => {
      for (let index = 0; index < MIX.arrivals; index++) {
        const before = store.all('withdrawals').length;
        simulateWithdrawal({ store, now: new Date(store.now()).toISOString(), pick });
        if (store.all('withdrawals').length > before) sent.arrivals++;
      }
      const act = async (id, path, body, kind) => {
        const answer = await actor.change(`/api/admin/withdrawals/${id}/${path}`, body);
        sent[answer.status === 200 ? kind : 'refused']++;
      };
      for (const id of claimed) await act(id, 'release', {}, 'releases');
      const rows = (await actor.call('GET', LIST)).body.result?.items ?? [];
      const [rejected, ...rest] = rows;
      if (rejected) await act(rejected._id, 'reject', { reasonCode: pick(REASONS) }, 'rejections');
      for (const row of rest.slice(0, MIX.approvals))
        await act(row._id, 'approve', {}, 'approvals');
      const toClaim = rest.slice(MIX.approvals, MIX.approvals + MIX.claims);
      for (const row of toClaim) await act(row._id, 'claim', {}, 'claims');
      claimed = toClaim.map((row) => row._id);
    };

    /** `simulated` ms of activity; false when the watcher's session ended meanwhile. */
    const activity = async (simulated) => {
      let workedAt = 0;
      for (let at = STEP_MS; at <= simulated; at += STEP_MS) {
        // The changes are made while the page's clock runs through the step: they arrive in it.
        await Promise.all([changes(), advance(STEP_MS)]);
        // Last, too: both measurements find the queue just read again, whatever was on it.
        if (at - workedAt >= WORK_EVERY_MS || at + STEP_MS > simulated) {
          workedAt = at;
          // The bar may go as it is clicked (its new rows were approved meanwhile): a scroll then.
          const bar = page.locator('.new-rows-bar button');
          const shown =
            (await bar.count()) > 0 &&
            (await bar.click({ timeout: 1_000 }).then(
              () => true,
              () => false,
            ));
          if (!shown) await page.mouse.wheel(0, 120);
          if (await signedOut()) return false;
        }
      }
      return true;
    };

    const serverTime = async () => {
      const times = [];
      for (let run = 0; run < TABLE_RUNS; run++) {
        const start = performance.now();
        await actor.call('GET', LIST);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    /**
     * The heap on the queue as the activity left it; again once the watcher has gone to page 2
     * and back; then time-to-table. React keeps a second copy (its alternate fiber) of each row it
     * drew again, about 0.1 MB a row here: as left, that is whichever rows the last changes
     * touched; drawn anew, one copy of nearly every row. The move re-renders the layout too.
     */
    const measure = async (name) => {
      await settle(page, QUEUE, pending);
      const asLeft = await heapAfterGc(cdp);
      for (const pageNumber of [2, 1]) {
        await page.locator(`.ant-pagination-item-${pageNumber}`).click();
        await settle(page, QUEUE, pending);
      }
      const used = await heapAfterGc(cdp);
      const groups = await heapGroups(cdp);
      const own = used - (groups['machine code (JIT)'] ?? 0);
      if (process.env.SOAK_SNAPSHOTS) await saveSnapshot(cdp, process.env.SOAK_SNAPSHOTS, name);
      const times = [];
      for (let run = 0; run < TABLE_RUNS; run++) {
        await move(page, '/dashboard');
        await settle(page, '/dashboard', pending);
        // The admin is there (a key press): 30 idle minutes would sign it out.
        await page.keyboard.press('Shift');
        await advance(BREAK_MS);
        await settle(page, '/dashboard', pending);
        times.push(await timeQueue(page));
        await settle(page, QUEUE, pending);
      }
      return { asLeft, used, own, table: median(times), server: await serverTime() };
    };

    if (!(await activity(WARM_UP_MINUTES * 60_000))) throw new Error('Signed out in the warm-up');
    const start = await measure('start');
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    counter = countMessages(server.url, token);
    const before = { ...sent };
    const began = Date.now();
    const whole = await activity(minutes * 60_000);
    const seconds = (Date.now() - began) / 1000;
    counter.stop();
    const count = (kind) => sent[kind] - before[kind];
    const kinds = ['arrivals', 'approvals', 'rejections', 'claims', 'releases'];
    const total = kinds.reduce((sum, kind) => sum + count(kind), 0);
    console.log(
      `  ${minutes} simulated min in ${seconds.toFixed(0)} s: ${total} changes (${count('arrivals')} new withdrawals, ${count('approvals')} approvals, ${count('rejections')} rejections, ${count('claims')} claims, ${count('releases')} releases; ${count('refused')} refused), ${counter.messages} live messages to the watcher`,
    );
    if (!whole) {
      console.log('  the watching admin was signed out before the end: no end figures');
      return;
    }
    const end = await measure('end');

    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const ms = (value) => `${value.toFixed(0)} ms`;
    const growth = (a, b) => (b - a) / a;
    const percent = (value) => `${(value * 100).toFixed(1)} %`;
    const row = (label, a, b, change, goal = '') =>
      console.log(
        `  ${label.padEnd(30)}${a.padStart(9)}${b.padStart(10)}${change.padStart(10)}${goal}`,
      );
    const verdict = (met) => (met ? 'met' : 'NOT MET');
    console.log(
      `  ${''.padEnd(30)}${'start'.padStart(9)}${'end'.padStart(10)}${'change'.padStart(10)}`,
    );
    row('heap after GC, before warm-up', mb(signedIn), '', '');
    const own = growth(start.own, end.own);
    const heapRow = (label, a, b) => row(label, mb(a), mb(b), percent(growth(a, b)));
    heapRow('heap after GC, as left', start.asLeft, end.asLeft);
    heapRow('heap after GC, rows drawn anew', start.used, end.used);
    row(
      "  less V8's machine code",
      mb(start.own),
      mb(end.own),
      percent(own),
      `   (goal at most ${percent(HEAP_GOAL)}: ${verdict(own <= HEAP_GOAL)})`,
    );
    const ratio = end.table / start.table;
    row(
      `time-to-table, median of ${TABLE_RUNS}`,
      ms(start.table),
      ms(end.table),
      `${ratio.toFixed(2)}x`,
      `   (goal at most ${TABLE_GOAL}x: ${verdict(ratio <= TABLE_GOAL)})`,
    );
    row(
      "  the server's answer alone",
      ms(start.server),
      ms(end.server),
      `${(end.server / start.server).toFixed(2)}x`,
    );
  } finally {
    counter?.stop();
    await browser.close();
    await server.close();
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSoak(process.argv[2], Number(process.argv[3] ?? 60));
}
