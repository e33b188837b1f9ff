import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, openPage, productionApp, screenshot, openSignedIn } from './browser';

/**
 * The panel with its API failing or its live feed cut (production build, HTTP demo API): every
 * place that reads says it could not, none says "nothing here", and the header says when the
 * feed is lost and when it is back.
 */
const app = browserSuite(productionApp());

/** An empty state: what a list says when it truly has no rows. */
const EMPTY = /No .+ (yet|match these filters)/;
/** Chromium's own lines for failed loads (the point of these tests), not the app's errors. */
const BROWSER_LOADS = /Failed to load resource|net::ERR_/;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage(app.browser));
  await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw?pageSize=20&currentPage=1');
});
afterAll(() => context?.close());

/** Makes the withdrawals' and the dashboard's calls answer 503 with the server's message. */
async function breakReads() {
  await page.route(/\/api\/admin\/(withdrawals|dashboard)(\?|$)/, (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, message: 'The ledger is being upgraded' },
    }),
  );
}

describe('with the API failing', () => {
  it('page 3 of withdrawals and a search say they could not be read, never that there are none', async () => {
    await page.locator('.ant-table-row').first().waitFor();
    await breakReads();
    await page.locator('.ant-pagination-item-3').click();
    const failure = page.getByTestId('list-failure');
    await failure.waitFor();
    await expect.poll(() => failure.innerText()).toMatch(/Could not load withdrawals/);
    expect(await failure.innerText()).toMatch(/The ledger is being upgraded/);
    expect(await page.getByText(EMPTY).count()).toBe(0);
    // The pager stays, at page 3, with the last total read.
    await page.locator('.ant-pagination-item-3.ant-pagination-item-active').waitFor();
    expect(await page.locator('.ant-pagination-total-text').innerText()).toMatch(/withdrawals/);
    await screenshot(page, 'outage-list-page3-1440');
    const search = page.getByRole('searchbox');
    await search.fill('nobody-at-all');
    await search.press('Enter');
    await page.waitForURL(/nobody-at-all/);
    await failure.waitFor();
    expect(await page.getByText(EMPTY).count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/No withdrawals match these filters/).waitFor();
    expect(errors.filter((error) => !BROWSER_LOADS.test(error))).toEqual([]);
  });

  it('the dashboard shows a dash and the reason on each tile, never a zero', async () => {
    errors.length = 0;
    await breakReads();
    await page.goto(`${app.url}/dashboard`);
    const tile = page.getByTestId('kpi-users');
    await tile.waitFor();
    expect(await tile.getAttribute('data-unread')).toBe('true');
    expect(await tile.innerText()).toMatch(/—[\s\S]*Not read: The ledger is being upgraded/);
    await screenshot(page, 'outage-dashboard-1440');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors.filter((error) => !BROWSER_LOADS.test(error))).toEqual([]);
  });
});

describe('with the live feed cut', () => {
  it('the header says offline since when, the live queue says it is paused, and both recover', async () => {
    errors.length = 0;
    await page.goto(`${app.url}/withdraw`);
    await page.locator('.ant-table-row').first().waitFor();
    const status = page.getByTestId('live-status');
    await expect.poll(() => status.getAttribute('data-state')).toBe('live');
    await context.setOffline(true);
    await expect.poll(() => status.getAttribute('data-state')).toBe('offline');
    expect(await status.innerText()).toMatch(/Offline since \d{4}-\d\d-\d\d \d\d:\d\d/);
    await page.getByTestId('list-feed-paused').waitFor();
    await screenshot(page, 'outage-live-offline-1440');
    const reread = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/admin/withdrawals',
    );
    await context.setOffline(false);
    await expect.poll(() => status.getAttribute('data-state')).toBe('live');
    await reread;
    await expect.poll(() => page.getByTestId('list-feed-paused').count()).toBe(0);
    expect(errors.filter((error) => !BROWSER_LOADS.test(error))).toEqual([]);
  });

  it('on a phone the header keeps the state as a labelled dot, and the list says it too', async () => {
    const phone = await openPage(app.browser, { phone: true });
    try {
      await openSignedIn(phone.page, app.url, 'finance@demo.test', '/withdraw');
      await phone.page.locator('.list-card').first().waitFor();
      const status = phone.page.getByTestId('live-status');
      await expect.poll(() => status.getAttribute('data-state')).toBe('live');
      await phone.context.setOffline(true);
      await expect.poll(() => status.getAttribute('data-state')).toBe('offline');
      expect(await status.getAttribute('aria-label')).toMatch(/Live feed: Offline since/);
      await phone.page.getByTestId('list-feed-paused').waitFor();
      const box = await phone.page.getByTestId('list-feed-paused').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'outage-live-offline-390');
      await phone.context.setOffline(false);
      await expect.poll(() => status.getAttribute('data-state')).toBe('live');
    } finally {
      await phone.context.close();
    }
  });
});
