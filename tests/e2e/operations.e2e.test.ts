import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { getBase58Decoder } from '@solana/web3.js';
import {
  browserSuite,
  freshContext,
  recordPageErrors,
  screenshot,
  selectOption,
  settledDialog,
  openSignedIn,
  STEP_TIMEOUT_MS,
} from './browser';
import { chartsDrawn, goInApp } from './routes';
import { singleControlApp } from './singleControl';

/**
 * Trade bot and sign-up report in Chromium at 1440 x 900: superadmin adds a bot, starts it and
 * sees it running, and downloads the sign-up CSV of a chosen range; a view-only admin sees the
 * same pages without add, start or stop.
 */

async function session(
  email: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await freshContext(app.browser, {
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  recordPageErrors(page, errors);
  await openSignedIn(page, app.url, email, path);
  return { context, page, errors };
}

const WALLET = getBase58Decoder().decode(Uint8Array.from({ length: 32 }, (_, i) => 200 - i));
const BOT = 'E2E quote bot';

/** The table's overflow: the default columns fit without horizontal scrolling. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    return table.scrollWidth - table.clientWidth;
  });

async function rowOf(page: Page, name: string) {
  const search = page.getByPlaceholder('Search name or market');
  await search.fill(name);
  await search.press('Enter');
  const row = page.locator('tr.ant-table-row', { hasText: name });
  await row.waitFor();
  return row;
}

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const app = browserSuite(singleControlApp());

describe('trade bot and sign-up report', () => {
  it('superadmin adds a trade bot, starts it and sees it running', async () => {
    const { context, page, errors } = await session('superadmin@demo.test', '/trade-bot');
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ops-trade-bot-list-superadmin');

    await page.getByRole('button', { name: 'New trade bot' }).click();
    await page.waitForURL(/\/add-trade-bot$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(BOT);
    const market = page.getByRole('combobox', { name: 'Market' });
    await market.click();
    await market.fill('Will');
    await selectOption(page).first().click();
    await page.getByRole('textbox', { name: 'Order size' }).fill('25');
    await page.getByRole('textbox', { name: 'Max position' }).fill('500');
    await page.getByRole('textbox', { name: 'Wallet address' }).fill(WALLET);
    await screenshot(page, 'ops-add-trade-bot-superadmin');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/trade-bot(\?|$)/);

    const row = await rowOf(page, BOT);
    await expect.poll(() => row.locator('.ant-tag').last().innerText()).toBe('Stopped');
    await row.getByRole('button', { name: 'Start' }).click();
    await settledDialog(page).getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('toast').first().waitFor();
    await expect.poll(() => row.locator('.ant-tag').last().innerText()).toBe('Running');
    await expect.poll(() => row.getByRole('button', { name: 'Stop' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await screenshot(page, 'ops-trade-bot-running-superadmin');

    await row.getByRole('link', { name: `Edit ${BOT}` }).click();
    await page.waitForURL(/\/update-trade-bot\//);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe(BOT);
    await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
    await screenshot(page, 'ops-update-trade-bot-superadmin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('superadmin downloads the sign-up report CSV for a chosen range', async () => {
    const { context, page, errors } = await session('superadmin@demo.test', '/signup-report');
    await page.getByText('Per day, 30 days').waitFor();
    const [from, to] = [day(-13), day(-7)];
    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill(from);
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill(to);
    await end.press('Enter');
    await page.getByText('Per day, 7 days').waitFor();
    await chartsDrawn(page);
    await page.getByText('Total', { exact: true }).waitFor();
    await screenshot(page, 'ops-signup-report-superadmin', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`signup-report_${from}_${to}.csv`);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('date,signups,verified,firstDeposits');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: 7 }, (_, index) => day(-13 + index)),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a view-only admin sees both pages without add, edit, start or stop', async () => {
    const { context, page, errors } = await session('viewer@demo.test', '/trade-bot');
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'New trade bot' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Start|Stop)$/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'ops-trade-bot-list-viewer');

    // Adding needs edit: the viewer is sent to its first page instead.
    await page.goto(`${app.url}/add-trade-bot`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await screenshot(page, 'ops-add-trade-bot-viewer');

    await goInApp(page, '/signup-report');
    await page.getByText('Per day, 30 days').waitFor();
    await chartsDrawn(page);
    await screenshot(page, 'ops-signup-report-viewer');
    expect(errors).toEqual([]);
    await context.close();
  });
});
