import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
  submitSignIn,
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { list, openMenu, POLL, recordRows } from './rows';
import { DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';

/**
 * Step-up in Chromium (production build, HTTP demo API): a sensitive act from a session not
 * confirmed in the last 5 minutes asks for the password once, then goes through; the audit trail
 * shows the confirmation. On a phone too. Screenshots at 1440 and 390 px.
 */
const app = browserSuite(productionApp());
const { showOnly } = recordRows(app);

/** POSTs of `suffix` the page sends from now on. */
function postsTo(page: Page, suffix: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(suffix)) sent.push(request.url());
  });
  return sent;
}

/** Finance, signed in but not confirmed, asks to approve one small pending withdrawal. */
async function askToApprove(page: Page, phone = false) {
  await openSignedIn(page, app.url, 'finance@demo.test', '/withdraw', { confirmed: false });
  const pending = (await list(page, 'withdrawals?status=pending&limit=50')).filter(
    (row) => !row.needsTwoApprovals,
  );
  const withdrawal = pending[0];
  const approvals = postsTo(page, `/${withdrawal._id}/approve`);
  const row = await showOnly(page, '/withdraw', withdrawal._id, { phone });
  await watchToasts(page);
  await openMenu(page, withdrawal._id, 'Approve');
  await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
  const dialog = settledDialog(page, /Confirm it is you/);
  await dialog.waitFor();
  return { withdrawal, approvals, row, dialog };
}

describe('step-up confirmation', () => {
  it('approving a withdrawal asks for the password once, then goes through; the audit log shows it', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { approvals, row, dialog } = await askToApprove(page);
    const stepUps = postsTo(page, '/api/admin/step-up');
    await expect.poll(() => approvals.length).toBe(1);
    await screenshot(page, 'step-up-dialog-1440');

    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The password is wrong').waitFor();
    await screenshot(page, 'step-up-dialog-wrong-1440');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toastShown(page, 'Withdrawal approved');
    await expect.poll(() => row.innerText(), POLL).toContain('Approved');
    expect(approvals).toHaveLength(2);
    expect(stepUps).toHaveLength(2);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Within the 5 minutes, the next sensitive act is not asked again.
    const next = (await list(page, 'withdrawals?status=pending&limit=50')).find(
      (item) => !item.needsTwoApprovals,
    )!;
    await showOnly(page, '/withdraw', next._id);
    await watchToasts(page);
    await openMenu(page, next._id, 'Approve');
    await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
    await toastShown(page, 'Withdrawal approved');
    expect(stepUps).toHaveLength(2);
    await context.close();

    // The superadmin reads the confirmation, and its method, in the audit log.
    const admin = await openPage(app.browser);
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(admin.page, app.url, 'superadmin@demo.test', '/audit-log');
    const search = admin.page.getByRole('searchbox');
    await search.fill('step-up-password');
    await search.press('Enter');
    const entries = admin.page.locator('tbody tr.ant-table-row', { hasText: 'Felix Finance' });
    await expect.poll(() => entries.count(), POLL).toBeGreaterThanOrEqual(2);
    await screenshot(admin.page, 'step-up-audit-log-1440');
    const texts = await entries.allInnerTexts();
    expect(texts.some((text) => text.includes('step-up-password') && text.includes('200'))).toBe(
      true,
    );
    expect(texts.some((text) => text.includes('400'))).toBe(true);
    await admin.context.close();
    expect([...errors, ...admin.errors]).toEqual([]);
  });

  it('an admin with 2FA is asked for the code, not the password, and it goes through', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.url}/login`);
    await submitSignIn(page, 'twofa@demo.test');
    await page.getByLabel('Authentication code').fill(await totp(DEMO_TOTP_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    const withdrawal = (await list(page, 'withdrawals?status=pending&limit=50')).find(
      (row) => !row.needsTwoApprovals,
    )!;
    const row = await showOnly(page, '/withdraw', withdrawal._id);
    await watchToasts(page);
    await openMenu(page, withdrawal._id, 'Approve');
    await settledDialog(page).getByRole('button', { name: 'Approve' }).click();
    const dialog = settledDialog(page, /Confirm it is you/);
    await dialog.getByLabel('Authentication code').waitFor();
    expect(await dialog.getByLabel('Password').count()).toBe(0);
    await screenshot(page, 'step-up-code-1440');
    // A code signs in once: the sign-in used this step's, so confirm with the next step's.
    await dialog
      .getByLabel('Authentication code')
      .fill(await totp(DEMO_TOTP_SECRET, Date.now() + 30_000));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toastShown(page, 'Withdrawal approved');
    await expect.poll(() => row.innerText(), POLL).toContain('Approved');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('on a phone: the dialog fits 390 px, and Cancel leaves the approval refused', async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    const { withdrawal, approvals, dialog } = await askToApprove(page, true);
    await screenshot(page, 'step-up-dialog-390');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await toastShown(page, 'Approve failed');
    await toastShown(page, 'Confirm it is you to do this');
    expect(approvals).toHaveLength(1);
    const stored = await list(page, `withdrawals?status=pending&limit=1000`);
    expect(stored.some((item) => item._id === withdrawal._id)).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });
});
