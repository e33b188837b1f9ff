import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  browserSuite,
  menuItem,
  openPage,
  pageApi as api,
  PHONE_VIEWPORT,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
  signIn,
  signOut,
  signInOnForm,
} from './browser';
import { toastShown, tooltipsShown, watchToasts } from './toasts';
import { audit } from './axe';
import { chooseReason, list, openMenu, POLL, recordRows, WITHDRAWAL_HEADING } from './rows';
import { goInApp } from './routes';
import { serverApi } from './serverApi';

/**
 * The panel on a phone (390 x 844, touch), in Chromium against the production build: the menu is a
 * drawer, nothing is wider than the screen, and a finance admin reviews withdrawals from the
 * queue (cards), the withdrawal's page and its dialogs: approve, reject with a reason, four-eyes.
 */
const app = browserSuite(productionApp());
const { showOnly } = recordRows(app);
const call = serverApi(() => app.url);

/** Nothing on the page is wider than the phone (no sideways scrolling). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The values and labels under `within` that are cut (their text wider than their box) or reach
 * past the screen's right edge: each as its text, so a failure names what was cut.
 */
const clipped = (within: Locator) =>
  within.evaluate((root) =>
    [
      ...root.querySelectorAll(
        'dd, .nested-row-head, .ant-descriptions-item-label, .ant-descriptions-item-content',
      ),
    ]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return cell.scrollWidth > cell.clientWidth + 1 || box.right > window.innerWidth;
      })
      .map((cell) => cell.textContent),
  );

describe('on a phone', () => {
  it('opens with the menu closed, as wide as the screen, and the menu is a drawer', async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await signIn(page, app.url, 'finance@demo.test');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await audit(page, '/dashboard (phone)')).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('sidebar');
    await menu.getByRole('menuitem', { name: /Transfer History/ }).click();
    // The group slides open (rc-motion's collapse classes until it ends), its links moving down
    // as it grows: a click aimed during the slide went down on Withdraw and up on Deposit, a click
    // on neither. Click once the group is open.
    await menu
      .locator('.ant-menu-sub:not([class*="-motion-collapse"])')
      .getByRole('link', { name: 'Withdraw', exact: true })
      .click();
    await page.waitForURL(/\/withdraw/);
    // A choice closes the drawer: the page has the whole screen again.
    await menu.waitFor({ state: 'hidden' });
    await page.locator('.list-card').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await audit(page, '/withdraw (phone)')).toEqual([]);
    await screenshot(page, 'phone-withdraw-queue');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finance approves one withdrawal and rejects another with a reason, from their cards', async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw');
    const [toApprove, toReject] = (await list(page, 'withdrawals?status=pending&limit=50')).filter(
      (row) => !row.needsTwoApprovals,
    );

    const card = await showOnly(page, '/withdraw', toApprove._id, { phone: true });
    await watchToasts(page);
    // The card's buttons and its menu's items are big enough for a thumb (44 px).
    const actions = card.getByRole('button', { name: `Actions for ${toApprove._id}` });
    expect((await actions.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await actions.click();
    const item = menuItem(page, 'Approve');
    await item.waitFor();
    const itemBox = await page
      .locator('.ant-dropdown-menu-item')
      .filter({ hasText: 'Approve' })
      .boundingBox();
    expect(itemBox!.height).toBeGreaterThanOrEqual(44);
    await item.click();
    const approve = settledDialog(page);
    await approve.locator('.action-facts').waitFor();
    // The confirmation fits the screen, its buttons within reach.
    const box = (await approve.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await screenshot(page, 'phone-withdraw-approve');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, 'Withdrawal approved');
    await expect.poll(() => card.innerText(), POLL).toContain('Approved');

    await showOnly(page, '/withdraw', toReject._id, { phone: true });
    await watchToasts(page);
    await openMenu(page, toReject._id, 'Reject');
    const reject = settledDialog(page, 'Reject');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Reason is required').waitFor();
    await chooseReason(page, reject, 'Other');
    await reject
      .getByRole('textbox', { name: 'Details' })
      .fill('Destination flagged by compliance');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await toastShown(page, "Withdrawal rejected; the user's funds are unlocked");
    const stored = await api(page, 'GET', `withdrawals/${toReject._id}`);
    expect(stored.body.result).toMatchObject({
      status: 'rejected',
      rejectReason: 'Destination flagged by compliance',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("four-eyes from the withdrawal's page: the second approval is a different admin's", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw');
    const [large] = (await list(page, 'withdrawals?status=pending&limit=100')).filter(
      (row) => row.needsTwoApprovals,
    );
    const card = await showOnly(page, '/withdraw', large._id, { phone: true });
    await card.getByRole('link', { name: `View ${large._id}` }).click();
    await page.waitForURL(`**/withdraw/${large._id}`);
    await page.getByRole('heading', { name: WITHDRAWAL_HEADING }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await audit(page, '/withdraw/:id (phone)')).toEqual([]);

    await watchToasts(page);
    const header = page.locator('.record-show > .ant-card-head');
    await header.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = settledDialog(page);
    await dialog.locator('.action-facts').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, 'First approval recorded: a different admin must give the second');
    await expect
      .poll(() => header.getByRole('button', { name: 'Approve', exact: true }).count(), POLL)
      .toBe(0);
    await screenshot(page, 'phone-withdrawal-page-first-approval');

    // The superadmin, a different admin, gives the second approval, on the same phone: finance
    // signs out from the account menu first.
    await signOut(page);
    await signInOnForm(page, 'superadmin@demo.test');
    await goInApp(page, `/withdraw/${large._id}`);
    await watchToasts(page);
    await header.getByRole('button', { name: 'Approve', exact: true }).click();
    await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, 'Withdrawal approved');
    const stored = await api(page, 'GET', `withdrawals/${large._id}`);
    expect(stored.body.result).toMatchObject({ status: 'approved' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a withdrawal's page fits: the user's balances as rows with every figure whole", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    const [one] = (await call('finance@demo.test', 'GET', 'withdrawals?limit=1')).result.items!;
    await openSignedIn(page, app.url, 'finance@demo.test', `/withdraw/${one._id}`);
    const balances = page.locator('.nested-rows');
    await balances.locator('.nested-row').first().waitFor();
    expect(await page.locator('.record-show .ant-table').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // No figure is cut: every value shows in full within the screen.
    expect(await clipped(balances)).toEqual([]);
    await balances.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-withdrawal-balances');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a user's and a market's pages fit: every value whole, nothing past the screen", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    // The longest names: what is most likely to be cut.
    const longest = async (path: string, key: string) =>
      (await call('superadmin@demo.test', 'GET', path)).result.items!.sort(
        (a, b) => String(b[key]).length - String(a[key]).length,
      )[0];
    const person = await longest('users?limit=100', 'email');
    const market = await longest('markets?limit=100', 'question');
    await openSignedIn(page, app.url, 'superadmin@demo.test', `/user-history/${person._id}`);
    for (const [path, heading, name] of [
      [`/user-history/${person._id}`, String(person.name), 'phone-user-page'],
      [`/market/${market._id}`, String(market.question), 'phone-market-page'],
    ]) {
      await goInApp(page, path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      const record = page.locator('.record-show');
      await record.locator('.ant-descriptions-item-content').first().waitFor();
      // The related lists below are cards, not a table wider than the screen.
      await record.locator('.list-card, .ant-empty').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await screenshot(page, name);
      expect(await clipped(record)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a text area's character count does not cover the field's help", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/add-cms');
    const item = page.locator('.ant-form-item').filter({ hasText: 'Meta description' });
    const count = (await item.locator('.ant-input-data-count').boundingBox())!;
    const help = (await item.locator('.ant-form-item-extra').boundingBox())!;
    // The help wraps to two lines on a phone: it starts below the count, not under it.
    expect(help.y).toBeGreaterThanOrEqual(count.y + count.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("icon-only header buttons say what they do, in a tooltip; the bell's list fits", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await openSignedIn(page, app.url, 'finance@demo.test', '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    // The header as it stays: the live feed's dot in (a pointer resting on a button that then
    // moved would leave it before its tooltip shows).
    await page.locator('[data-testid="live-status"][data-state="live"]').waitFor();
    // (The demo build's Reset button says so too: demo-mode.e2e.test.ts.)
    await tooltipsShown(page, [/^Search/, 'Open menu']);
    // The bell's list opens whole on the screen (aligned to the bell alone, it began past its
    // left edge).
    await page.getByTestId('notification-bell').click();
    await page.getByRole('list', { name: 'Unread notifications' }).waitFor();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="-zoom-"])');
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
