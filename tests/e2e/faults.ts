import { expect } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';
import { declarations } from '../../src/model/registry';
import { moveInApp, pageShown } from './routes';

/**
 * Broken answers of the admin API, played by Playwright's route interception in front of the
 * production build: each must end in a clear message, never a blank screen or an uncaught error.
 */
export const FAILURE_MODES = [
  'malformed-json',
  'html-502',
  'no-envelope',
  'timeout',
  'network',
] as const;
type FailureMode = (typeof FAILURE_MODES)[number];

/** What the admin reads for each mode (the toast's or alert's text contains it). */
const EXPECTED_MESSAGE: Record<FailureMode, RegExp> = {
  'malformed-json': /not valid JSON/,
  'html-502': /Something went wrong/,
  'no-envelope': /not in the expected format/,
  timeout: /did not answer in 30 s/,
  network: /The server could not be reached/,
};

/** The request time limit the e2e production build is deployed with (VITE_API_TIMEOUT_MS=30000; the default is none); the page clock runs it. */
const APP_TIMEOUT_MS = 30_000;

/** Plays one mode on a request; 'timeout' never answers (the caller moves the page's clock). */
async function answerWith(route: Route, mode: FailureMode): Promise<void> {
  switch (mode) {
    case 'malformed-json':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success": true, "result": {"items": [',
      });
    case 'html-502':
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      });
    case 'no-envelope':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ items: [], total: 0 }),
      });
    case 'network':
      return route.abort('failed');
    case 'timeout':
      // Never answered: the app's timer aborts it once the page clock passes 30 s.
      return;
  }
}

/** Start-up calls (identity, site setting): answered normally unless a test breaks them itself. */
export const BOOT_CALLS = /\/api\/admin\/(getadmindetail|getSiteSetting)(\?|$)/;
/**
 * Calls the layout makes on every page, whatever the page (the header bell's unread count, the live
 * feed): left working, so that a page's own failing call is the one the clock and the message are
 * about.
 */
export const LAYOUT_CALLS = /\/api\/admin\/(notifications\?(.*&)?read=false(&|$)|live(\?|$))/;

export function isApiCall(request: Request): boolean {
  return new URL(request.url()).pathname.startsWith('/api/admin/');
}

export function isMutation(request: Request): boolean {
  return isApiCall(request) && request.method() !== 'GET';
}

/**
 * Console errors the app did not write: Chromium logs each failed load (a 502, an aborted
 * request, a 401) by itself. Everything else (React, the app's console.error) is a failure.
 */
export function appErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource|net::ERR_FAILED/.test(text)) return;
    // The sandboxed preview of templates and CMS pages (no scripts) doing its job.
    if (/Blocked script execution in 'about:srcdoc'/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/** List pages: every declaration's list route, derived from the registry (a new module is in). */
export const LIST_PAGES: readonly { declaration: ResourceDeclaration; path: string }[] =
  declarations.flatMap((declaration) =>
    declaration.routes.list && !declaration.pageOnly
      ? [{ declaration, path: declaration.routes.list }]
      : [],
  );

/** Forms with a save: every declaration's edit route (create routes draw the same form). */
export const EDIT_FORMS: readonly { declaration: ResourceDeclaration; path: string }[] =
  declarations.flatMap((declaration) =>
    declaration.routes.edit ? [{ declaration, path: declaration.routes.edit }] : [],
  );

/** The mode for the i-th case: rotating, so every mode meets many pages and each page one mode. */
export function modeFor(index: number): FailureMode {
  return FAILURE_MODES[index % FAILURE_MODES.length];
}

/**
 * What the reliability suite does on its one page (`current()` answers it once the file's setup
 * has opened it): break the API, run the page's clock past the app's limit, read the failure's
 * message, check the page is still there, move within the app.
 */
export function pageFaults(current: () => Page) {
  /**
   * Breaks the calls `which` picks with `mode` (each held first until `until` resolves); returns
   * the requests it broke.
   */
  async function breakApi(
    mode: FailureMode,
    which: (route: Route) => boolean,
    { until }: { until?: () => Promise<void> } = {},
  ): Promise<{ broken: string[] }> {
    const page = current();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const broken: string[] = [];
    await page.route('**/api/admin/**', async (route) => {
      if (!which(route)) return route.continue();
      broken.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await until?.();
      await answerWith(route, mode).catch(() => undefined);
    });
    return { broken };
  }

  /** For 'timeout': once a broken call is pending, the page's clock passes the app's limit. */
  async function runOutTheClock(mode: FailureMode, broken: string[]): Promise<void> {
    const page = current();
    if (mode !== 'timeout') return;
    await expect.poll(() => broken.length).toBeGreaterThan(0);
    await page.clock.fastForward(APP_TIMEOUT_MS + 1_000);
  }

  /** The toast or inline alert that names the failure (its text, for the report). */
  async function failureMessage(mode: FailureMode): Promise<string> {
    const page = current();
    const message = page
      .locator('[data-testid="toast"][data-type="error"], main [role="alert"], [role="alert"]')
      .filter({ hasText: EXPECTED_MESSAGE[mode] })
      .first();
    await message.waitFor({ state: 'visible' });
    return (await message.innerText()).replace(/\s+/g, ' ').trim();
  }

  /** Not a blank screen: the layout (sidebar, header) is there and the page has its own content. */
  async function expectPageStillThere(path: string): Promise<void> {
    const page = current();
    await page.getByTestId('sidebar').waitFor({ state: 'visible' });
    const text = await page.locator('main, .ant-layout-content').first().innerText();
    expect(text.trim().length, `${path} shows content`).toBeGreaterThan(0);
  }

  /**
   * Moves the single-page app to `path` the way a link does (no reload, so the suite stays fast);
   * the last page's toasts are run out first (the page clock), so a message seen is this page's.
   */
  async function goInApp(path: string): Promise<void> {
    const page = current();
    await page.clock.fastForward(5_000);
    await moveInApp(page, path);
    await pageShown(page, path);
  }

  return { breakApi, runOutTheClock, failureMessage, expectPageStillThere, goInApp };
}

/** A route with its record: `path` with its parameter filled by `id`. */
export function fillPath(path: string, id: string): string {
  return path.replace(/:[A-Za-z]+/, encodeURIComponent(id));
}

const TYPED_FIELDS = new Set(['text', 'textarea', 'email', 'slug']);

/** The first plain text input of the edit form, by its label. */
export function typedField(declaration: ResourceDeclaration): FieldDeclaration | undefined {
  return declaration.fields.find(
    (field) =>
      TYPED_FIELDS.has(field.type) &&
      !field.readOnly &&
      field.form !== false &&
      field.form !== 'create' &&
      !field.pattern &&
      field.type !== 'email',
  );
}
