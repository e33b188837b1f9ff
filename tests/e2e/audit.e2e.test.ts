import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  openPage,
  pageApi,
  screenshot,
  sidebarEntries,
  openSignedIn,
  settledDialog,
  menuItem,
} from './browser';
import { goInApp } from './routes';
import { singleControlApp } from './singleControl';

/**
 * The audit trail in Chromium against the demo build: the superadmin approves a withdrawal,
 * changes a coin's fee and widens a sub-admin's rights; the Audit Log page and each record's
 * History tab show the three with before and after; an admin without Audit Log gets no menu item
 * and a 403 from the API.
 */
const app = browserSuite(singleControlApp());

const api = pageApi;

/** The History tab of a record's page: its newest entry, once drawn. */
async function newestHistoryEntry(page: Page, path: string) {
  await goInApp(page, path);
  await page.getByRole('tab', { name: 'History' }).click();
  const entry = page.getByRole('region', { name: /^History of this/ }).getByTestId('audit-entry');
  await entry.first().waitFor();
  return entry.first();
}

/** A change row (Field, Before, After) of an entry or an opened Audit Log row. */
async function changeRow(scope: ReturnType<Page['locator']>, label: string) {
  const row = scope.locator('.audit-changes tr', { hasText: label }).first();
  await row.waitFor();
  const cells = await row.locator('td').allInnerTexts();
  const struck = await row.locator('td').nth(1).locator('del').count();
  return { field: cells[0], before: cells[1], after: cells[2], struck: struck > 0 };
}

describe('the audit trail in the panel', () => {
  it('records an approval, a fee change and widened rights; the log and each History tab show them', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/withdraw');

    // 1. Approve a withdrawal that needs one approval.
    const pending = (
      await api(page, 'GET', 'withdrawals?status=pending&limit=100')
    ).body.result!.items!.filter((row) => !row.needsTwoApprovals);
    const withdrawal = pending[0];
    const search = page.getByRole('searchbox');
    await search.fill(withdrawal._id);
    await search.press('Enter');
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByRole('button', { name: `Actions for ${withdrawal._id}` }).click();
    await menuItem(page, 'Approve').click();
    await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => page.locator('tbody tr.ant-table-row').first().innerText())
      .toContain('Approved');

    // 2. Change a coin's withdrawal fee.
    const coin = (await api(page, 'GET', `coins/${String(withdrawal.coinId)}`)).body.result!;
    const oldFee = String(coin.withdrawFee);
    const newFee = oldFee === '0.25' ? '0.3' : '0.25';
    await goInApp(page, `/update-coin/${coin._id}`);
    const fee = page.getByRole('textbox', { name: 'Withdraw fee' });
    await expect.poll(() => fee.inputValue()).toBe(oldFee);
    await fee.fill(newFee);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/coin-list*');

    // 3. Give the operator view on Withdraw.
    await goInApp(page, '/update-admin/admin-operator');
    const view = page.getByRole('switch', { name: 'View Withdraw' });
    await expect.poll(() => view.isChecked()).toBe(false);
    await view.click();
    await expect.poll(() => view.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/sub-admin*');

    // The Audit Log: the three, newest first, each opening its changes.
    await goInApp(page, '/audit-log');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.nth(2).innerText()).toContain('Withdraw');
    expect(await rows.nth(0).innerText()).toMatch(
      /Sam Super\s+update\s+Sub Admin\s+Olivia Operator/,
    );
    expect(await rows.nth(1).innerText()).toMatch(/Sam Super\s+update\s+Coin List\s+/);
    expect(await rows.nth(2).innerText()).toMatch(/Sam Super\s+approve\s+Withdraw\s+/);
    // Opened from the last up: an opened row adds rows (its changes table) below it.
    for (const index of [2, 1, 0])
      await rows
        .nth(index)
        .getByRole('button', { name: /expand row/i })
        .click();
    const details = page.getByTestId('audit-entry-detail');
    await expect.poll(() => details.count()).toBe(3);
    expect(await changeRow(details.nth(0), 'Restrictions › Withdraw')).toMatchObject({
      before: '—',
      after: 'Can view: Yes, Can edit: No',
      struck: false,
    });
    expect(await changeRow(details.nth(1), 'Withdraw fee')).toMatchObject({
      before: oldFee,
      after: newFee,
      struck: true,
    });
    expect(await changeRow(details.nth(2), 'Status')).toMatchObject({
      before: 'Pending',
      after: 'Approved',
      struck: true,
    });
    await screenshot(page, 'audit-log');

    // Each record's History tab shows its entry.
    const rights = await newestHistoryEntry(page, '/update-admin/admin-operator');
    expect(await rights.innerText()).toContain('Sam Super');
    expect(await changeRow(rights, 'Restrictions › Withdraw')).toMatchObject({
      after: 'Can view: Yes, Can edit: No',
    });
    const fees = await newestHistoryEntry(page, `/update-coin/${coin._id}`);
    expect(await changeRow(fees, 'Withdraw fee')).toMatchObject({ before: oldFee, after: newFee });
    await screenshot(page, 'audit-coin-history');
    const approval = await newestHistoryEntry(page, `/withdraw/${withdrawal._id}`);
    expect(await approval.innerText()).toContain('Approve');
    expect(await changeRow(approval, 'Status')).toMatchObject({
      before: 'Pending',
      after: 'Approved',
      struck: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin without Audit Log has no menu item, is turned away from the page, and gets 403', async () => {
    const { context, page } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/dashboard');
    await page.getByTestId('sidebar').waitFor();
    expect((await sidebarEntries(page)).join('\n')).not.toContain('Audit Log');
    expect(await page.getByTestId('sidebar').getByText('Audit Log').count()).toBe(0);
    expect((await api(page, 'GET', 'audit-log')).status).toBe(403);
    await page.goto(`${app.url}/audit-log`);
    await page.waitForURL((url) => url.pathname !== '/audit-log');
    expect(new URL(page.url()).pathname).not.toBe('/audit-log');
    await context.close();
  });
});
