import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  freshContext,
  openPage,
  pageApi as api,
  screenshot,
  settledDialog,
  openSignedIn,
  STEP_TIMEOUT_MS,
  productionApp,
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { trackRequests } from './routes';
import { chooseReason, list, openMenu, POLL, recordRows, WITHDRAWAL_HEADING } from './rows';

/**
 * The review of withdrawals in Chromium against the production build: approve with a double
 * click, reject with a reason, four-eyes, and the facts in the dialogs and on the withdrawal's page
 * (on a phone too). Screenshots land in tests/e2e/.artifacts.
 */
const app = browserSuite(productionApp());
const { showOnly } = recordRows(app);

describe('coins and money: finance reviews, checks and edits; a viewer only looks', () => {
  it('finance approves one withdrawal with a double click (one request) and rejects another', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw');
    const pending = (await list(page, 'withdrawals?status=pending&limit=50')).filter(
      (row) => !row.needsTwoApprovals,
    );
    const [toApprove, toReject] = pending;

    const approvals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/${toApprove._id}/approve`))
        approvals.push(request.url());
    });
    const row = await showOnly(page, '/withdraw', toApprove._id);
    await watchToasts(page);
    await openMenu(page, toApprove._id, 'Approve');
    const answered = trackRequests(page);
    await settledDialog(page).getByRole('button', { name: 'Approve' }).dblclick();
    await toastShown(page, 'Withdrawal approved');
    await expect.poll(() => row.innerText(), POLL).toContain('Approved');
    expect(await row.innerText()).toContain('Felix Finance');
    // A second approval, had it gone out, is answered once nothing is in flight.
    await answered();
    expect(approvals).toHaveLength(1);
    await screenshot(page, 'money-withdraw-approved-finance');

    await showOnly(page, '/withdraw', toReject._id);
    await watchToasts(page);
    await openMenu(page, toReject._id, 'Reject');
    const dialog = settledDialog(page, 'Reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await chooseReason(page, dialog, 'Sanctions screening hit');
    await dialog
      .getByRole('textbox', { name: 'Details' })
      .fill('Destination flagged by compliance');
    await screenshot(page, 'money-withdraw-reject-finance');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toastShown(page, "Withdrawal rejected; the user's funds are unlocked");
    const stored = await api(page, 'GET', `withdrawals/${toReject._id}`);
    expect(stored.body.result).toMatchObject({
      status: 'rejected',
      rejectReason: 'Sanctions screening hit: Destination flagged by compliance',
      reviewedByName: 'Felix Finance',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('four-eyes: the first approver is offered no second approval (the API refuses it)', async () => {
    const { context, page } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw');
    const [large] = (await list(page, 'withdrawals?status=pending&limit=100')).filter(
      (row) => row.needsTwoApprovals,
    );
    const row = await showOnly(page, '/withdraw', large._id);
    await openMenu(page, large._id, 'Approve');
    await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.innerText(), POLL).toContain('Awaiting 2nd approval');
    expect(await row.innerText()).toContain('Felix Finance');
    // The confirmation has closed (its menu with it): the menu opened next is the updated row's.
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Actions for ${large._id}` }).click();
    await page.getByRole('menuitem', { name: 'Reject', exact: true }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Approve', exact: true }).count()).toBe(0);
    await screenshot(page, 'money-withdraw-four-eyes-finance');
    const again = await api(page, 'POST', `withdrawals/${large._id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You gave the first approval of this withdrawal; a different admin must give the second.',
    );
    await context.close();
  });

  it("finance decides with the facts in view: the dialog names them, the withdrawal's page adds the user's balances and transfers", async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw');
    const [large] = (await list(page, 'withdrawals?status=pending&limit=100')).filter(
      (row) => row.needsTwoApprovals,
    );
    const withdrawal = (await api(page, 'GET', `withdrawals/${large._id}`)).body.result!;
    const coin = String(withdrawal.coinSymbol);
    const amount = (value: unknown) =>
      `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${coin}`;
    const explorer = `https://explorer.solana.com/address/${String(withdrawal.toAddress)}?cluster=devnet`;

    // The approve dialog, from the list.
    await showOnly(page, '/withdraw', large._id);
    await openMenu(page, large._id, 'Approve');
    // Clicks go to the dialog once it has settled; "gone" is checked on any confirmation, closing
    // ones included, so that the page behind it takes the next click.
    const dialog = settledDialog(page);
    const confirmation = page.locator('.ant-modal-confirm');
    const facts = dialog.locator('.action-facts');
    await facts.waitFor();
    const text = await facts.innerText();
    for (const fact of [
      `User\t${String(withdrawal.userEmail)}`,
      `Coin\t${coin}`,
      `Amount\t${amount(withdrawal.amount)}`,
      `Fee\t${amount(withdrawal.fee)}`,
      `Net amount (sent)\t${amount(withdrawal.netAmount)}`,
      "Approvals\tTwo, by different admins (above the coin's threshold when requested); none yet",
      'After your approval\tA second approval follows: a different admin must also approve before it is sent.',
    ])
      expect(text).toContain(fact);
    expect(await facts.getByRole('link').getAttribute('href')).toBe(explorer);
    await screenshot(page, 'money-withdraw-approve-facts-finance');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });

    // The withdrawal's page: its facts, the user's balances and transfers, approve there.
    await page.getByRole('link', { name: `View ${large._id}` }).click();
    await page.waitForURL(`**/withdraw/${large._id}`);
    await page.getByRole('heading', { name: WITHDRAWAL_HEADING }).waitFor();
    const balances = page.getByRole('region', { name: "User's balances" });
    const held = withdrawal.userBalances as unknown as { symbol: string }[];
    await expect.poll(() => balances.locator('tbody tr').count(), POLL).toBe(held.length);
    expect(await balances.innerText()).toContain(held[0].symbol);
    const own = await api(page, 'GET', `withdrawals?userId=${String(withdrawal.userId)}&limit=1`);
    const total = Number((own.body.result as unknown as { total: number }).total);
    await page
      .getByText(total === 1 ? '1 withdrawal' : `${total} withdrawals`, { exact: true })
      .waitFor();
    await page.getByRole('tab', { name: "User's deposits" }).click();
    const deposits = await api(page, 'GET', `deposits?userId=${String(withdrawal.userId)}&limit=1`);
    const count = Number((deposits.body.result as unknown as { total: number }).total);
    await page
      .getByText(count === 0 ? /No deposits/ : count === 1 ? '1 deposit' : `${count} deposits`)
      .first()
      .waitFor();
    await screenshot(page, 'money-withdrawal-page-finance');

    await watchToasts(page);
    const header = page.locator('.record-show > .ant-card-head');
    await header.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.locator('.action-facts').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, 'First approval recorded: a different admin must give the second');
    await confirmation.waitFor({ state: 'detached' });
    // The first approver is offered no second approval here either; Reject stays.
    await expect
      .poll(() => header.getByRole('button', { name: 'Approve', exact: true }).count(), POLL)
      .toBe(0);
    await header.getByRole('button', { name: 'Reject', exact: true }).waitFor();
    await page.getByText('Awaiting 2nd approval').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // On a phone the page keeps its heading, and the dialog its facts and buttons.
    const phone = await freshContext(app.browser, { viewport: { width: 390, height: 844 } });
    phone.setDefaultTimeout(STEP_TIMEOUT_MS);
    const small = await phone.newPage();
    await openSignedIn(small, app.url, 'finance@demo.test', `/withdraw/${large._id}`);
    const heading = small.getByRole('heading', { name: WITHDRAWAL_HEADING });
    await heading.waitFor();
    // Shown whole, over as many lines as it needs: not cut off, not squeezed out by the buttons.
    expect((await heading.boundingBox())!.width).toBeGreaterThan(0);
    expect(
      await heading.evaluate((element) => {
        const title = element.closest('.ant-card-head-title')!;
        return title.scrollWidth <= title.clientWidth;
      }),
    ).toBe(true);
    await small
      .locator('.record-show > .ant-card-head')
      .getByRole('button', { name: 'Reject' })
      .click();
    const reject = settledDialog(small, 'Reject');
    await reject.locator('.action-facts').waitFor();
    expect(await reject.locator('.action-facts').innerText()).toContain(
      String(withdrawal.userEmail),
    );
    // The screenshot once the dialog has finished opening (antd's zoom-in).
    await expect
      .poll(() => small.locator('.ant-zoom-appear, .ant-zoom-enter').count(), POLL)
      .toBe(0);
    await screenshot(small, 'money-withdraw-reject-facts-phone');
    await phone.close();
  });
});
