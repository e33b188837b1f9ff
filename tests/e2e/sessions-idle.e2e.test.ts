import { describe, it } from 'vitest';
import {
  browserSuite,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
  signIn,
} from './browser';
import { toastShown, watchToasts } from './toasts';

/**
 * The idle sign-out in Chromium, against the HTTP demo server started with a 20-second idle limit
 * (`--session-idle-seconds`): the panel warns half of it before (a minute, under the settings'
 * limits of 5 minutes or more), then signs out, and the server has ended the session too.
 */
const IDLE_SECONDS = 20;
const app = browserSuite(productionApp({ sessionIdleSeconds: IDLE_SECONDS }));
/** Longer than the idle limit, for a busy runner: the wait ends on the app's state, not on it. */
const WAIT = { timeout: 60_000 };

// The two sessions idle side by side, each in its own context: the file waits out one idle limit,
// not two.
describe.concurrent('an idle session', () => {
  it('warns with a countdown, then signs out; the server refuses its token', async ({
    onTestFailed,
    expect,
  }) => {
    const { page } = await openPage(app.browser);
    await signIn(page, app.url, 'finance@demo.test');
    await watchToasts(page);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).toBeTruthy();

    // Nothing is done: the warning comes, counting down from 0:10.
    const dialog = page.getByRole('dialog', { name: /Are you still there\?/ });
    await dialog.waitFor(WAIT);
    await expect.poll(() => dialog.getByRole('timer').innerText()).toMatch(/^0:(0\d|10)$/);
    await expect.poll(() => dialog.getByRole('timer').innerText()).not.toBe('0:10');
    await settledDialog(page, /Are you still there\?/).waitFor();
    await screenshot(page, 'idle-warning-desktop', { onFailed: onTestFailed });

    await page.waitForURL('**/login', WAIT);
    await toastShown(page, 'You were signed out after 20 s without activity');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    const answer = await fetch(`${app.url}/api/admin/getadmindetail`, {
      headers: { Authorization: token! },
    });
    expect(answer.status).toBe(401);
  });

  it('"Stay signed in" keeps the session, on a phone too', async ({ onTestFailed, expect }) => {
    const { page } = await openPage(app.browser, { phone: true });
    await signIn(page, app.url, 'viewer@demo.test');
    const dialog = page.getByRole('dialog', { name: /Are you still there\?/ });
    await dialog.waitFor(WAIT);
    await settledDialog(page, /Are you still there\?/).waitFor();
    await screenshot(page, 'idle-warning-phone', { onFailed: onTestFailed });
    await dialog.getByRole('button', { name: 'Stay signed in' }).tap();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(new URL(page.url()).pathname).not.toBe('/login');
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/admin/getadmindetail', {
        headers: { Authorization: localStorage.getItem('adminToken') ?? '' },
      });
      return response.status;
    });
    expect(status).toBe(200);
  });
});
