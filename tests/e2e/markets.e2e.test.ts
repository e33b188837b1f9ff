import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  openPage,
  screenshot,
  openSignedIn,
  settledDialog,
  menuItem,
  selectOption,
} from './browser';
import { singleControlApp } from './singleControl';
import { goInApp } from './routes';

async function pickDate(page: Page, input: ReturnType<Page['getByRole']>, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await menuItem(page, action).click();
  await settledDialog(page).getByRole('button', { name: action, exact: true }).click();
  // The confirmation closes once the API has answered (its 2-second toast may already be gone on
  // a busy machine); the caller then checks the row's new state.
  await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
}

async function searchEvents(page: Page, text: string) {
  await goInApp(page, '/events');
  await page.getByPlaceholder('Search title, slug or ticker').fill(text);
  await page.getByPlaceholder('Search title, slug or ticker').press('Enter');
  await page.getByRole('cell', { name: text, exact: true }).waitFor();
}

const app = browserSuite(singleControlApp());

describe('markets: from a new event to its resolution (operator), and what a viewer sees', () => {
  const ticker = 'LIS-RAIN-DEC';
  const title = 'Rain in Lisbon, first days of December 2026';

  it('operator creates an event with two markets, publishes, closes and resolves it', async () => {
    const { context, page, errors } = await openPage(app.browser);
    page.on('close', () => undefined);
    await openSignedIn(page, app.url, 'operator@demo.test', '/add-event');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Ticker', exact: true }).fill(ticker);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await category.fill('Economics');
    await selectOption(page, 'Economics').first().click();
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Resolves Yes if the national weather office reports rain.');
    await page
      .getByRole('textbox', { name: 'Resolution source', exact: true })
      .fill('https://weather.example/lisbon');
    await pickDate(
      page,
      page.getByRole('textbox', { name: 'Starts' }).first(),
      '2026-11-20 10:00:00',
    );
    await pickDate(
      page,
      page.getByRole('textbox', { name: 'Ends' }).first(),
      '2026-12-31 10:00:00',
    );
    await page
      .getByRole('textbox', { name: 'Question' })
      .first()
      .fill('Will it rain in Lisbon on December 1?');
    await page.getByRole('button', { name: /Add market/ }).click();
    await page
      .getByRole('textbox', { name: 'Question' })
      .nth(1)
      .fill('Will it rain in Lisbon on December 2?');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Slug' }).nth(2).inputValue())
      .toBe('will-it-rain-in-lisbon-on-december-2');
    await screenshot(page, 'event-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/events*');
    // The 2-second success toast may be gone on a busy machine; the search below finds the event.

    await searchEvents(page, ticker);
    await screenshot(page, 'events-list');
    await rowAction(page, title, 'Publish');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(ticker) }).innerText())
      .toContain('Active');
    await rowAction(page, title, 'Close');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(ticker) }).innerText())
      .toContain('Closed');

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await menuItem(page, 'Resolve').click();
    await page.waitForURL('**/event-resolution/*');
    const eventId = new URL(page.url()).pathname.split('/').pop();
    await page
      .getByRole('row', { name: /December 1\?/ })
      .getByText('Yes', { exact: true })
      .click();
    await page
      .getByRole('row', { name: /December 2\?/ })
      .getByText('No', { exact: true })
      .click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('Weather office bulletin');
    const resolve = page.getByRole('button', { name: 'Resolve 2 markets' });
    expect(await resolve.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Ticker to confirm' }).fill(ticker);
    await screenshot(page, 'event-resolution');
    await resolve.click();
    await page.waitForURL('**/resolution-history*');
    await page.getByPlaceholder('Search market, event or reason').fill('Weather office bulletin');
    await page.getByPlaceholder('Search market, event or reason').press('Enter');
    await page.getByRole('cell', { name: 'Will it rain in Lisbon on December 1?' }).waitFor();
    expect(await page.getByRole('row', { name: /December 1\?/ }).innerText()).toContain(
      'Olivia Operator',
    );
    expect(await page.getByRole('row', { name: /December 2\?/ }).innerText()).toMatch(/No/);
    await screenshot(page, 'resolution-history');

    await goInApp(page, `/event-history/${eventId}`);
    // The event's entries in the audit trail, newest first; the resolution page's previews ask
    // the server too (and change nothing), so they are left out of the comparison.
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    const actions = (await entries.getByTestId('audit-action').allInnerTexts()).filter(
      (action) => action !== 'Preview resolution',
    );
    expect(actions).toEqual(['Resolve', 'Close', 'Publish', 'Create']);
    const resolved = entries.first();
    expect(await resolved.innerText()).toContain('Olivia Operator');
    await resolved.getByText('Markets › Will it rain in Lisbon on December 1? › Status').waitFor();
    await screenshot(page, 'event-history');

    // A second resolution is refused and says why.
    await goInApp(page, `/event-resolution/${eventId}`);
    await page.getByText('This event cannot be resolved').waitFor();
    await page
      .getByText(/already resolved on .* by Olivia Operator; a resolution is final/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a viewer sees the same pages without any action', async () => {
    const { context, page } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'viewer@demo.test', '/events');
    await page.getByRole('button', { name: 'History' }).first().waitFor();
    expect(await page.getByRole('button', { name: /New event/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await goInApp(page, '/unresolved-markets');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Resolve' }).count()).toBe(0);
    await goInApp(page, '/market-overview');
    await page.getByText('Daily volume, last 30 days').waitFor();
    await screenshot(page, 'market-overview-viewer');
    await goInApp(page, '/resolution-history');
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    // An edit or resolution route sends a view-only admin away.
    const someEvent = await page.evaluate(async () => {
      const token = localStorage.getItem('adminToken') ?? '';
      const response = await fetch('/api/admin/events?limit=1&status=closed', {
        headers: { Authorization: token },
      });
      return ((await response.json()) as { result: { items: { _id: string }[] } }).result.items[0]
        ._id;
    });
    await page.goto(`${app.url}/event-resolution/${someEvent}`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.url}/update-event/${someEvent}`);
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
