import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  openPage,
  screenshot,
  openSignedIn,
  settledDialog,
  productionApp,
} from './browser';
import { chooseReason } from './rows';

/** Orders and users in a real browser: who may cancel and block, and what they see. */

/** A call made by the page itself with the signed-in admin's token (the demo API answers it). */
function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: localStorage.getItem('adminToken') ?? '',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

const app = browserSuite(productionApp());

describe('trading and users', () => {
  it('superadmin cancels an order on /order-history', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/order-history');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const id = await row.getAttribute('data-row-key');
    const totalText = page.locator('.ant-pagination-total-text');
    const before = Number((await totalText.innerText()).split(' ')[0]);
    await screenshot(page, 'order-history-superadmin');
    await row.getByRole('button', { name: 'Cancel' }).click();
    const confirm = settledDialog(page, 'Cancel');
    await confirm.getByText('Cancel this order?').waitFor();
    // A cancel names its reason code.
    await chooseReason(page, confirm, 'Risk limit exceeded');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByTestId('toast').first().waitFor();
    expect(await page.getByTestId('toast').first().innerText()).toMatch(/Cancel: done/);
    await page.locator(`tr[data-row-key="${id}"]`).waitFor({ state: 'detached' });
    await expect.poll(async () => totalText.innerText()).toBe(`${before - 1} pending orders`);
    // The order is cancelled on the server: a second cancel is refused with its state.
    const again = await callApi(page, 'POST', `/api/admin/pending-orders/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot cancel: the pending order is cancelled.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('operator (view only on Users) sees no block button, and the API answers 403', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'operator@demo.test', '/user-list');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Block' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await screenshot(page, 'user-list-operator');
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await page.waitForURL('**/user-history/**');
    await page.getByRole('heading', { level: 5, name: 'Balances' }).waitFor();
    await page.getByRole('tab', { name: 'Logins' }).waitFor();
    expect(await page.getByRole('button', { name: 'Block' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset 2FA' }).count()).toBe(0);
    // Tabs of modules the operator may not view are left out; the user's own Notes and History
    // (the audit trail of this record) need only view on Users.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Logins', 'Notes', 'History']);
    await screenshot(page, 'user-history-operator');
    const userId = page.url().split('/user-history/')[1];
    const status = async () =>
      ((await callApi(page, 'GET', `/api/admin/users/${userId}`)).body.result as { status: string })
        .status;
    const before = await status();
    const blocked = await callApi(page, 'POST', `/api/admin/users/${userId}/block`, {
      reasonCode: 'other',
      blockReason: 'Trying anyway',
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('You do not have edit access to Users.');
    const unblocked = await callApi(page, 'POST', `/api/admin/users/${userId}/unblock`, {});
    expect(unblocked.status).toBe(403);
    expect(await status()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
