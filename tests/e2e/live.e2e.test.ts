import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  openPage,
  productionApp,
  screenshot,
  openSignedIn,
  settledDialog,
} from './browser';
import { openMenu, POLL } from './rows';
import { serverApi } from './serverApi';
import type { Page } from 'playwright-core';
import { DemoStore } from '../../src/demo/store';
import { LIVE_PATH } from '../../src/model/contract';
import { simulatedCollections, simulateOnce } from '../../src/demo/simulator';

/**
 * Live updates with two admins in two browser contexts, over the HTTP demo API (each context of
 * the demo build would have a demo API of its own): what one does, or what the platform's users
 * do, reaches the other's screen without a reload, in place, and new rows wait behind a bar.
 */
const store = new DemoStore();
const app = browserSuite(productionApp({ store }));
const call = serverApi(() => app.url);

/** The simulator's step that adds a withdrawal (its dice pick that module). */
function simulateWithdrawal(): void {
  const collections = simulatedCollections();
  const index = collections.indexOf('withdrawals');
  simulateOnce(store, () => (index + 0.5) / collections.length);
}

/**
 * Resolves once the page's live feed has answered: the server then has it listening. A change
 * made before that reaches no one on the page, by design (a save still sends its version).
 */
function feedOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_PATH);
}

describe('live updates across two admins', () => {
  it("shows one admin's approval on the other's queue in place, and new withdrawals behind a bar", async () => {
    const finance = await openPage(app.browser);
    const superadmin = await openPage(app.browser);
    // The newest pending one that one approval completes: on the queue's first page.
    const [pending] = (
      await call(
        'finance@demo.test',
        'GET',
        'withdrawals?status=pending&sort=createdAt&order=desc&limit=20',
      )
    ).result.items!.filter((row) => !row.needsTwoApprovals);

    // Both look at the pending queue; the finance admin's bell counts its unread notifications.
    for (const [{ page }, email] of [
      [finance, 'finance@demo.test'],
      [superadmin, 'superadmin@demo.test'],
    ] as const) {
      const listening = feedOpened(page);
      await openSignedIn(
        page,
        app.url,
        email,
        '/withdraw?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending',
      );
      await page.locator(`tr[data-row-key="${pending._id}"]`).waitFor();
      await listening;
    }
    const bell = finance.page.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = Number(
      (await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0,
    );
    const financeRow = finance.page.locator(`tr[data-row-key="${pending._id}"]`);
    const rowsBefore = await finance.page.locator('tbody tr.ant-table-row').allInnerTexts();

    await openMenu(superadmin.page, pending._id, 'Approve');
    await settledDialog(superadmin.page).getByRole('button', { name: 'Approve' }).click();

    // The other admin's row turns Approved where it is (it has left the pending queue: dimmed).
    await expect.poll(() => financeRow.innerText(), POLL).toContain('Approved');
    await expect.poll(() => financeRow.getAttribute('class'), POLL).toContain('live-row-gone');
    const rowsAfter = await finance.page.locator('tbody tr.ant-table-row').count();
    expect(rowsAfter).toBe(rowsBefore.length);
    // The approver's own queue reads itself again after the approval (the row has left it): a
    // read that went out after the next withdrawal would hold it, and rightly show no bar.
    await superadmin.page
      .locator(`tr[data-row-key="${pending._id}"]`)
      .waitFor({ state: 'detached', timeout: POLL.timeout });

    // A user asks to withdraw: both queues count it behind the bar; the rows do not move.
    simulateWithdrawal();
    const newest = store.all('withdrawals')[0];
    for (const { page } of [finance, superadmin])
      await page.getByRole('button', { name: '1 new withdrawal — show' }).waitFor();
    expect(await finance.page.locator(`tr[data-row-key="${newest._id}"]`).count()).toBe(0);
    await expect
      .poll(() => bell.getAttribute('aria-label'), POLL)
      .toBe(`Notifications, ${unreadBefore + 1} unread`);
    await screenshot(finance.page, 'live-new-withdrawal-bar');

    await finance.page.getByRole('button', { name: '1 new withdrawal — show' }).click();
    await finance.page.locator(`tr[data-row-key="${newest._id}"]`).waitFor();
    await expect
      .poll(() => finance.page.getByRole('button', { name: /new withdrawal/ }).count())
      .toBe(0);

    expect(finance.errors).toEqual([]);
    expect(superadmin.errors).toEqual([]);
    await finance.context.close();
    await superadmin.context.close();
  });

  it('warns an editor that someone else saved the record, and the save is refused naming them', async () => {
    const first = await openPage(app.browser);
    const second = await openPage(app.browser);
    const [tag] = (await call('superadmin@demo.test', 'GET', 'tags?limit=1')).result.items!;
    for (const [{ page }, email] of [
      [first, 'superadmin@demo.test'],
      [second, 'operator@demo.test'],
    ] as const) {
      const listening = feedOpened(page);
      await openSignedIn(page, app.url, email, `/update-tag/${tag._id}`);
      // Loaded: the form listens for the record's changes once it knows the record.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Label' }).inputValue(), POLL)
        .toBe(String(tag.label));
      await listening;
    }
    await first.page.getByRole('textbox', { name: 'Label' }).fill(`${String(tag.label)} one`);
    await first.page.getByRole('button', { name: 'Save' }).click();
    await first.page.waitForURL((url) => !url.pathname.includes('/update-tag/'));

    await second.page.getByText('Someone else saved this tag after you opened it').waitFor();
    await screenshot(second.page, 'live-edit-changed-elsewhere');
    await second.page.getByRole('textbox', { name: 'Label' }).fill(`${String(tag.label)} two`);
    await second.page.getByRole('button', { name: 'Save' }).click();
    await second.page.getByText(/Sam Super changed this tag at .+ after you opened it/).waitFor();
    expect(store.find('tags', String(tag._id))!.label).toBe(`${String(tag.label)} one`);
    await first.context.close();
    await second.context.close();
  });
});
