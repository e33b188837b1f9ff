import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, screenshot, openSignedIn, productionApp } from './browser';

/** QA access tools: "View as" and the gains/losses shown before a restriction is saved. */
const app = browserSuite(productionApp());

describe('access QA tools in Chromium', () => {
  it('a superadmin views /sub-admin as Olivia Operator: her sidebar and route decisions', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/sub-admin');
    const row = page.locator('.ant-table-row', { hasText: 'operator@demo.test' });
    await row.getByRole('button', { name: 'View as' }).click();
    await page.waitForURL((url) => url.searchParams.get('viewAs') === 'admin-operator');
    const drawer = page.getByRole('dialog', { name: /View as Olivia Operator/ });
    const sidebar = drawer.getByRole('menu', { name: 'Sidebar as this admin' });
    // The menu mounts before the viewed admin's policy is built; wait for its items.
    const groups = () =>
      sidebar
        .locator(':scope > li')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.split('\n')[0].trim()));
    await expect
      .poll(groups)
      .toEqual(['User Management', 'Categories', 'Markets', 'Resolution', 'Admin controller']);
    const dashboard = drawer.locator('tr', { has: page.getByText('/dashboard', { exact: true }) });
    await expect.poll(() => dashboard.innerText()).toContain('redirect → /user-list');
    await screenshot(page, 'view-as-operator');
    // Closing the drawer leaves the list; the superadmin is still signed in as itself.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('viewAs'));
    expect(await page.getByText('operator@demo.test').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the update form lists what an admin gains and loses before save', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/update-admin/admin-viewer');
    await page.getByText('No change to this admin’s access yet.').waitFor();
    await page.getByRole('switch', { name: 'Edit Tags' }).click();
    await page.getByRole('switch', { name: 'View Users' }).click();
    const changes = page.getByRole('region', { name: 'Access changes' });
    await expect.poll(() => changes.innerText()).toContain('gains 3 and loses 3');
    await changes.scrollIntoViewIfNeeded();
    await screenshot(page, 'update-admin-access-changes');
    expect(errors).toEqual([]);
    await context.close();
  });
});
