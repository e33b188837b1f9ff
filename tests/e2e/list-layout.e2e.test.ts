import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  browserSuite,
  freshContext,
  productionApp,
  screenshot,
  openSignedIn,
  STEP_TIMEOUT_MS,
} from './browser';
import { goInApp } from './routes';

/**
 * Lists at 1440 x 900 with the sider open: the default columns fit (no horizontal scrolling),
 * and every header, Actions included, is fully visible and not covered by the fixed Actions column.
 */
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const app = browserSuite(productionApp());

beforeAll(async () => {
  context = await freshContext(app.browser, { viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Each list is then reached in the app, as from the sidebar: no page load per list.
  await openSignedIn(page, app.url, 'superadmin@demo.test', '/events');
  await page.getByTestId('sidebar').waitFor();
});
afterAll(async () => {
  await context?.close();
});

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  headers: string[];
  problems: string[];
}

/** Measures the list's table: its overflow, and each header cell against the visible box. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    const box = table.getBoundingClientRect();
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].filter(
      (cell) => cell.innerText.trim() !== '',
    );
    const actions = cells.find((cell) => cell.innerText.trim() === 'Actions');
    const actionsLeft = actions ? actions.getBoundingClientRect().left : Infinity;
    const problems: string[] = [];
    for (const cell of cells) {
      const name = cell.innerText.trim();
      const rect = cell.getBoundingClientRect();
      if (rect.width < 40) problems.push(`${name} is ${rect.width}px wide`);
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        problems.push(`${name} (${rect.left}-${rect.right}) outside ${box.left}-${box.right}`);
      if (cell !== actions && rect.right > actionsLeft + 0.5)
        problems.push(`${name} (${rect.left}-${rect.right}) under Actions at ${actionsLeft}`);
    }
    return {
      scrollWidth: table.scrollWidth,
      clientWidth: table.clientWidth,
      headers: cells.map((cell) => cell.innerText.trim()),
      problems,
    };
  });
}

describe('lists fit a 1440 px window', () => {
  const lists: [string, string[]][] = [
    ['/events', ['Title', 'Status', 'Ends', 'Volume', 'Actions']],
    ['/market-overview', ['Market', 'Event', 'Status', 'Volume', 'Actions']],
    ['/tags', ['Label', 'Actions']],
    ['/series', ['Title', 'Actions']],
    ['/user-list', ['Name', 'Email', 'Wallet', 'Status', 'Actions']],
    ['/unresolved-markets', ['Market', 'Event', 'Actions']],
    ['/resolution-history', ['Market', 'Event', 'Outcome']],
    ['/order-history', ['Market', 'User', 'Side', 'Time in force', 'Status', 'Actions']],
    ['/trade-history', ['Market', 'Taker', 'Transaction', 'Status', 'Time']],
    ['/open-positions', ['Market', 'User', 'Unrealised PnL', 'Status']],
    ['/closed-positions', ['Market', 'User', 'Realised PnL', 'Payout']],
    ['/coin-list', ['Symbol', 'Mint address', 'Max withdraw', 'Status', 'Actions']],
    ['/deposit', ['Detected', 'User', 'Amount', 'Transaction', 'Status', 'Actions']],
    ['/withdraw', ['Requested', 'User', 'Amount', 'Status', 'Approved by', 'Actions']],
  ];
  for (const [path, expected] of lists) {
    it(`${path}: no horizontal overflow, every header visible`, async () => {
      await goInApp(page, path);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const layout = await measure(page);
      expect(layout.headers).toEqual(expect.arrayContaining(expected));
      expect(layout.problems).toEqual([]);
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
      if (['/events', '/market-overview', '/user-list', '/withdraw'].includes(path))
        await screenshot(page, `list-1440${path.replace(/\//g, '-')}`);
    });
  }

  it('shows a chosen column and keeps the choice after a reload', async () => {
    await goInApp(page, '/events');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await expect.poll(async () => (await measure(page)).headers).not.toContain('Category');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Category' }).check();
    await screenshot(page, 'list-1440-events-columns');
    await expect.poll(async () => (await measure(page)).headers).toContain('Category');
    await page.reload();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const layout = await measure(page);
    expect(layout.headers).toContain('Category');
    // More columns than fit scroll sideways under the fixed Actions column, which stays whole.
    expect(layout.problems.filter((problem) => problem.startsWith('Actions'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
