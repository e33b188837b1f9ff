import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totp } from '../../src/demo/totp';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  productionApp,
  screenshot,
  selectOption,
  settledDialog,
  openSignedIn,
  signIn,
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { POLL } from './rows';

/**
 * requireTwoFactor in Chromium (production build, its own HTTP demo server): a superadmin requires
 * 2FA of the admins who can edit money or rights, confirming it is them; a finance admin without
 * 2FA then sees only the enrolment screen until it is on. Screenshots at 1440 and 390 px.
 */
const app = browserSuite(productionApp());

const WHY =
  'Your platform requires two-factor authentication for your account. Set it up to continue.';

/** The enrolment-only screen, shown without menu or header. */
async function onlyEnrolment(page: Page) {
  const screen = page.getByTestId('two-factor-required');
  await screen.waitFor();
  await screen.getByText(WHY).waitFor();
  expect(await page.getByTestId('sidebar').count()).toBe(0);
  expect(await page.getByTestId('account-menu').count()).toBe(0);
  return screen;
}

describe('two-factor authentication required', () => {
  it('a superadmin requires it of money admins; a finance admin sees only enrolment until it is on', async () => {
    // The superadmin sets `money`; the change asks to confirm it is them.
    const boss = await openPage(app.browser);
    await boss.page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(boss.page, app.url, 'superadmin@demo.test', '/site-setting', {
      confirmed: false,
    });
    // A select without search: its box takes the click, not its hidden input.
    await boss.page.locator('.ant-select', { has: boss.page.locator('#requireTwoFactor') }).click();
    await selectOption(boss.page, 'Admins who can edit money or rights').click();
    await watchToasts(boss.page);
    await boss.page.getByRole('button', { name: /Save/ }).click();
    const confirm = settledDialog(boss.page, /Confirm it is you/);
    await confirm.getByLabel('Password').fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toastShown(boss.page, 'Site settings saved');

    // Finance (edit on Withdraw, no 2FA) signs in: only the enrolment screen, on any address.
    const finance = await openPage(app.browser);
    const { page } = finance;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, app.url, 'finance@demo.test', { confirmed: false });
    await onlyEnrolment(page);
    await screenshot(page, 'two-factor-required-1440');
    await page.goto(`${app.url}/withdraw`);
    const screen = await onlyEnrolment(page);
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(0);

    await screen.getByLabel('Your password').fill(DEMO_PASSWORD);
    await screen.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await screen.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await screenshot(page, 'two-factor-required-qr-1440');
    await screen.getByLabel('Authentication code').fill(await totp(secret));
    await screen.getByRole('button', { name: 'Turn on' }).click();

    // Enrolled: the panel opens as usual, on the page asked for.
    await page.getByTestId('sidebar').waitFor();
    await expect
      .poll(() => page.locator('tbody tr.ant-table-row').count(), POLL)
      .toBeGreaterThan(0);
    expect(await page.getByTestId('two-factor-required').count()).toBe(0);
    expect([...boss.errors, ...finance.errors]).toEqual([]);
    await finance.context.close();
    await boss.context.close();
  });

  // After the test above: `money` is set, and the superadmin still has no 2FA.
  it('on a phone: the superadmin, covered too, sees the screen fit 390 px and signs out', async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await signIn(page, app.url, 'superadmin@demo.test', { confirmed: false });
    const screen = await onlyEnrolment(page);
    await screenshot(page, 'two-factor-required-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screen.getByRole('button', { name: /Sign out/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
