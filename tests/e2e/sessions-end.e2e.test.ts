import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_PATH } from '../../src/model/contract';
import {
  browserSuite,
  menuItem,
  openPage,
  productionApp,
  screenshot,
  openSignedIn,
  signIn,
  STEP_TIMEOUT_MS,
} from './browser';
import { goInApp } from './routes';
import { demoToken } from './signIn';

/**
 * The Sessions page in Chromium, over the HTTP demo server that every browser shares: an admin
 * signed in on two browsers ends the other one's session, and that browser is signed out and its
 * live feed stops at once (not at the feed's next 15-second keepalive).
 */
const app = browserSuite(productionApp());

/** Resolves when the page's live feed answers (the server then has it listening). */
const feedOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_PATH);
/**
 * Resolves when the page's live feed's answer has ended (the server closed the stream): Chromium
 * reports a stream closed by the server as a failed request, a finished one as finished.
 */
const feedEnded = (page: Page) =>
  new Promise<void>((resolve) => {
    const ended = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === LIVE_PATH) resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });

describe('the Sessions page', () => {
  it("ends the other browser's session: it is signed out and its live feed stops", async () => {
    const other = await openPage(app.browser);
    const listening = feedOpened(other.page);
    await signIn(other.page, app.url, 'finance@demo.test');
    await listening;

    const mine = await openPage(app.browser);
    await signIn(mine.page, app.url, 'finance@demo.test');
    // From the account menu.
    await mine.page.getByTestId('account-menu').click();
    await menuItem(mine.page, 'Sessions').click();
    await mine.page.waitForURL('**/sessions');
    const rows = mine.page.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This session' });
    await expect.poll(() => current.count()).toBe(1);
    await expect.poll(() => current.innerText()).toMatch(/Chrome \d+ on Linux/);
    await expect.poll(() => current.innerText()).toMatch(/127\.0\.0\.1/);
    await expect.poll(() => current.innerText()).toMatch(/Last active/);
    await screenshot(mine.page, 'sessions-desktop');

    const ended = feedEnded(other.page);
    const otherRow = rows.filter({ hasNotText: 'This session' });
    await otherRow.getByRole('button', { name: 'End session' }).click();
    const started = Date.now();
    await mine.page
      .locator('.ant-popover:not(.ant-popover-hidden)')
      .getByRole('button', { name: 'End session', exact: true })
      .click();
    await expect.poll(() => rows.count()).toBe(1);

    // The other browser: its feed closed by the server at once, and it is signed out.
    await ended;
    expect(Date.now() - started).toBeLessThan(10_000);
    await other.page.waitForURL('**/login', { timeout: STEP_TIMEOUT_MS });
    expect(await other.page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // Mine goes on.
    await mine.page.reload();
    await expect.poll(() => rows.count()).toBe(1);
  });

  it('reads on a phone', async () => {
    // A session elsewhere: a client that signs in through the API.
    await demoToken(app.url, 'viewer@demo.test');
    // This phone's own session through the form, so that it is told as a browser's.
    const { page } = await openPage(app.browser, { phone: true });
    await signIn(page, app.url, 'viewer@demo.test');
    await goInApp(page, '/sessions');
    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId('ip-place').first().waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await page.getByRole('button', { name: /End all others/ }).isEnabled()).toBe(true);
    await screenshot(page, 'sessions-phone');
  });

  it('has its limits among the site settings', async () => {
    const { page } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/site-setting');
    const idle = page.getByLabel('Idle sign-out (minutes)');
    await expect.poll(() => idle.inputValue()).toBe('30');
    expect(await page.getByLabel('Session lifetime (hours)').inputValue()).toBe('12');
    await idle.scrollIntoViewIfNeeded();
    await screenshot(page, 'site-setting-sessions');
  });
});
