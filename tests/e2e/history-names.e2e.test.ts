import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { serverApi, type ApiRecord } from './serverApi';
import { browserSuite, openPage, screenshot, openSignedIn } from './browser';
import { goInApp } from './routes';
import { singleControlApp } from './singleControl';

/**
 * History as an operator reads it (production build, HTTP demo API): admins by name, never by
 * id, and the resolution's reason and evidence where the resolution form says they are shown.
 */
const app = browserSuite(singleControlApp());

let context: BrowserContext;
let page: Page;
let errors: string[];
const call = serverApi(() => app.url);

/** `path` called as `email`, which must succeed: its result. */
async function api(email: string, method: string, path: string, body?: unknown) {
  const { status, result } = await call(email, method, path, body);
  expect(status, `${method} ${path}`).toBe(200);
  return result;
}

beforeAll(async () => {
  ({ context, page, errors } = await openPage(app.browser));
  await openSignedIn(page, app.url, 'superadmin@demo.test', '/tags');
});
afterAll(() => context?.close());

/** The newest entry of a History region on the page. */
async function newestEntry(name: RegExp) {
  const history = page.getByRole('region', { name });
  const entry = history.getByTestId('audit-entry').first();
  await entry.waitFor();
  return entry;
}

describe('History names who did it, and says why', () => {
  it('a withdrawal approved by finance: the reviewing admin by name', async () => {
    const { items } = await api('finance@demo.test', 'GET', 'withdrawals?status=pending&limit=50');
    const withdrawal = items!.find((row) => row.needsTwoApprovals === false)!;
    await api('finance@demo.test', 'POST', `withdrawals/${withdrawal._id}/approve`, {});
    await goInApp(page, `/withdraw/${withdrawal._id}#history`);
    const entry = await newestEntry(/History/);
    await expect.poll(() => entry.innerText()).toMatch(/Reviewed by[\s\S]*Felix Finance/);
    expect(await entry.innerText()).not.toMatch(/admin-finance/);
    await screenshot(page, 'history-names-withdrawal-1440');
    expect(errors).toEqual([]);
  });

  it('a resolution: its reason and evidence on the event’s history and the resolution history', async () => {
    const operator = 'operator@demo.test';
    const { items } = await api(operator, 'GET', 'events?status=draft&limit=100');
    const draft = items!.find(
      (row) => !row.negRisk && Array.isArray(row.markets) && row.markets.length > 0,
    )!;
    await api(operator, 'POST', `events/${draft._id}/publish`, {});
    await api(operator, 'POST', `events/${draft._id}/close`, {});
    const event = await api(operator, 'GET', `events/${draft._id}`);
    const markets = event.markets as ApiRecord[];
    const outcomes = Object.fromEntries(markets.map((row, i) => [row._id, i ? 'No' : 'Yes']));
    const reason = 'Announced by the electoral board';
    const evidence = 'https://board.example/result';
    await api(operator, 'POST', `events/${draft._id}/resolve`, {
      outcomes,
      ticker: event.ticker,
      reason,
      evidenceUrl: evidence,
    });
    await goInApp(page, `/event-history/${draft._id}`);
    const entry = await newestEntry(/History of this event/);
    await expect.poll(() => entry.innerText()).toContain(reason);
    expect(await entry.innerText()).toContain(evidence);
    expect(await entry.innerText()).toContain('Olivia Operator');
    expect(await entry.innerText()).not.toMatch(/admin-operator/);
    await screenshot(page, 'history-resolution-reason-1440');

    await goInApp(page, '/resolution-history');
    const row = page.locator('.ant-table-row').filter({ hasText: reason }).first();
    await row.waitFor();
    // The row opens the whole resolution: reason and evidence in full.
    await row.getByRole('button', { name: /expand row/i }).click();
    const detail = page.getByTestId('resolution-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain(evidence);
    await screenshot(page, 'resolution-history-row-1440');
    expect(errors).toEqual([]);

    // On a phone the card shows it behind "Show details".
    const phone = await openPage(app.browser, { phone: true });
    try {
      await openSignedIn(phone.page, app.url, 'superadmin@demo.test', '/resolution-history');
      // Newest first: the resolution just made.
      const card = phone.page.locator('.list-card').first();
      await card.getByRole('button', { name: 'Show details' }).click();
      await card.getByTestId('resolution-detail').waitFor();
      expect(await card.getByTestId('resolution-detail').innerText()).toContain(evidence);
      expect(await card.getByTestId('resolution-detail').innerText()).toContain(reason);
      await card.scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'resolution-history-row-390');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
