import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';
import { AUTH_PATHS } from '../../src/model/contract';
import { apiPath, declarations, getDeclaration } from '../../src/model/registry';
import { collectionRules } from '../../src/demo/rules';
import { seedShift } from '../../src/demo/seed/shift';
import { PREFIX, SHIFT_KEY } from '../../src/demo/store';
import { browserSuite, freshContext, signIn, STEP_TIMEOUT_MS } from './browser';
import { imagesSettled, moveInApp } from './routes';

/**
 * Classic XSS vectors stored in every free-text field that is rendered (names, titles,
 * descriptions, reasons, messages, CMS and template bodies, notification texts, the site name and
 * banner), and `javascript:` in every address field, as only tampering with the store could put
 * them there (the demo build's store, in localStorage). Every list, form, history and preview that
 * shows them executes nothing in Chromium: no flag set, no dialog, no `javascript:` link or source,
 * no page error; and the text still shows, as text.
 */
const VECTORS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<svg onload="window.__xss=2;alert(2)"><circle r=3></svg>',
  '"><script>window.__xss=3;alert(3)</script>',
  '<a href="javascript:window.__xss=4">click __xss</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<<img src=x onerror=window.__xss=6//',
  '<details open ontoggle="window.__xss=7;alert(7)">__xss</details>',
];
const SCRIPT_URL = 'javascript:window.__xss=8;alert(8)//https://x.test';
const TEXT_TYPES = new Set(['text', 'textarea', 'richtext']);
const URL_TYPES = new Set(['url', 'image']);
/** Stored strings no declaration lists, shown on pages all the same (a block reason). */
const FREE_TEXT_KEY = /(reason|note|comment|message|description|title|name|body|label|question)$/i;
/** What the store needs intact: the admins' password hash (a sub-admin's name is tampered too). */
const SKIPPED = new Set(['admins']);

let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const dialogs: string[] = [];

const app = browserSuite();

beforeAll(async () => {
  context = await freshContext(app.browser, { viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/status of 4\d\d|sandboxed|Content Security Policy|Failed to load resource|ERR_/.test(
        message.text(),
      )
    )
      errors.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, app.url, 'superadmin@demo.test');
  // One of the app's own reads (after the sign-in's step-up, which the test itself sends).
  const asked = page.waitForRequest(
    (request) =>
      request.method() === 'GET' &&
      request.url().includes('/api/admin/') &&
      'authorization' in request.headers(),
  );
  await page.goto(`${app.url}/tags`);
  // The test's own reads reach the demo API only through the page's service worker: it must
  // control the page first (an uncontrolled fetch gets the static server's index.html).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  apiHeaders = Object.fromEntries(
    Object.entries((await asked).headers()).filter(
      // Only what the app itself sets: a worker's own marks (a pass-through) must not follow.
      ([name]) => /^(authorization|timezone)$/i.test(name),
    ),
  );
});
afterAll(async () => {
  await context?.close();
});

type Row = Record<string, unknown> & { _id: string };

/** Declarations whose list shows rows stored as they are (not a view, not a report). */
const stored = declarations.filter(
  (declaration) =>
    declaration.routes.list &&
    !declaration.pageOnly &&
    !SKIPPED.has(declaration.name) &&
    !collectionRules(declaration.name).view &&
    !collectionRules(declaration.name).report,
);

function tamper(declaration: ResourceDeclaration, row: Row, nth: number): Row {
  const types = new Map(
    declaration.fields.map((field: FieldDeclaration) => [field.key, field.type]),
  );
  const next: Row = { ...row };
  let i = nth;
  for (const [key, value] of Object.entries(row)) {
    if (typeof value !== 'string' || key === '_id' || /Id$/.test(key)) continue;
    const type = types.get(key);
    if (type && URL_TYPES.has(type)) next[key] = SCRIPT_URL;
    else if ((type && TEXT_TYPES.has(type)) || (!type && FREE_TEXT_KEY.test(key)))
      next[key] = `${VECTORS[i++ % VECTORS.length]} ${key}`;
  }
  return next;
}

/** Headers the app sends to its API (token, time zone), read from one of its own requests. */
let apiHeaders: Record<string, string> = {};

/** The list's first rows in its default order, asked as the app asks. */
async function firstRows(declaration: ResourceDeclaration, query = ''): Promise<Row[]> {
  const sort = declaration.defaultSort
    ? `&sort=${declaration.defaultSort.field}&order=${declaration.defaultSort.order}`
    : '';
  const url = `/api/admin/${apiPath(declaration.name)}?page=1&limit=3${sort}${query}`;
  const body = await page.evaluate(
    async ({ url: target, headers }) => (await fetch(target, { headers })).json(),
    { url, headers: apiHeaders },
  );
  return ((body as { result?: { items?: Row[] } }).result?.items ?? []).slice(0, 3);
}

async function storeRows(collection: string, rows: Row[]): Promise<void> {
  await page.evaluate(
    ({ key, rows: upserts, shiftKey, shift }) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{"upserts":[],"removed":[]}') as {
        upserts: { _id: string }[];
        removed: string[];
      };
      const ids = new Set(upserts.map((row) => row._id));
      saved.upserts = [...saved.upserts.filter((row) => !ids.has(row._id)), ...upserts];
      localStorage.setItem(key, JSON.stringify(saved));
      if (localStorage.getItem(shiftKey) === null) localStorage.setItem(shiftKey, String(shift));
    },
    { key: PREFIX + collection, rows, shiftKey: SHIFT_KEY, shift: seedShift(Date.now()) },
  );
}

interface Visit {
  path: string;
  /** The page shows tampered text (a list column, a form field, a heading). */
  showsText: boolean;
}

/** Nothing ran, nothing is a script link, and (where the page shows the text) it is text. */
async function expectInert(visit: Visit, reload: boolean) {
  if (reload) await page.goto(`${app.url}${visit.path}`);
  // In the app, as a click on a link would go (one page load for the whole tour, and a flag set
  // on any page stays set).
  else await moveInApp(page, visit.path);
  await page.locator('.app-content').waitFor();
  await page
    .locator('.ant-spin-spinning, .ant-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  if (visit.showsText)
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [
              document.querySelector('.app-content')?.textContent ?? '',
              ...[...document.querySelectorAll('input, textarea')].map(
                (element) => (element as HTMLInputElement).value,
              ),
            ].join(' '),
          ),
        { timeout: 15_000, message: `${visit.path} shows the stored text` },
      )
      .toContain('__xss');
  await imagesSettled(page);
  const state = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss ?? null,
    scriptLinks: [
      ...document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]'),
    ]
      .map((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      )
      .filter((value) => /^\s*javascript:|\sjavascript:/i.test(value)),
  }));
  expect({ path: visit.path, flag: state.flag, links: state.scriptLinks }).toEqual({
    path: visit.path,
    flag: null,
    links: [],
  });
}

describe('stored XSS vectors run nowhere', () => {
  const visits: Visit[] = [];

  it('stores the vectors in every rendered free-text field', async () => {
    for (const declaration of stored) {
      const rows = await firstRows(declaration);
      if (rows.length === 0) continue;
      await storeRows(
        declaration.name,
        rows.map((row, nth) => tamper(declaration, row, nth)),
      );
      const listed = declaration.fields.some(
        (field) =>
          (TEXT_TYPES.has(field.type) || URL_TYPES.has(field.type)) &&
          field.list &&
          !(typeof field.list === 'object' && field.list.hidden),
      );
      visits.push({ path: declaration.routes.list!, showsText: listed });
      const id = encodeURIComponent(rows[0]._id);
      const { edit, show, extra } = declaration.routes;
      if (edit) visits.push({ path: edit.replace(/:[a-z]+$/i, id), showsText: true });
      if (show) visits.push({ path: show.replace(/:[a-z]+$/i, id), showsText: true });
      for (const route of extra ?? [])
        if (/:[a-z]+$/i.test(route.path))
          visits.push({ path: route.path.replace(/:[a-z]+$/i, id), showsText: false });
    }
    // The resolution page of an event waiting for it (the queue is a view over events).
    const [waiting] = await firstRows(getDeclaration('unresolved-markets')!);
    const eventId = String(waiting.eventId);
    const [event] = (await firstRows(getDeclaration('events')!, `&q=${eventId}`)).filter(
      (row) => row._id === eventId,
    );
    await storeRows('events', [tamper(getDeclaration('events')!, event, 0)]);
    visits.push({ path: `/event-resolution/${eventId}`, showsText: true });
    // The site name (header) and the maintenance banner.
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(AUTH_PATHS.siteSetting),
    );
    await page.goto(`${app.url}/site-setting`);
    const setting = ((await (await answer).json()) as { result: Record<string, unknown> }).result;
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: `${PREFIX}site-setting`,
      value: {
        ...setting,
        siteName: VECTORS[0],
        maintenanceMode: true,
        maintenanceMessage: VECTORS[1],
        logoUrl: SCRIPT_URL,
      },
    });
    visits.push(
      { path: '/site-setting', showsText: true },
      { path: '/dashboard', showsText: false },
    );
    expect(visits.length).toBeGreaterThan(stored.length);
  }, 120_000);

  it('executes none of them on lists, forms, histories and previews', async () => {
    for (const [i, visit] of visits.entries()) await expectInert(visit, i === 0);
    // The header shows the tampered site name as text, the bell the notification texts.
    expect(
      await page.locator('.app-header, .ant-layout-sider').first().textContent(),
    ).toBeDefined();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('list', { name: 'Unread notifications' }).waitFor();
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBe(
      null,
    );
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
