import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  screenshot,
  openSignedIn,
  productionApp,
  signOut,
  signInOnForm,
} from './browser';

/** Admin controller: sub-admins and their restrictions, modules. */
const app = browserSuite(productionApp());

describe('admin controller in Chromium', () => {
  it('a superadmin creates a sub-admin with View on Tags only, who then sees only Tags and no add button', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/sub-admin');
    await page.getByText('operator@demo.test').waitFor();
    await screenshot(page, 'sub-admin-list');

    await page.getByRole('button', { name: /New admin/ }).click();
    await page.waitForURL((url) => url.pathname === '/add-admin');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tess Tags');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('tess@demo.test');
    // A masked input (type password), not a textbox.
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('switch', { name: 'View Tags' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'View Tags' }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Edit Tags' }).isChecked())
      .toBe(false);
    await page.getByRole('switch', { name: 'View Tags' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'add-admin-restriction-editor');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/sub-admin');
    await page.getByText('tess@demo.test').waitFor();

    await signOut(page);
    await signInOnForm(page, 'tess@demo.test');
    // Lands on the first page it may view: Tags.
    await page.waitForURL((url) => url.pathname === '/tags');
    await page.getByRole('heading', { name: 'Tags' }).waitFor();
    const links = await page
      .getByTestId('sidebar')
      .locator('.ant-menu a')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links).toEqual(['/tags']);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: /New tag/ }).count()).toBe(0);
    expect(await page.getByLabel(/^Edit /).count()).toBe(0);
    await screenshot(page, 'sub-admin-tags-only');
    // Other modules' pages send it back to Tags.
    await page.goto(`${app.url}/user-list`);
    await page.waitForURL((url) => url.pathname === '/tags');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the modules with their access keys to a superadmin', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, app.url, 'superadmin@demo.test', '/modules');
    await page.getByRole('cell', { name: '/dashboard', exact: true }).first().waitFor();
    await screenshot(page, 'modules-list');
    await page.goto(`${app.url}/sub-modules`);
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'sub-modules-list');
    expect(errors).toEqual([]);
    await context.close();
  });
});
