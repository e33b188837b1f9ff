import { describe, expect, it } from 'vitest';
import { DemoStore } from '../../src/demo/store';
import { listLink } from '../../src/model/listLink';
import { browserSuite, openPage, openSignedIn, productionApp } from './browser';
import { POLL } from './rows';

/**
 * Claims, in Chromium (production build, HTTP demo API): two reviewers have /withdraw open in two
 * browsers; one claims a row, and the other sees "Claimed by …" on it through the live feed,
 * without reloading, on the list and on the record's page.
 */
const store = new DemoStore();
const app = browserSuite(productionApp({ store }));

describe('a claim', () => {
  it('shows live in a second browser', async () => {
    const row = store.all('withdrawals').find((item) => item.status === 'pending')!;
    const address = listLink('/withdraw', `q=${row._id}`);
    const finance = await openPage(app.browser);
    const superadmin = await openPage(app.browser);
    await openSignedIn(finance.page, app.url, 'finance@demo.test', address);
    await openSignedIn(superadmin.page, app.url, 'superadmin@demo.test', address);
    // The same reviewer also has the withdrawal's own page open, in a second tab.
    const recordPage = await superadmin.context.newPage();
    await recordPage.goto(`${app.url}/withdraw/${row._id}`);
    await recordPage.getByRole('button', { name: /Claim$/ }).waitFor({ timeout: POLL.timeout });
    const watched = superadmin.page.locator(`tbody tr[data-row-key="${row._id}"]`);
    await watched.waitFor({ timeout: POLL.timeout });
    expect(await watched.innerText()).not.toContain('Claimed by');
    // A mark on the watching page: a reload would lose it.
    await superadmin.page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));

    await finance.page.getByRole('button', { name: `Claim ${row._id}` }).click();
    await expect
      .poll(() => watched.innerText(), POLL)
      .toContain('Claimed by Felix Finance · 0 min');
    expect(
      await superadmin.page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded),
    ).toBe(true);
    // The record's page says it too, and offers a take-over instead of a claim.
    await recordPage.getByText(/^Felix Finance claimed this/).waitFor({ timeout: POLL.timeout });
    await recordPage.getByRole('button', { name: /Take over$/ }).waitFor({ timeout: POLL.timeout });
    await expect
      .poll(() => finance.page.locator(`tbody tr[data-row-key="${row._id}"]`).innerText(), POLL)
      .toContain('Claimed by you');
    expect([...finance.errors, ...superadmin.errors]).toEqual([]);
    await finance.context.close();
    await superadmin.context.close();
  });
});
