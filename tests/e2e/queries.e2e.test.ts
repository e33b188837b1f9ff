import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, productionApp, screenshot, openSignedIn } from './browser';
import { goInApp, settle, watchQueryRefusals } from './routes';

/**
 * The HTTP demo API refuses a list query that names a parameter the list does not have, or too
 * many (400). The panel itself never sends one: a filter from the address and the command
 * palette's search here; every route of the registry and each record page's tabs in the one walk
 * of them all (route-walk.e2e.test.ts), which watches the same refusals. And the export is on the record: the Audit
 * Log shows it, its filters and its rows.
 */
const app = browserSuite(productionApp());

describe('queries the panel sends', () => {
  it('are taken by the API: a list filtered from its address, the palette', async () => {
    const { context, page, errors } = await openPage(app.browser);
    const refused = watchQueryRefusals(context);
    // A list filtered from its address, as a dashboard tile links it.
    const filtered =
      '/events?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=active&filters[0][value][1]=closed';
    await openSignedIn(page, app.url, 'superadmin@demo.test', filtered);
    await settle(page, '/events');
    // The command palette's search of records.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('sam');
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('exports on the record', () => {
  it('the Audit Log shows an export with its filters and rows, and a typed name as typed', async () => {
    const { context, page } = await openPage(app.browser);
    // Someone without a session sends an admin's name as the e-mail (the form would not).
    const refused = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'Sam Super', password: 'guess' }),
    });
    expect(refused.status).toBe(400);
    await openSignedIn(
      page,
      app.url,
      'superadmin@demo.test',
      '/events?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=active',
    );
    await settle(page, '/events');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const rows = csv.trim().split('\n').length - 1;

    await goInApp(page, '/audit-log');
    const first = page.locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.innerText()).toMatch(/Sam Super\s+Export\s+Events/);
    await first.getByRole('button', { name: /expand row/i }).click();
    const detail = page.getByTestId('audit-export-detail');
    await expect.poll(() => detail.innerText()).toContain(`Rows exported: ${rows}`);
    expect(await detail.innerText()).toMatch(/Status: active/);
    const typed = page.locator('tbody tr.ant-table-row', { hasText: 'Not signed in' }).first();
    expect(await typed.innerText()).toMatch(/Not signed in\s+"Sam Super"\s+sign-in/);
    expect(await typed.getByRole('link').count()).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'audit-log-export');

    const phone = await openPage(app.browser, { phone: true });
    await openSignedIn(phone.page, app.url, 'superadmin@demo.test', '/audit-log');
    const card = phone.page.locator('.list-card', { hasText: 'Export' }).first();
    await card.getByRole('button', { name: 'Show details' }).click();
    await phone.page.getByTestId('audit-export-detail').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'audit-log-export-phone');
    await phone.context.close();
    await context.close();
  });
});
