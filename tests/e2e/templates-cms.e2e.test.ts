import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  browserSuite,
  freshContext,
  screenshot,
  openSignedIn,
  STEP_TIMEOUT_MS,
  productionApp,
} from './browser';
import { goInApp, imagesSettled } from './routes';

/**
 * Email templates and CMS pages in Chromium at 1440 x 900. A CMS page whose stored body carries
 * script (img onerror, svg onload, <script>, a javascript: link) runs none of it: not in the
 * preview, not anywhere in the app. Screens as superadmin and as a view-only admin.
 */

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  dialogs: string[];
}

async function session(email: string, path: string): Promise<Session> {
  const context = await freshContext(app.browser, { viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium reports what the sandbox and the CSP blocked; that is the point, not an app error.
    if (
      message.type() === 'error' &&
      !/status of 4\d\d|sandboxed|Content Security Policy|ERR_FILE_NOT_FOUND|Failed to load resource/.test(
        message.text(),
      )
    )
      errors.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, app.url, email, path);
  return { context, page, errors, dialogs };
}

const PAYLOAD =
  '<h2>Hostile page</h2><p>Visible text stays.</p>' +
  '<img src=x onerror="window.__xss=1;try{parent.__xss=1;top.__xss=1}catch(e){};alert(1)">' +
  '<svg onload="window.__xss=2;try{parent.__xss=2;top.__xss=2}catch(e){};alert(2)"><circle r="3"/></svg>' +
  '<script>window.__xss=3;try{parent.__xss=3}catch(e){};alert(3)</script>' +
  '<a href="javascript:parent.__xss=4;alert(4)">a link</a>' +
  '<iframe srcdoc="<script>parent.parent.__xss=5</script>"></iframe>';

/** Stores a page with that body through the API, as another tool or an old import would. */
async function storeHostilePage(page: Page): Promise<string> {
  return page.evaluate(async (content) => {
    const response = await fetch('/api/admin/cms-pages', {
      method: 'POST',
      headers: {
        Authorization: localStorage.getItem('adminToken') ?? '',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        title: 'Hostile page',
        slug: 'hostile-page',
        metaTitle: 'Hostile page',
        metaDescription: 'A page whose body tries to run script.',
        content,
      }),
    });
    const body = (await response.json()) as { result: { _id: string } };
    return body.result._id;
  }, PAYLOAD);
}

const flag = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

const app = browserSuite(productionApp());

describe('templates and CMS', () => {
  it('runs no script from a stored CMS body in the preview', async () => {
    const { context, page, errors, dialogs } = await session('superadmin@demo.test', '/cms-list');
    const id = await storeHostilePage(page);
    await goInApp(page, `/update-cms/${id}`);
    const preview = page.frameLocator('iframe[title="Page preview"]');
    await preview.getByText('Visible text stays.').waitFor();
    // The frame is a sandbox without scripts, fed by srcdoc.
    const frame = page.locator('iframe[title="Page preview"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    // Sanitized before it reaches the frame: the image and the drawing stay, their handlers do not.
    expect(srcdoc).toContain('<img src="x"><svg><circle r="3"></circle></svg><a>a link</a>');
    expect(srcdoc).not.toMatch(/onerror|onload|<script>window|javascript:|<iframe/i);
    // Once the frame's image has failed, its error event has fired: a handler left on it has run.
    await imagesSettled((await (await frame.elementHandle())!.contentFrame())!);
    // A click's handlers run before click() returns.
    await preview.getByText('a link').click();
    expect(await flag(page)).toBeNull();
    expect(dialogs).toEqual([]);
    await screenshot(page, 'cms-hostile-preview');
    // The list shows the page's text only, never its markup.
    await goInApp(page, '/cms-list');
    await page.getByRole('cell', { name: 'Hostile page', exact: true }).waitFor();
    expect(await flag(page)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('superadmin: template list and edit with variables and preview, CMS list, add and update', async () => {
    const { context, page, errors, dialogs } = await session(
      'superadmin@demo.test',
      '/email-template-list',
    );
    await page.getByRole('cell', { name: 'Password Reset', exact: true }).waitFor();
    await screenshot(page, 'email-template-list-superadmin');
    await page.getByRole('link', { name: 'Edit Password Reset' }).click();
    await page.waitForURL('**/updatetemplate/**');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.getByText('We received a request').waitFor();
    await body.getByText('We received a request').click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: '{{expiresIn}}' }).click();
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await preview.getByText('Hi Alex Morgan,').waitFor();
    await expect
      .poll(async () => (await body.textContent()) ?? '')
      .toMatch(/The link expires in \{\{expiresIn\}\}\.\{\{expiresIn\}\}/);
    await screenshot(page, 'email-template-edit-superadmin');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForURL(/\/email-template-list/);

    await goInApp(page, '/cms-list');
    await page.getByRole('cell', { name: 'About Us', exact: true }).waitFor();
    await screenshot(page, 'cms-list-superadmin');
    await goInApp(page, '/add-cms');
    await page.getByLabel('Title', { exact: true }).fill('Responsible Trading');
    await page.getByLabel('Meta title').fill('Responsible trading | Predicta');
    await page.getByLabel('Meta description').fill('Limits, cool-off periods and help.');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await page.keyboard.type('Trade within your means.');
    await page
      .frameLocator('iframe[title="Page preview"]')
      .getByText('Trade within your means.')
      .waitFor();
    await screenshot(page, 'cms-add-superadmin');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForURL(/\/cms-list/);
    const row = page.locator('tr.ant-table-row', { hasText: 'Responsible Trading' });
    await row.waitFor();
    await row.getByRole('link', { name: 'Edit Responsible Trading' }).click();
    await page.waitForURL('**/update-cms/**');
    await page
      .getByTestId('cms-page-form')
      .getByRole('button', { name: 'Publish', exact: true })
      .waitFor();
    await page
      .frameLocator('iframe[title="Page preview"]')
      .getByText('Trade within your means.')
      .waitFor();
    await screenshot(page, 'cms-update-superadmin');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('viewer: lists without add, edit, publish; edit routes send them away', async () => {
    const { context, page, errors } = await session('viewer@demo.test', '/email-template-list');
    await page.getByRole('cell', { name: 'Password Reset', exact: true }).waitFor();
    await screenshot(page, 'email-template-list-viewer');
    // Not "Save view": every admin who may view a list may keep views of it.
    expect(await page.getByRole('button', { name: /^Edit|^Save$/ }).count()).toBe(0);
    await goInApp(page, '/cms-list');
    await page.getByRole('cell', { name: 'About Us', exact: true }).waitFor();
    await screenshot(page, 'cms-list-viewer');
    expect(await page.getByRole('button', { name: /New|Actions|Publish|Edit/ }).count()).toBe(0);
    await page.goto(`${app.url}/add-cms`);
    await page.waitForURL((url) => !url.pathname.startsWith('/add-cms'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
