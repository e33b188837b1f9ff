import { describe, expect, it } from 'vitest';
import { totp } from '../../src/demo/totp';
import {
  browserSuite,
  DEMO_PASSWORD,
  menuItem,
  openPage,
  screenshot,
  settledDialog,
  openSignedIn,
  signIn,
  signOut,
  submitSignIn,
} from './browser';
import { singleControlApp } from './singleControl';

/**
 * The signed-in admin's own account pages (production build, HTTP demo API). The site setting's
 * maintenance switch saves at once here: dual control is off (it has its own file).
 */
const app = browserSuite(singleControlApp());

describe('own account in Chromium', () => {
  it('enrols 2FA from the QR page, signs out, and signs in with a code from the secret', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signIn(page, app.url, 'operator@demo.test');
    await page.getByTestId('account-menu').click();
    await menuItem(page, 'Two-factor authentication').click();
    await page.waitForURL('**/2fa-settings');
    // Enrolling asks for the password: a session token alone does not enrol the account.
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await screenshot(page, 'two-factor-password');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByLabel('QR code').waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup');

    await page.getByLabel('Authentication code').fill(await totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('On', { exact: true }).waitFor();

    await signOut(page);
    await submitSignIn(page, 'operator@demo.test');
    // The code that turned 2FA on is spent (a code is good once): the app's next one.
    await page.getByLabel('Authentication code').fill(await totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Signed in, or what the page says instead (a refused code names why), not a bare timeout.
    await expect
      .poll(async () =>
        new URL(page.url()).pathname === '/user-list'
          ? 'signed in'
          : `on ${new URL(page.url()).pathname}: ${(await page.getByRole('alert').allInnerTexts()).join(' | ')}`,
      )
      .toBe('signed in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a new site name from /site-setting in the layout without a reload', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/site-setting');
    const name = page.getByLabel('Site name');
    await name.fill('Night desk');
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    const navigations: string[] = [];
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && navigations.push(frame.url()),
    );
    await page.getByRole('button', { name: /Save/ }).click();
    // Maintenance mode closes the platform to users: the save asks first, naming that.
    const confirm = settledDialog(page);
    await confirm.getByText(/the platform closes to users/).waitFor();
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('site-name').innerText()).toBe('Night desk');
    await page.getByTestId('maintenance-banner').waitFor();
    expect(navigations).toEqual([]);
    await screenshot(page, 'site-setting-saved');
    expect(errors).toEqual([]);
    await context.close();
  });
});
