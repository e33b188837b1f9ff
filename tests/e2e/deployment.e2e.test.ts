import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, openPage, productionApp, screenshot, openSignedIn, signIn } from './browser';
import { E2E_PROD_DIR } from './paths';
import { moveInApp } from './routes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An open tab across an outage and a deployment (production build, HTTP demo API): a page whose
 * code cannot be fetched says so inside the layout and draws itself once the server is back; a
 * new release is announced before a page fails, and a page that fails on it offers the reload.
 */
const app = browserSuite(productionApp());

let context: BrowserContext;
let page: Page;
let errors: string[];

/** The browser's own report of a failed download, which React logs as the error it caught. */
const CAUGHT_DOWNLOAD =
  /Failed to fetch dynamically imported module|status of 404|Failed to load resource/;

beforeAll(async () => {
  ({ context, page, errors } = await openPage(app.browser));
  await signIn(page, app.url, 'superadmin@demo.test');
});
afterAll(() => context?.close());

describe('a tab that outlives its server and its release', () => {
  it('the server stopped: the page says so inside the layout, then draws itself once it is back', async () => {
    await page.goto(`${app.url}/tags`);
    await page.locator('.ant-table-row').first().waitFor();
    // The server stops: nothing answers, neither files nor the API.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await moveInApp(page, '/admin-profit');
    const failure = page.getByTestId('page-failure');
    await failure.waitFor();
    expect(await failure.getAttribute('data-kind')).toBe('waiting');
    await expect.poll(() => failure.innerText()).toMatch(/This page could not be loaded/);
    // The layout stays around it: sidebar, header, breadcrumbs.
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('account-menu').waitFor();
    await screenshot(page, 'deployment-server-down-1440');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // No reload: the page asks the server again by itself (at most 30 s later; 2, 4, 8 s first).
    await page.getByRole('heading', { name: 'Admin Profit' }).waitFor();
    await expect.poll(() => failure.count()).toBe(0);
    expect(errors.filter((error) => !CAUGHT_DOWNLOAD.test(error))).toEqual([]);
  });

  it('a new release: a banner offers the reload, and a page whose files are gone says why', async () => {
    errors.length = 0;
    const built = JSON.parse(readFileSync(join(E2E_PROD_DIR, 'version.json'), 'utf8')) as {
      version: string;
    };
    expect(built.version).toMatch(/\S/);
    await page.goto(`${app.url}/tags`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('new-release-banner').count()).toBe(0);
    // Another release is deployed: version.json names it, and this tab's chunks are gone (404).
    await page.route('**/version.json', (route) =>
      route.fulfill({ json: { version: `${built.version}-next` } }),
    );
    await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: '' }));
    // The admin comes back to the tab.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const banner = page.getByTestId('new-release-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/A new version of the panel was deployed/);
    await moveInApp(page, '/signup-report');
    const failure = page.getByTestId('page-failure');
    await failure.waitFor();
    expect(await failure.getAttribute('data-kind')).toBe('new-release');
    await screenshot(page, 'deployment-new-release-1440');
    // Reloading loads the release the server has now.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Sign Up Report' }).waitFor();
    expect(await page.getByTestId('new-release-banner').count()).toBe(0);
    expect(errors.filter((error) => !CAUGHT_DOWNLOAD.test(error))).toEqual([]);
  });

  it('on a phone, the failure fits the screen under the header', async () => {
    const phone = await openPage(app.browser, { phone: true });
    try {
      await openSignedIn(phone.page, app.url, 'superadmin@demo.test', '/tags');
      // The shell drawn and the list's first cards in: the page's own code has arrived.
      await phone.page.getByTestId('account-menu').waitFor();
      await phone.page.locator('.list-card').first().waitFor();
      await phone.page.route('**/*', (route) => route.abort('connectionrefused'));
      await moveInApp(phone.page, '/admin-profit');
      const failure = phone.page.getByTestId('page-failure');
      await failure.waitFor();
      const box = await failure.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'deployment-server-down-390');
    } finally {
      await phone.context.close();
    }
  });
});
