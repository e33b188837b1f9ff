import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  browserSuite,
  openPage,
  productionApp,
  screenshot,
  sidebarGroups,
  openSignedIn,
} from './browser';
import { goInApp, moveInApp } from './routes';
import { serverApi } from './serverApi';

/**
 * Rights follow live (production build, HTTP demo API): the operator's open panel follows what a
 * superadmin does to its restriction, from another client, within seconds and with a notice; a
 * typed address it may not open says so where it lands.
 */
const app = browserSuite(productionApp());

let context: BrowserContext;
let page: Page;
let errors: string[];
let original: unknown[] = [];
const call = serverApi(() => app.url);

/** The superadmin's call from a client of its own: its result. */
const api = async (method: string, path: string, body?: unknown) =>
  (await call('superadmin@demo.test', method, path, body)).result;

beforeAll(async () => {
  original = (await api('GET', 'admins/admin-operator')).restriction as unknown[];
  ({ context, page, errors } = await openPage(app.browser));
  await openSignedIn(page, app.url, 'operator@demo.test', '/user-list');
});
afterAll(async () => {
  await api('PUT', 'admins/admin-operator', { restriction: original });
  await context?.close();
});

/** The live feed of the operator's page is open: a change made now reaches it. */
async function feedOpen() {
  await expect.poll(() => page.getByTestId('live-status').getAttribute('data-state')).toBe('live');
}

describe('an open panel follows its rights', () => {
  it('a typed address it may not open says so where it lands', async () => {
    await page.goto(`${app.url}/withdraw`);
    await page.waitForURL((url) => url.pathname === '/user-list');
    const notice = page.getByTestId('access-denied-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/You have no access to Withdraw/);
    // It stays once the list landed on has written its query into the address.
    await page.waitForURL((url) => url.searchParams.has('currentPage'));
    await page.locator('.ant-table-row').first().waitFor();
    expect(await notice.isVisible()).toBe(true);
    await screenshot(page, 'rights-denied-notice-1440');
  });

  it('widened, then narrowed, by a superadmin in another browser: menu and page follow', async () => {
    // The superadmin's own panel, in a browser of its own: the change is made as an operator
    // makes it, on the admin's edit page.
    const boss = await openPage(app.browser);
    await openSignedIn(boss.page, app.url, 'superadmin@demo.test', '/sub-admin');
    /** The superadmin turns the operator's View on Withdraw on or off and saves. */
    const setWithdrawView = async (on: boolean) => {
      await goInApp(boss.page, '/update-admin/admin-operator');
      await boss.page.locator('form[aria-busy="false"]').waitFor();
      const view = boss.page.getByRole('switch', { name: 'View Withdraw' });
      expect(await view.isChecked()).toBe(!on);
      await view.click();
      await expect.poll(() => view.isChecked()).toBe(on);
      await boss.page.getByRole('button', { name: /Save/ }).click();
      await boss.page.waitForURL((url) => url.pathname === '/sub-admin');
    };
    try {
      await goInApp(page, '/user-list');
      await page.locator('.ant-table-row').first().waitFor();
      await feedOpen();
      expect(await sidebarGroups(page)).not.toContain('Transfer History');
      await setWithdrawView(true);
      const changed = page.getByTestId('access-changed');
      await changed.waitFor();
      expect(await changed.innerText()).toMatch(/Your access was changed by Sam Super/);
      await expect.poll(() => sidebarGroups(page)).toContain('Transfer History');
      // The page it may now open opens, without a reload.
      await moveInApp(page, '/withdraw');
      await page.getByRole('heading', { name: 'Withdrawals' }).waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await screenshot(page, 'rights-widened-1440');
      // Narrowed again while it is on that page: it moves to its first page, saying why.
      await changed.getByRole('button', { name: 'Close' }).click();
      await setWithdrawView(false);
      await page.waitForURL((url) => url.pathname === '/user-list');
      await changed.waitFor();
      await page.getByTestId('access-denied-notice').waitFor();
      await expect.poll(() => sidebarGroups(page)).not.toContain('Transfer History');
      expect(errors).toEqual([]);
      expect(boss.errors).toEqual([]);
    } finally {
      await boss.context.close();
    }
  });

  it('disabled by another admin: the open panel ends its session at once', async () => {
    const other = await openPage(app.browser);
    try {
      await openSignedIn(other.page, app.url, 'operator@demo.test', '/user-list');
      await other.page.locator('.ant-table-row').first().waitFor();
      await expect
        .poll(() => other.page.getByTestId('live-status').getAttribute('data-state'))
        .toBe('live');
      await api('POST', 'admins/admin-operator/disable', {});
      // The live feed refuses the session (401): the panel goes to the sign-in page by itself,
      // without waiting for its next call.
      await other.page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await api('POST', 'admins/admin-operator/enable', {});
      await other.context.close();
    }
  });

  it('on a phone, the notice fits the screen', async () => {
    const phone = await openPage(app.browser, { phone: true });
    try {
      await openSignedIn(phone.page, app.url, 'operator@demo.test', '/user-list');
      await phone.page.locator('.list-card').first().waitFor();
      await expect
        .poll(() => phone.page.getByTestId('live-status').getAttribute('data-state'))
        .toBe('live');
      await api('PUT', 'admins/admin-operator', {
        restriction: [...original, { name: 'Deposit', canView: true, canEdit: false }],
      });
      const changed = phone.page.getByTestId('access-changed');
      await changed.waitFor();
      const box = await changed.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'rights-changed-390');
    } finally {
      await api('PUT', 'admins/admin-operator', { restriction: original });
      await phone.context.close();
    }
  });
});
