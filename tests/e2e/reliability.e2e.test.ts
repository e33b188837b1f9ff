import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ResourceDeclaration } from '../../resources/types';
import { apiPath } from '../../src/model/registry';
import {
  browserSuite,
  freshContext,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
  STEP_TIMEOUT_MS,
} from './browser';
import { serverApi } from './serverApi';
import {
  appErrors,
  BOOT_CALLS,
  LAYOUT_CALLS,
  EDIT_FORMS,
  FAILURE_MODES,
  fillPath,
  isApiCall,
  isMutation,
  LIST_PAGES,
  modeFor,
  pageFaults,
  typedField,
} from './faults';
import { requestGate, trackRequests } from './routes';

/**
 * Reliability of the production build: every list page and every form save, with the
 * API broken five ways by route interception, ends in a clear message, never a blank screen or an
 * uncaught error; a failed save keeps the input; a double click saves once. The pages and forms
 * come from the registry, so a new module is covered without an edit here. To stay fast, each
 * page gets one failure mode, rotating, so that every mode meets many pages.
 */
let context: BrowserContext;
let page: Page;
let errors: string[];
const call = serverApi(() => app.url);
const started = Date.now();

const app = browserSuite(productionApp());

beforeAll(async () => {
  context = await freshContext(app.browser, { viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  // The app's 30 s request limit runs on the page's timers: the test moves this clock instead
  // of waiting. Time otherwise flows as usual.
  await context.clock.install();
  page = await context.newPage();
  errors = appErrors(page);
  // A form left with unsaved input asks before leaving (warnWhenUnsavedChanges): leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await openSignedIn(page, app.url, 'superadmin@demo.test', '/tags');
});
afterAll(async () => {
  console.log(seenMessages.join('\n'));
  console.log(`reliability suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await context?.close();
});

const { breakApi, runOutTheClock, failureMessage, expectPageStillThere, goInApp } = pageFaults(
  () => page,
);

const seenMessages: string[] = [];

/** A record to edit: the first one the form does not lock (a resolved event is read-only). */
async function recordId(declaration: ResourceDeclaration): Promise<string> {
  const { result } = await call(
    'superadmin@demo.test',
    'GET',
    `${apiPath(declaration.name)}?limit=50`,
  );
  const lock = declaration.lockedWhen;
  const row = (result.items ?? []).find(
    (item) => !lock || !lock.in.includes(String(item[lock.field])),
  );
  if (!row) throw new Error(`no editable ${declaration.name} record in the demo data`);
  return String(row._id);
}

describe('every list page with a broken API (production build)', () => {
  it('derives its pages from the registry, and every failure mode meets several', () => {
    expect(LIST_PAGES.length).toBeGreaterThanOrEqual(20);
    for (const mode of FAILURE_MODES)
      expect(LIST_PAGES.filter((_, index) => modeFor(index) === mode).length).toBeGreaterThan(2);
  });

  it.each(LIST_PAGES.map((entry, index) => ({ ...entry, mode: modeFor(index) })))(
    '$path with $mode: a clear message, the page still there',
    async ({ path, mode }) => {
      errors.length = 0;
      const { broken } = await breakApi(
        mode,
        (route) =>
          !BOOT_CALLS.test(route.request().url()) && !LAYOUT_CALLS.test(route.request().url()),
      );
      await goInApp(path);
      await runOutTheClock(mode, broken);
      const message = await failureMessage(mode);
      seenMessages.push(`${path} [${mode}]: ${message}`);
      expect(message.length).toBeGreaterThan(10);
      await expectPageStillThere(path);
      // A read that failed is never told as "nothing here".
      expect(await page.getByText(/No .+ (yet|match these filters)/).count()).toBe(0);
      expect(broken.length, 'the page called the API').toBeGreaterThan(0);
      expect(errors).toEqual([]);
      if (path === '/tags') await screenshot(page, `reliability-list-${mode}`);
    },
  );
});

describe('moving between pages', () => {
  it('a list reached from another list asks for its own sort, not the last list’s', async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await goInApp('/resolution-history');
    await page.locator('.ant-table-row').first().waitFor();
    const [request] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/tags'),
      goInApp('/tags'),
    ]);
    expect(new URL(request.url()).searchParams.get('sort')).not.toBe('resolvedAt');
    await page.getByRole('columnheader', { name: /Label/ }).first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('every form save with a broken API, double-clicked', () => {
  it.each(EDIT_FORMS.map((entry, index) => ({ ...entry, mode: modeFor(index + 2) })))(
    '$path with $mode: one request, a clear message, the input kept',
    async ({ declaration, path, mode }) => {
      errors.length = 0;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const address = fillPath(path, await recordId(declaration));
      await goInApp(address);
      const save = page.getByRole('button', { name: /^(save )?Save$/ });
      await save.waitFor();
      await expect.poll(() => page.locator('.ant-spin-spinning').count(), { interval: 50 }).toBe(0);
      const field = typedField(declaration);
      expect(field, `${declaration.name} has a text field to type in`).toBeDefined();
      const input = page.getByLabel(field!.label, { exact: true });
      await expect.poll(() => input.inputValue()).not.toBe('');
      const typed = `${await input.inputValue()} x`;
      await input.fill(typed);
      // The first save is held until the second click has landed.
      const gate = requestGate();
      const { broken } = await breakApi(mode, (route) => isMutation(route.request()), {
        until: gate.wait,
      });
      await save.dblclick();
      gate.open();
      await runOutTheClock(mode, broken);
      const message = await failureMessage(mode);
      seenMessages.push(`${address} save [${mode}]: ${message}`);
      expect(message).toMatch(/Could not save|failed/i);
      expect(broken, 'one save request for a double click').toHaveLength(1);
      expect(await input.inputValue(), 'the input is kept').toBe(typed);
      // The admin can try again.
      await expect.poll(() => save.isEnabled(), { timeout: 5_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe(address);
      expect(errors).toEqual([]);
      if (declaration.name === 'tags') await screenshot(page, `reliability-form-${mode}`);
    },
  );

  it('a double click on a save that succeeds sends one request, then leaves for the list', async () => {
    const { declaration, path } = EDIT_FORMS.find((entry) => entry.declaration.name === 'tags')!;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const address = fillPath(path, await recordId(declaration));
    await goInApp(address);
    const input = page.getByLabel(typedField(declaration)!.label, { exact: true });
    await expect.poll(() => input.inputValue()).not.toBe('');
    await input.fill(`${await input.inputValue()} y`);
    const sent: string[] = [];
    // The save is held until both clicks have landed.
    const gate = requestGate();
    await page.route('**/api/admin/**', async (route) => {
      if (isMutation(route.request())) {
        sent.push(route.request().method());
        await gate.wait();
      }
      await route.continue();
    });
    await page.getByRole('button', { name: /^(save )?Save$/ }).dblclick();
    gate.open();
    await page.waitForURL((url) => url.pathname === declaration.routes.list);
    expect(sent).toEqual(['PUT']);
    expect(errors).toEqual([]);
  });
});

describe('row actions double-clicked on representative lists', () => {
  /**
   * Counts the mutating calls, each held until the test opens the gate (once the second click
   * has landed); `settled` resolves once nothing is in flight, when the count is final.
   */
  async function countMutations() {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const sent: string[] = [];
    const gate = requestGate();
    await page.route('**/api/admin/**', async (route) => {
      if (isApiCall(route.request()) && isMutation(route.request())) {
        sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        await gate.wait();
      }
      await route.continue();
    });
    return { sent, open: gate.open, settled: trackRequests(page) };
  }

  it('a confirmed action (disable a coin): one confirmation, one request', async () => {
    errors.length = 0;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await goInApp('/coin-list');
    const { sent, open, settled } = await countMutations();
    const button = page.getByRole('button', { name: 'Disable', exact: true }).first();
    await button.dblclick();
    const dialog = settledDialog(page);
    await dialog.waitFor();
    expect(
      await page.locator('.ant-modal-confirm').count(),
      'one confirmation for a double click',
    ).toBe(1);
    await dialog.getByRole('button', { name: 'Disable' }).dblclick();
    open();
    await page
      .getByTestId('toast')
      .filter({ hasText: /disabled|done/i })
      .first()
      .waitFor();
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^POST \/api\/admin\/coins\/[^/]+\/disable$/);
    expect(errors).toEqual([]);
  });

  it('a delete confirmation (a tag): one request', async () => {
    errors.length = 0;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await goInApp('/tags');
    const { sent, open, settled } = await countMutations();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' });
    await confirm.dblclick();
    open();
    await page
      .getByTestId('toast')
      .filter({ hasText: /deleted|Could not delete/ })
      .first()
      .waitFor();
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^DELETE \/api\/admin\/tags\/[^/]+$/);
    expect(errors).toEqual([]);
  });
});

describe('the start-up call for the admin’s identity, broken', () => {
  it.each(['html-502', 'timeout'] as const)(
    '%s: a page saying the account could not be loaded, with a retry',
    async (mode) => {
      errors.length = 0;
      const { broken } = await breakApi(mode, (route) =>
        /\/getadmindetail/.test(route.request().url()),
      );
      await page.goto(`${app.url}/tags`);
      await runOutTheClock(mode, broken);
      await page.getByText('Could not load your admin account').waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(errors).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('.ant-table-row').first().waitFor();
    },
  );
});
