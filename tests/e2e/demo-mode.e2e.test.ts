import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  screenshot,
  sidebarGroups,
  signIn,
  signOut,
  submitSignIn,
} from './browser';
import { toastShown, tooltipsShown, watchToasts } from './toasts';
import { trackRequests } from './routes';
import { headerMoves, watchHeaderMoves } from './headerMoves';

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search label or slug').fill(text);
  await page.getByPlaceholder('Search label or slug').press('Enter');
}

const app = browserSuite();

describe('demo mode in Chromium (embedded demo API in the service worker)', () => {
  // The sidebar groups, in order; an admin sees the groups with a module it may view.
  const everyGroup = [
    'Dashboard',
    'User Management',
    'Coin',
    'Transfer History',
    'Categories',
    'Markets',
    'Order History',
    'Position',
    'Resolution',
    'Trade Bot',
    'Admin Profit',
    'Reports',
    'Templates & CMS',
    'Site Setting',
    'Admin controller',
  ];
  const accounts: [string, string, string[]][] = [
    ['superadmin@demo.test', '/dashboard', everyGroup],
    [
      'operator@demo.test',
      '/user-list',
      ['User Management', 'Categories', 'Markets', 'Resolution', 'Admin controller'],
    ],
    [
      'finance@demo.test',
      '/dashboard',
      [
        'Dashboard',
        'User Management',
        'Coin',
        'Transfer History',
        'Order History',
        'Admin Profit',
        'Admin controller',
      ],
    ],
    ['viewer@demo.test', '/dashboard', everyGroup],
  ];

  /**
   * One browser, as at a shared desk: each account signs in on the form, is checked, and signs
   * out from the account menu, back to the form (no page load), for the next. Each sidebar is
   * then also its own, nothing of the last admin's. The tab loads the app once.
   */
  describe('one browser, one account after another', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      ({ context, page, errors } = await openPage(app.browser));
      await page.goto(`${app.url}/login`);
    });
    afterAll(() => context.close());

    /** Signs in on the form the tab shows; a test that failed before may have left it elsewhere. */
    async function signInHere(email: string, password = DEMO_PASSWORD) {
      if (new URL(page.url()).pathname !== '/login') await page.goto(`${app.url}/login`);
      await submitSignIn(page, email, password);
    }

    for (const [email, landing, sidebar] of accounts) {
      it(`${email} signs in, lands on ${landing} and sees its sidebar`, async () => {
        await signInHere(email);
        await page.waitForURL(`**${landing}`);
        expect(await sidebarGroups(page)).toEqual(sidebar);
        await expect.poll(() => page.getByTestId('admin-name').innerText()).not.toBe('…');
        await page.locator('.app-content .ant-card').first().waitFor();
        await page
          .locator('.ant-spin-spinning')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        await screenshot(page, `landing-${email.split('@')[0]}`);
        expect(errors).toEqual([]);
        await signOut(page);
      });
    }

    it('nobody@demo.test sees "No modules assigned" and an empty sidebar, with no redirect loop', async () => {
      await signInHere('nobody@demo.test');
      await page.waitForURL('**/dashboard');
      await page.getByText('No modules assigned').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await page.getByTestId('sidebar').locator('.ant-menu-root > li').count()).toBe(0);
      await page.goto(`${app.url}/tags`);
      await page.getByText('No modules assigned').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await screenshot(page, 'nobody');
      await signOut(page);
    });

    it('twofa@demo.test is asked for the 6-digit code after the password', async () => {
      await signInHere('twofa@demo.test');
      await page.getByLabel('Authentication code').waitFor();
      await screenshot(page, 'twofa-code');
      await page.getByLabel('Authentication code').fill(await totp(DEMO_TOTP_SECRET));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');
      expect(await page.getByTestId('admin-name').innerText()).toBe('Tess Twofactor');
      await signOut(page);
    });

    it('shows toasts top-centre', async () => {
      await signInHere('superadmin@demo.test', 'wrong password');
      const toast = page.getByTestId('toast').first();
      await toast.waitFor();
      expect(await toast.innerText()).toContain('Invalid email or password');
      const box = (await toast.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(box.y).toBeLessThan(40);
      expect(await toast.getAttribute('data-type')).toBe('error');
      await screenshot(page, 'toast');
    });
  });

  it('redirects a disallowed path to the first viewable menu item', async () => {
    const { context, page } = await openPage(app.browser);
    await signIn(page, app.url, 'finance@demo.test');
    await page.goto(`${app.url}/tags`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.url}/add-tag`);
    await page.waitForURL('**/dashboard');
    // An unknown address, typed, and the 404 page's own.
    await page.goto(`${app.url}/no-such-page`);
    await page.getByText('Page not found').waitFor();
    await page.goto(`${app.url}/404`);
    await page.getByText('Page not found').waitFor();
    await context.close();
  });

  it('sends a stored bad token to /login and clears it', async () => {
    const { context, page } = await openPage(app.browser);
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => localStorage.setItem('adminToken', 'forged-token'));
    await page.goto(`${app.url}/tags`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.getByText('Sign in to the admin panel').waitFor();
    await context.close();
  });

  it("on a phone, the header's Reset demo data is an icon that says what it does", async () => {
    const { context, page, errors } = await openPage(app.browser, { phone: true });
    await watchHeaderMoves(page);
    await signIn(page, app.url, 'finance@demo.test');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    // The header as it stays: the live feed's dot in, the bell's count read.
    await page.locator('[data-testid="live-status"][data-state="live"]').waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    // No button moved once drawn (the bell, drawn once the admin's access is known, has its
    // place from the start): a pointer resting on one stays on it.
    expect(await headerMoves(page)).toEqual([]);
    await tooltipsShown(page, ['Reset demo data']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates, edits and deletes a tag through the UI', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signIn(page, app.url, 'operator@demo.test');
    await page.goto(`${app.url}/tags`);
    await page.getByRole('button', { name: 'New tag' }).click();
    await page.waitForURL('**/add-tag');
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Quantum Computing');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue())
      .toBe('quantum-computing');
    await screenshot(page, 'tag-form');
    // Leaving with unsaved input asks first; dismissing keeps the form as typed.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId('sidebar').getByRole('link', { name: 'Category' }).click();
    await expect
      .poll(() => asked)
      .toEqual(['Are you sure you want to leave? You have unsaved changes.']);
    expect(new URL(page.url()).pathname).toBe('/add-tag');
    expect(await page.getByRole('textbox', { name: 'Label', exact: true }).inputValue()).toBe(
      'Quantum Computing',
    );
    // A toast shows for 2 s: record it as it appears, not after the next page has settled.
    await watchToasts(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/tags*');
    await toastShown(page, 'Tag created');
    await search(page, 'quantum');
    await page.getByRole('cell', { name: 'Quantum Computing', exact: true }).waitFor();
    await screenshot(page, 'tags-list');

    await page.getByLabel('Edit Quantum Computing').click();
    await page.waitForURL('**/update-tag/*');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Label', exact: true }).inputValue())
      .toBe('Quantum Computing');
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Quantum Tech');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/tags*');
    await search(page, 'quantum');
    await page.getByRole('cell', { name: 'Quantum Tech', exact: true }).waitFor();

    // An edit survives a reload (the demo API keeps its data in the browser); the search is in the URL.
    await page.reload();
    await page.getByRole('cell', { name: 'Quantum Tech', exact: true }).waitFor();
    expect(await page.getByPlaceholder('Search label or slug').inputValue()).toBe('quantum');

    await watchToasts(page);
    await page.getByLabel('Delete Quantum Tech').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastShown(page, 'Tag "Quantum Tech" deleted');
    await expect
      .poll(() => page.getByRole('cell', { name: 'Quantum Tech', exact: true }).count())
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a real double click on Save sends one request, on create and on edit', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signIn(page, app.url, 'operator@demo.test');
    // Worker-answered calls are seen here too (page.on('request')): every save the page sends.
    const saves: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/admin\/tags(\/|$)/.test(pathname) && ['POST', 'PUT'].includes(request.method()))
        saves.push(`${request.method()} ${pathname}`);
    });
    await page.goto(`${app.url}/add-tag`);
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Twice Clicked');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue())
      .toBe('twice-clicked');
    await watchToasts(page);
    const created = trackRequests(page);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.waitForURL('**/tags*');
    await toastShown(page, 'Tag created');
    // A second save, had it gone out, is answered once nothing is in flight.
    await created();
    expect(saves).toEqual(['POST /api/admin/tags']);
    expect(await page.getByText('Could not save the tag').count()).toBe(0);

    await search(page, 'twice');
    await page.getByLabel('Edit Twice Clicked').click();
    await page.waitForURL('**/update-tag/*');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Label', exact: true }).inputValue())
      .toBe('Twice Clicked');
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Twice Saved');
    saves.length = 0;
    await watchToasts(page);
    const saved = trackRequests(page);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.waitForURL('**/tags*');
    await toastShown(page, 'Tag saved');
    await saved();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatch(/^PUT \/api\/admin\/tags\/.+/);
    expect(await page.getByText('Could not save the tag').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
