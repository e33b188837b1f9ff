import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { menuItem, pageApi as api, selectOption, type Listed, type Suite } from './browser';
import { openInApp } from './routes';

/**
 * Records in the app's lists, as the money suites find them: read from the demo API by the
 * signed-in page, one narrowed down to its row, a row's Actions menu.
 */

/** A busy machine loads a page in seconds, not in expect.poll's default one second. */
export const POLL = { timeout: 15_000 };

/** The records the demo API lists at `path` (e.g. 'withdrawals?status=pending'). */
export async function list(page: Page, path: string): Promise<Listed[]> {
  const { body } = await api(page, 'GET', path);
  return body.result?.items ?? [];
}

/** Rows of the app that `app` serves. */
export function recordRows(app: Suite) {
  /**
   * Opens the list at `route` and narrows it to one record (its search matches the record's id):
   * its table row, or its card on a phone.
   */
  async function showOnly(page: Page, route: string, id: string, { phone = false } = {}) {
    await openInApp(page, app.url, route);
    const search = page.getByRole('searchbox');
    await search.fill(id);
    await search.press('Enter');
    const rows = page.locator(phone ? '.list-card' : 'tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    return rows;
  }
  return { showOnly };
}

/** Opens the Actions menu of the row of record `id` and picks its `item`. */
export async function openMenu(page: Page, id: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${id}` }).click();
  await menuItem(page, item).click();
}

/** A withdrawal's page heading: its amount, coin and user ("Withdrawal of 180.33 USDC by …"). */
export const WITHDRAWAL_HEADING = /^Withdrawal of [\d,.]+ \S+ by \S+@\S+$/;

/** Picks an action's reason code in its dialog: the select labelled Reason, then the option. */
export async function chooseReason(page: Page, dialog: Locator, reason: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await selectOption(page, reason).click();
}
