import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startDemoServer, type DemoServerOptions } from '../../src/demo/server';
import { CHROMIUM, E2E_DEMO_DIR, E2E_PROD_DIR } from './paths';

/**
 * How long one browser step (a click, a wait for text) may take before the test fails: seconds,
 * not the test's whole limit, yet room for two files sharing a 2-CPU runner (vitest.e2e.config.ts).
 */
export const STEP_TIMEOUT_MS = 30_000;

/** Debian's Chromium headless shell, with nothing reaching outside this machine. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium: the files a worker runs one after the other share it
 * (vitest.e2e.config.ts, `isolate: false`), each in contexts of its own that it closes when it
 * ends. One that has crashed or been closed is launched again.
 */
async function workerBrowser(): Promise<Browser> {
  const browser = await launched;
  if (browser?.isConnected()) return browser;
  launched = launchBrowser();
  return launched;
}

/** Serves a built app (static files) on 127.0.0.1 at a free port. */
async function serveBuild(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('preview server has no address');
  return { url, close: () => server.close() };
}

/** Something serving the app over HTTP on 127.0.0.1. */
interface Served {
  url: string;
  close: () => Promise<void>;
}

/** What a file's tests share: its Chromium and the app's address. */
export interface Suite {
  browser: Browser;
  url: string;
}

/**
 * A file's Chromium and app: the worker's Chromium (launched once) and the app, started before
 * its tests; the app and every context the file opened are closed after them (hooks registered
 * here, so call it at the top of the file, before the file's own hooks). Read `browser` and `url`
 * inside tests and hooks: they are set once the setup has run. The app defaults to the demo build.
 */
export function browserSuite(serve: () => Promise<Served> = () => serveBuild(E2E_DEMO_DIR)): Suite {
  const suite = {} as Suite;
  let served: Served | undefined;
  beforeAll(async () => {
    [suite.browser, served] = await Promise.all([workerBrowser(), serve()]);
    suite.url = served.url;
  });
  // A failed test says what each of its open pages showed (address and text), so that a CI log
  // tells a page that went elsewhere from one still loading, without a screenshot.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      for (const context of suite.browser?.contexts() ?? [])
        for (const page of context.pages()) {
          const text = await page
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch(() => '(no text)');
          console.log(`[page] ${page.url()}: ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
        }
    });
  });
  afterAll(async () => {
    // The next file gets the browser as it was launched: none of this file's pages or storage.
    await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    await served?.close();
  });
  return suite;
}

/**
 * The production build (demo mode off) served by the HTTP demo API on a free port, its API on the
 * same origin: every file its own server and store.
 */
export function productionApp(options: Partial<DemoServerOptions> = {}): () => Promise<Served> {
  return () =>
    startDemoServer({ port: 0, staticDir: E2E_PROD_DIR, maxLifetimeMs: 600_000, ...options });
}

interface PageErrors {
  errors: string[];
}

/**
 * A new context (own storage), as an admin who asks their system for less motion: the panel then
 * changes at once (src/ui/Themed.tsx), and a busy runner draws no animation frame a test does not
 * look at. Every test's context comes from here.
 */
export function freshContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

/** The phone size the panel is built for (a 6.1-inch phone in portrait). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A fresh context (own storage) and page that records console errors and page errors. */
export async function openPage(
  browser: Browser,
  options: { timezoneId?: string; phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page } & PageErrors> {
  const context = await freshContext(browser, {
    // A phone: 390 x 844 CSS pixels, touch, as an operator's phone opens the panel.
    ...(options.phone
      ? { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true }
      : { viewport: { width: 1360, height: 860 } }),
    timezoneId: options.timezoneId,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  return { context, page, errors };
}

/** Writes into `errors` each uncaught error of `page` and each error its console logs. */
export function recordPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx response; the app answers those on screen (403, 409 ...), by design.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
}

/** Top-level sidebar entries (groups and single items), in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar
    .locator('.ant-menu-root > li')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  return (await sidebar.locator('.ant-menu-root > li').allInnerTexts()).map((text) => text.trim());
}

/**
 * Top-level sidebar entries by their own names: a group's title without its items. The group of
 * the page shown opens as the sidebar is drawn, and an open group's text holds its items too.
 */
export async function sidebarGroups(page: Page): Promise<string[]> {
  await sidebarEntries(page);
  return page
    .getByTestId('sidebar')
    .locator('.ant-menu-root > li')
    .evaluateAll((items) =>
      items.map((item) =>
        (
          (item.querySelector(':scope > .ant-menu-submenu-title') ?? item) as HTMLElement
        ).innerText.trim(),
      ),
    );
}

export { screenshot } from './screenshot';
export {
  DEMO_PASSWORD,
  openSignedIn,
  pageApi,
  signIn,
  signInOnForm,
  submitSignIn,
  type Listed,
} from './signIn';

/** Signs out from the header's account menu, as an admin does, and waits for the sign-in form. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await menuItem(page, 'Sign out').click();
  await page.waitForURL('**/login');
}

/**
 * The open antd confirmation, or the dialog named `name`, once its opening zoom has ended
 * (rc-motion drops its `-zoom-` classes then). A click during the zoom is aimed where the button is
 * at that frame; on a busy runner the dialog has grown by the time it lands, the click hits the
 * mask, and nothing happens: a confirmation stayed open for 30 s, twice in CI. Wait on this, not
 * on time, before clicking inside a dialog.
 */
export function settledDialog(page: Page, name?: string | RegExp): Locator {
  const dialog = name ? page.getByRole('dialog', { name }) : page.locator('.ant-modal-confirm');
  return dialog.and(page.locator('[role="dialog"]:not([class*="-zoom-"])'));
}

/**
 * The item `name` of the open dropdown menu (the account menu, a row's "Actions for …"), once the
 * menu's opening slide has ended (rc-motion drops its `-slide-` classes then). A click during the
 * slide is aimed at where the item is in that frame; on a busy runner the menu has moved by the
 * time it lands and the header behind it takes the click ("ant-space-item intercepts pointer
 * events" for 30 s, in CI). Wait on this, not on time, before clicking a menu item. The item is
 * found by its label's text: its accessible name also carries its icon's ("logout Sign out").
 */
export function menuItem(page: Page, name: string | RegExp): Locator {
  return page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-slide-"])')
    .getByRole('menuitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/**
 * The options of the open select, once its list has slid open (rc-motion's `-slide-` classes,
 * as for `menuItem`): an option is chosen by a click, and one aimed during the slide lands where
 * the option has moved from.
 */
export function selectOption(page: Page, text?: string): Locator {
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-slide-"]) .ant-select-item-option',
  );
  return text === undefined ? options : options.filter({ hasText: text });
}
