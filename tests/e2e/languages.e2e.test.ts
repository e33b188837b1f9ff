import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pseudo } from '../../src/i18n/pseudo';
import { browserSuite, productionApp, settledDialog } from './browser';
import { pseudoPage, signInPseudo, untranslated } from './pseudo';
import { list } from './rows';
import { PUBLIC_PAGES, settle } from './routes';

/**
 * The pseudo language (tests/e2e/pseudo.ts) on the public pages, and on the dialogs, menus, field
 * errors and refusals a route's first drawing does not show. Every private route is walked in
 * route-walk.e2e.test.ts. The production build with the HTTP demo API, whose answers are read.
 */
const app = browserSuite(productionApp());

/** A button by its English label, as the pseudo language writes it. */
const button = (scope: Page | ReturnType<typeof settledDialog>, english: string) =>
  // Not exact: a button's name also carries its icon's ("check ⟦Àþþŕöṽé⟧").
  scope.getByRole('button', { name: pseudo(english) });

describe('every text goes through the translator (pseudo language)', () => {
  it('the public pages: sign-in, forgotten password, password reset, 404', async () => {
    const { context, page, data } = await pseudoPage(app.browser);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${app.url}${path}`);
      await settle(page, path);
      found.push(...(await untranslated(page, path, data)));
    }
    // A failed sign-in's message, from the API, on the form.
    await page.goto(`${app.url}/login`);
    await page.locator('input[type="email"]').fill('superadmin@demo.test');
    await page.locator('input[type="password"]').fill('wrong password');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('alert').first().waitFor();
    found.push(...(await untranslated(page, '/login (failed)', data)));
    expect(found).toEqual([]);
    await context.close();
  });

  it('dialogs, menus, field errors and refusals', async () => {
    const { context, page, data } = await pseudoPage(app.browser);
    await signInPseudo(page, app.url, 'superadmin@demo.test');
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await untranslated(page, where, data)));

    // The bell's list, the account menu and the command palette.
    await page.getByRole('button', { name: /^⟦Ñöţîƒîçàţîöñš/ }).click();
    await page
      .locator('.notification-popover :is(.notification-time, .ant-empty)')
      .first()
      .waitFor();
    await check('notifications');
    await page.keyboard.press('Escape');
    await page.getByTestId('account-menu').click();
    await page.locator('.ant-dropdown-menu-item').first().waitFor();
    await check('account menu');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').locator('input').fill('with');
    await page.locator('.palette-options li').first().waitFor();
    await check('command palette');
    await page.keyboard.press('Escape');

    // A withdrawal's review: the approval's facts, the rejection's reason left empty.
    const [pending] = await list(page, 'withdrawals?status=pending&limit=1');
    await page.goto(`${app.url}/withdraw/${pending._id}`);
    await settle(page, `/withdraw/${pending._id}`);
    await button(page, 'Approve').click();
    await settledDialog(page).waitFor();
    await check('approve dialog');
    await button(settledDialog(page), 'Cancel').click();
    await button(page, 'Reject').click();
    const reject = settledDialog(page, pseudo('Reject'));
    await button(reject, 'Reject').click();
    await reject.locator('.ant-form-item-explain-error').waitFor();
    await check('reject dialog, no reason');
    await button(reject, 'Cancel').click();

    // A form's own checks.
    await page.goto(`${app.url}/add-tag`);
    await settle(page, '/add-tag');
    await button(page, 'Save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await check('new tag, nothing filled in');
    expect(found).toEqual([]);
    await context.close();
  });
});
