/**
 * What scripts/bench-soak.mjs does to the watching page (waits, in-app moves, the timed move to
 * the queue, snapshots) and beside it (the other admin, the users' funds, a second listener of the
 * watcher's live feed).
 */
/* global document, location, history, dispatchEvent, PopStateEvent, MutationObserver, __pwClock -- the page's, in page.evaluate */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle as settleDrawn } from './bench-heap.mjs';

export const QUEUE = '/withdraw';
export const PENDING = `${QUEUE}?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending`;
const PASSWORD = 'Demo#2026';

/**
 * The superadmin, through the HTTP API: signs in (again when its session has ended: it sits out
 * the measurements' breaks, longer than the idle limit) and confirms its identity again when the
 * server asks for it (a step-up lasts 5 minutes).
 */
export async function actorOf(base) {
  let token;
  const signInAgain = async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: PASSWORD }),
    });
    token = (await login.json()).result.token;
  };
  const send = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  };
  const call = async (method, path, body) => {
    const answer = await send(method, path, body);
    if (answer.status !== 401) return answer;
    await signInAgain();
    return send(method, path, body);
  };
  await signInAgain();
  return {
    call,
    /** A change; a 403 asking for a step-up confirms and sends it again. */
    async change(path, body = {}) {
      let answer = await call('POST', path, body);
      if (answer.status === 403 && answer.body.code === 'step_up_required') {
        await call('POST', '/api/admin/step-up', { password: PASSWORD });
        answer = await call('POST', path, body);
      }
      return answer;
    },
  };
}

/**
 * Counts the live feed's messages for a session, as a second tab of it would receive them: what
 * the watching page is told.
 */
export function countMessages(base, token) {
  const controller = new AbortController();
  const counter = { messages: 0, stop: () => controller.abort() };
  void (async () => {
    const response = await fetch(`${base}/api/admin/live`, {
      headers: { Authorization: token, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    for await (const chunk of response.body)
      counter.messages += decoder.decode(chunk).split('\ndata: {"channel"').length - 1;
  })().catch(() => undefined);
  return counter;
}

/**
 * Waits until the page shows `pathname` drawn, nothing loading, no request for 300 ms (as the heap
 * bench waits, with a longer ceiling for a page under an hour's changes), and no row tint fading.
 */
export async function settle(page, pathname, pending) {
  await settleDrawn(page, pathname, pending, 60_000);
  // A changed row's tint fades out (CSS, on the browser's real clock): over before a measurement.
  await page.waitForFunction(() => document.getAnimations().length === 0, null, {
    polling: 100,
    timeout: 10_000,
  });
}

/** An in-app move (as a link makes), not a load: the page and its heap stay. */
export function move(page, path) {
  return page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Ms from an in-app move to the queue until its first row is painted (the browser's clock). */
export function timeQueue(page) {
  return page.evaluate(
    ({ path, pathname }) =>
      new Promise((resolve) => {
        // The clock's originals: the page's own performance and frames are the simulated ones.
        const { performance, requestAnimationFrame } = __pwClock.builtins;
        const start = performance.now();
        const ready = () =>
          location.pathname === pathname &&
          document.querySelector('.ant-table-tbody tr.ant-table-row[data-row-key]');
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.now() - start)),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    { path: PENDING, pathname: QUEUE },
  );
}

/** Every user with funds for an hour of requests (seed rows edited in place, before any reader). */
export function fund(store, sumDecimals) {
  for (const user of store.all('users'))
    if (Array.isArray(user.balances))
      user.balances = user.balances.map((balance) => ({
        ...balance,
        available: sumDecimals([balance.available, '1000000']),
      }));
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A snapshot written to `dir` for a reader (SOAK_SNAPSHOTS). */
export async function saveSnapshot(cdp, dir, name) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  writeFileSync(join(dir, `soak-${name}.heapsnapshot`), chunks.join(''));
}
