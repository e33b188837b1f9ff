import type { BrowserContext, Frame, Page, Request, Response } from 'playwright-core';
import { LIVE_PATH } from '../../src/model/contract';
import { apiPath, declarations } from '../../src/model/registry';

/** The public pages, each with what it needs to draw (a reset link's token). */
export const PUBLIC_PAGES = [
  '/login',
  '/forgetPassword',
  '/verification/forgotPassword?token=0123abcd',
  '/404',
];

/** A private route of the registry; `resource` gives a sample id for a `:param` route. */
interface PrivateRoute {
  pattern: string;
  resource: string;
}

/** Every private route the declarations give (list, create, edit, show, extra), each once. */
function privateRoutes(): PrivateRoute[] {
  const seen = new Set<string>();
  return declarations.flatMap((declaration) => {
    const { routes } = declaration;
    return [
      routes.list,
      routes.create,
      routes.edit,
      routes.show,
      ...(routes.extra ?? []).map((r) => r.path),
    ]
      .filter(
        (path): path is string => Boolean(path) && !seen.has(path!) && Boolean(seen.add(path!)),
      )
      .map((pattern) => ({ pattern, resource: apiPath(declaration.name) }));
  });
}

/**
 * The routes as paths to open: a `:param` takes the first row's id of the declaration's own list,
 * asked by the signed-in page (`apiBase`: the build's API address, empty for the demo build).
 */
export async function routePaths(page: Page, apiBase = ''): Promise<string[]> {
  const routes = privateRoutes();
  const resources = [
    ...new Set(routes.filter((r) => r.pattern.includes(':')).map((r) => r.resource)),
  ];
  const ids = await page.evaluate(
    async ({ resources, apiBase }) => {
      const found: Record<string, string> = {};
      for (const resource of resources) {
        const response = await fetch(`${apiBase}/api/admin/${resource}?limit=1`, {
          headers: { Authorization: localStorage.getItem('adminToken') ?? '' },
        });
        const body = (await response.json()) as { result?: { items?: { _id: string }[] } };
        const id = body.result?.items?.[0]?._id;
        if (id) found[resource] = id;
      }
      return found;
    },
    { resources, apiBase },
  );
  return routes.map(({ pattern, resource }) => {
    if (!pattern.includes(':')) return pattern;
    if (!ids[resource]) throw new Error(`No sample row for ${pattern} (GET ${resource})`);
    return pattern.replace(/:[a-z]+/i, ids[resource]);
  });
}

/**
 * Moves the single-page app to `path` as a link does: no page load, the tab keeps its code and
 * its requests in flight. Returns at once; `goInApp` also waits for the new page's data.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the page area shows `path`'s page (its pathname): after a move in the app, the last
 * page stays on screen while the next one's code loads (a transition).
 */
export async function pageShown(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://x').pathname;
  await page.locator(`.page-area[data-page="${pathname}"]`).waitFor({ state: 'attached' });
}

/**
 * Opens `path` of the app at `base`: inside the app when the tab already shows it (no page load,
 * see goInApp), else by loading the address.
 */
export async function openInApp(page: Page, base: string, path: string): Promise<void> {
  const showsApp = page.url().startsWith(base) && (await page.locator('.page-area').count()) > 0;
  if (showsApp) await goInApp(page, path);
  else await page.goto(`${base}${path}`);
}

/**
 * Moves to `path` inside the app (no page load) and waits until it is drawn with its data. A page
 * load costs a shared runner's CPU about a second (the app's code parsed again in a new context);
 * a test of what a page shows, not of how the app starts, moves this way.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  const quiet = trackRequests(page);
  await moveInApp(page, path);
  // The old page may change meanwhile (a relative time ticks, a live update lands): wait for the
  // new one, then for its data (no request in flight, no spinner).
  await pageShown(page, path);
  await quiet();
  await settle(page, path);
}

/** A record's page (`/<list>/<id>`), whose tabs hold related lists and the History. */
export const isRecordPath = (path: string): boolean => /\/[^/]+\/[\w-]{6,}$/.test(path);

/**
 * Clicks each tab of a record page (related lists, History), waiting for each to be drawn, then
 * moves the pointer off the page, so that the next page is not drawn with a control under it.
 */
export async function openTabs(page: Page, path: string): Promise<void> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let at = 0; at < count; at++) {
    await tabs.nth(at).click();
    await settle(page, path);
  }
  await page.mouse.move(0, 0);
}

/**
 * Every 400 the API answered about a query (a parameter the list does not have, too many
 * conditions or values), as "<address>: message". The panel itself must never send one.
 */
export function watchQueryRefusals(context: BrowserContext): string[] {
  const refused: string[] = [];
  context.on('response', (response: Response) => {
    if (response.status() !== 400 || !response.url().includes('/api/')) return;
    void response.json().then(
      (body: { message?: string }) => {
        if (/query parameters|filter conditions|at most \d+ values/.test(body.message ?? ''))
          refused.push(`${response.url()}: ${body.message}`);
      },
      () => undefined,
    );
  });
  return refused;
}

/**
 * Counts the page's requests in flight (chunks, API calls, answered by the server or the demo
 * worker); the returned function resolves once none has been in flight for `ms` milliseconds.
 */
export function trackRequests(page: Page, ms = 250): () => Promise<void> {
  const pending = new Set<unknown>();
  // The live feed stays open for as long as the page does: it is never "in flight" to wait for.
  const start = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith(LIVE_PATH)) pending.add(request);
  };
  const end = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= ms) break;
    }
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  };
}

/** Waits until `path` is drawn: the URL, page content, and no spinner or skeleton left. */
export async function settle(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://x').pathname;
  await page.waitForFunction(
    (pathname) => {
      const content = document.querySelector('.app-content') ?? document.querySelector('#root');
      return (
        location.pathname === pathname &&
        Boolean(content?.textContent?.trim()) &&
        !document.querySelector('.ant-spin-spinning, .ant-skeleton, .page-spin')
      );
    },
    pathname,
    { polling: 100 },
  );
}

/**
 * Waits until every image of the document has loaded or failed. The browser marks an image
 * complete in the task that fires its load or error event, so a handler on either has run by then:
 * a test that no such handler ran may read its flag.
 */
export async function imagesSettled(where: Page | Frame): Promise<void> {
  await where.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** What a charted page draws: every chart's canvas, each built on its own turn. */
export async function chartsDrawn(page: Page): Promise<void> {
  await page.locator('.chart canvas').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.chart:not(:has(canvas))'));
}

/**
 * A gate for a request the test holds: `wait()` in a route handler until `open()`. A second
 * click lands while the first click's request is held, however fast or slow the machine is.
 */
export function requestGate(): { wait: () => Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open: () => open() };
}
