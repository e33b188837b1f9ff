import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../src/model/contract';
import {
  browserSuite,
  pageApi as api,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
  signIn,
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { chooseReason, list, openMenu, POLL, recordRows } from './rows';

/**
 * A reject's reason code, in Chromium against the production build and the HTTP demo API (one
 * server for both admins): picked in the dialog, counted on the dashboard, and the count opens
 * the audit log's entries behind it.
 */
const app = browserSuite(productionApp());
const { showOnly } = recordRows(app);

describe('reason codes', () => {
  it('a reject with a reason code shows in the dashboard counts and the audit log', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signIn(page, app.url, 'finance@demo.test');
    const counted = async () => {
      const { body } = await api(page, 'GET', 'dashboard');
      const answer = body.result as unknown as DashboardAnswer;
      return (
        answer.reasons?.find(
          (item) => item.resource === 'withdrawals' && item.code === 'kyc_incomplete',
        )?.count ?? 0
      );
    };
    const before = await counted();
    const [pending] = (await list(page, 'withdrawals?status=pending&limit=20')).filter(
      (row) => !row.needsTwoApprovals,
    );

    await showOnly(page, '/withdraw', pending._id);
    await watchToasts(page);
    await openMenu(page, pending._id, 'Reject');
    const dialog = settledDialog(page, 'Reject');
    await chooseReason(page, dialog, 'Identity checks incomplete');
    await screenshot(page, 'reason-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toastShown(page, "Withdrawal rejected; the user's funds are unlocked");
    expect(await counted()).toBe(before + 1);

    // The dashboard counts it under the withdrawals' Reject, and the count opens its entries.
    await page.goto(`${app.url}/dashboard`);
    const card = page.getByTestId('reason-counts');
    const line = card.locator('li', { hasText: 'Identity checks incomplete' });
    await expect.poll(() => line.innerText(), POLL).toContain(String(before + 1));
    expect(await card.innerText()).toContain('Withdrawals · Reject');
    await screenshot(page, 'reason-counts-dashboard');
    // Finance may not read the audit log: the count is no link. The superadmin's opens it.
    expect(await line.getByRole('link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const superadmin = await openPage(app.browser);
    await openSignedIn(superadmin.page, app.url, 'superadmin@demo.test', '/dashboard');
    const count = before + 1;
    await superadmin.page
      .getByTestId('reason-counts')
      .getByRole('link', { name: `Identity checks incomplete ${count}` })
      .click();
    await superadmin.page.waitForURL('**/audit-log?**');
    // The log opens filtered by the code, and the server has the entries the dashboard counted.
    expect(decodeURIComponent(superadmin.page.url())).toContain('kyc_incomplete');
    const logged = await api(
      superadmin.page,
      'GET',
      'audit-log?reasonCode=kyc_incomplete&resource=withdrawals&action=reject&outcome=200',
    );
    expect((logged.body.result as unknown as { total: number }).total).toBe(count);
    await screenshot(superadmin.page, 'reason-audit-log');
    expect(superadmin.errors).toEqual([]);
    await superadmin.context.close();
  });
});
