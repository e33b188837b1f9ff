import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  pageApi as api,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { POLL } from './rows';

/**
 * Saved views in Chromium against the production build and the HTTP demo API: finance saves the
 * list it is looking at as a shared view; the superadmin sees it above the list and under the
 * menu's Withdraw, with its count as the superadmin's own list counts it.
 */
const app = browserSuite(productionApp());

const PENDING_BY_SIZE =
  '/withdraw?pageSize=20&currentPage=1&sorters[0][field]=amount&sorters[0][order]=desc' +
  '&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=pending';

describe('saved views', () => {
  it('a saved shared view appears for another admin with its count', async () => {
    const finance = await openPage(app.browser);
    await openSignedIn(finance.page, app.url, 'finance@demo.test', PENDING_BY_SIZE);
    await watchToasts(finance.page);
    await finance.page.getByRole('button', { name: 'Save view' }).click();
    const dialog = settledDialog(finance.page, 'Save view');
    await dialog.getByLabel('Name').fill('Team: pending by size');
    await dialog.getByRole('checkbox', { name: /Share with everyone/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastShown(finance.page, 'View saved');
    const own = finance.page.getByRole('radio', { name: /Team: pending by size/ });
    await expect.poll(() => own.isChecked(), POLL).toBe(true);
    expect(finance.errors).toEqual([]);
    await finance.context.close();

    const superadmin = await openPage(app.browser);
    const { page } = superadmin;
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/withdraw');
    const shared = page.getByRole('radio', { name: /Team: pending by size/ });
    const sharedLabel = page.locator('.ant-segmented-item', { has: shared });
    // The queue moves while the demo runs: the tab and the list are read together until they agree.
    const pendingNow = async () =>
      Number((await api(page, 'GET', 'withdrawals?status_in=pending&limit=1')).body.result?.total);
    await expect
      .poll(async () => {
        const text = await sharedLabel.getByTestId('view-count').innerText();
        return Number(text.split('·')[0].replace(/\D/g, '')) === (await pendingNow());
      }, POLL)
      .toBe(true);
    expect(await sharedLabel.locator('.view-label').getAttribute('title')).toBe(
      'Shared by Felix Finance',
    );
    // Under the menu's Withdraw too, and it opens the list as finance saved it.
    const item = page.getByTestId('sidebar').getByRole('link', { name: /Team: pending by size/ });
    await expect.poll(() => item.count(), POLL).toBe(1);
    await screenshot(page, 'saved-views-shared');
    await item.click();
    await expect.poll(() => shared.isChecked(), POLL).toBe(true);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('sorters[0][field]=amount');
    expect(superadmin.errors).toEqual([]);
    await superadmin.context.close();
  });
});
