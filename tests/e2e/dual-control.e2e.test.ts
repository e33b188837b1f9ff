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
} from './browser';
import { toastShown, watchToasts } from './toasts';
import { openMenu, POLL } from './rows';
import { serverApi } from './serverApi';
import { listLink } from '../../src/model/listLink';

/**
 * Dual control in Chromium (production build, HTTP demo API, every kind on as seeded): finance
 * proposes a coin's new approval threshold, which changes nothing until the superadmin, having
 * confirmed its identity, approves it in Approvals; the proposer cannot approve its own change; a
 * market resolution needs two admins. Screenshots at 1440 and 390 px.
 */
const app = browserSuite(productionApp());
const call = serverApi(() => app.url);

const usdc = async () =>
  (
    (await call('superadmin@demo.test', 'GET', 'coins?q=USDC&limit=1')).result as {
      items: Record<string, unknown>[];
    }
  ).items[0];

/** The inbox row of a pending change, once listed. */
async function inboxRow(page: Page, id: string) {
  const row = page.locator(`tbody tr[data-row-key="${id}"]`);
  await row.waitFor({ timeout: POLL.timeout });
  return row;
}

describe('dual control', () => {
  it('a coin threshold change waits for a second admin, who approves it after confirming', async () => {
    const before = await usdc();
    const threshold = String(Number(before.secondApprovalThreshold) + 111);

    // Finance proposes it in the coin form: told it waits, the coin unchanged.
    const finance = await openPage(app.browser);
    await finance.page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(
      finance.page,
      app.url,
      'finance@demo.test',
      `/update-coin/${String(before._id)}`,
    );
    const field = finance.page.getByRole('textbox', { name: 'Second approval above' });
    await expect.poll(() => field.inputValue(), POLL).not.toBe('');
    await field.fill(threshold);
    await watchToasts(finance.page);
    await finance.page.getByRole('button', { name: /Save/ }).click();
    await toastShown(finance.page, 'Waiting for a second admin');
    expect((await usdc()).secondApprovalThreshold).toBe(before.secondApprovalThreshold);
    const pending = (await call('finance@demo.test', 'GET', 'approvals?proposedBy=admin-finance'))
      .result as { items: { _id: string }[] };
    const change = pending.items[0]._id;

    // The proposer sees it, but no Approve: another admin must decide it (the API says so too).
    await finance.page.goto(app.url + listLink('/approvals', 'proposedBy=admin-finance'));
    const own = await inboxRow(finance.page, change);
    expect(await own.innerText()).toContain('Felix Finance');
    expect((await call('finance@demo.test', 'POST', `approvals/${change}/approve`)).status).toBe(
      409,
    );
    await finance.context.close();

    // The superadmin, not yet confirmed, approves it from Waiting for me.
    const boss = await openPage(app.browser);
    await boss.page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(
      boss.page,
      app.url,
      'superadmin@demo.test',
      listLink('/approvals', 'waitingForMe=true'),
      { confirmed: false },
    );
    const row = await inboxRow(boss.page, change);
    await row.getByRole('button', { name: /expand/i }).click();
    const detail = boss.page.getByTestId('pending-change-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain('Second approval above');
    await screenshot(boss.page, 'approvals-1440');
    await watchToasts(boss.page);
    await openMenu(boss.page, 'USDC', 'Approve');
    await settledDialog(boss.page).getByRole('button', { name: 'Approve' }).click();
    const confirm = settledDialog(boss.page, /Confirm it is you/);
    await confirm.getByLabel('Password').fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toastShown(boss.page, 'Change approved and applied');
    expect(String((await usdc()).secondApprovalThreshold)).toBe(threshold);

    // The coin's History: proposed by finance (202), then approved by the superadmin.
    await boss.page.goto(`${app.url}/update-coin/${String(before._id)}`);
    await boss.page.getByRole('tab', { name: 'History' }).click();
    const history = boss.page.getByRole('region', { name: /^History of this/ });
    await history.getByTestId('audit-entry').nth(1).waitFor({ timeout: POLL.timeout });
    const entries = (await history.getByTestId('audit-entry').allInnerTexts()).join('\n');
    expect(entries).toContain('Sam Super');
    expect(entries).toContain('Felix Finance');
    await screenshot(boss.page, 'approvals-coin-history-1440');
    expect([...boss.errors]).toEqual([]);
    await boss.context.close();
  });

  it('a market resolution needs two admins; the inbox fits a phone', async () => {
    const events = (await call('operator@demo.test', 'GET', 'events?status=draft&limit=50'))
      .result as unknown as {
      items: { _id: string; ticker: string; negRisk: boolean; markets: { _id: string }[] }[];
    };
    const event = events.items.find((item) => !item.negRisk && item.markets.length)!;
    await call('operator@demo.test', 'POST', `events/${event._id}/publish`);
    await call('operator@demo.test', 'POST', `events/${event._id}/close`);
    const outcomes = Object.fromEntries(event.markets.map((m, i) => [m._id, i ? 'No' : 'Yes']));
    const held = await call('operator@demo.test', 'POST', `events/${event._id}/resolve`, {
      outcomes,
      ticker: event.ticker,
      reason: 'Official result published',
    });
    expect(held.status).toBe(202);
    const phone = await openPage(app.browser, { phone: true });
    await openSignedIn(
      phone.page,
      app.url,
      'superadmin@demo.test',
      listLink('/approvals', 'waitingForMe=true'),
    );
    await phone.page.getByText('Market resolution').first().waitFor({ timeout: POLL.timeout });
    await screenshot(phone.page, 'approvals-390');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.context.close();
    const id = (held.result as { _id: string })._id;
    expect((await call('superadmin@demo.test', 'POST', `approvals/${id}/approve`)).status).toBe(
      200,
    );
    const resolved = await call('superadmin@demo.test', 'GET', `events/${event._id}`);
    expect(resolved.result.status).toBe('resolved');
  });
});
