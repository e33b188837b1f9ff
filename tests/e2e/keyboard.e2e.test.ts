import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DemoStore } from '../../src/demo/store';
import { singleControl } from '../unit/support/singleControl';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
} from './browser';
import { audit } from './axe';
import { POLL } from './rows';
import { serverApi } from './serverApi';

/**
 * The withdrawal queue worked with the keyboard alone, in Chromium (production build, HTTP demo
 * API): signed in with Enter, `g w` to the withdrawals, j to a pending one, `a` and Enter to
 * approve it, the identity confirmed by typing the password, `r` to reject another with its reason
 * typed where the focus lands, Enter to open a row. No click after the sign-in page's fields.
 */
const store = new DemoStore();
singleControl(store);
const app = browserSuite(productionApp({ store }));
const call = serverApi(() => app.url);

/** The id and text of the row the keys work on. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('[data-row-key][aria-current="true"]');
    return row ? { id: row.dataset.rowKey!, text: row.innerText } : undefined;
  });

/** Presses j until the focused row is a pending withdrawal other than `not`; its id. */
async function nextPending(page: Page, not?: string): Promise<string> {
  let last = (await focused(page))?.id;
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page))?.id, POLL).not.toBe(last);
    const row = (await focused(page))!;
    last = row.id;
    if (row.id !== not && /\bPending\b/.test(row.text)) return row.id;
  }
  throw new Error('no pending withdrawal within 20 rows');
}

/** The cells of `row` and the parts of its box that change by a transition rather than at once. */
const fades = (row: HTMLElement) => {
  const parts = [
    ...[...row.querySelectorAll('td')].map((cell) => ({ element: cell, part: null })),
    ...[null, '::after'].map((part) => ({
      element: row.querySelector('.ant-checkbox-inner')!,
      part,
    })),
  ];
  return parts
    .filter(({ element, part }) =>
      getComputedStyle(element, part)
        .transitionDuration.split(',')
        .some((duration) => parseFloat(duration) > 0),
    )
    .map(({ element, part }) => `${element.className}${part ?? ''}`);
};

/** Presses Tab until the focused element is the button `name` (a dialog's footer). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 8; step++) {
    const on = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (on === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('the withdrawal queue from the keyboard', () => {
  it('approves one and rejects another without the mouse', async () => {
    const { page, context, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('finance@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await page.waitForURL((url) => url.pathname === '/withdraw');
    await page.locator('tbody tr[data-row-key]').first().waitFor();

    const approved = await nextPending(page);
    await expect
      .poll(() => page.getByTestId('row-announcer').innerText(), POLL)
      .toMatch(/^Row \d+ of \d+: Withdrawal of .+ by \S+@\S+$/);
    await screenshot(page, 'keyboard-focused-1440');
    expect(await audit(page, 'a focused row')).toEqual([]);
    // ? lists the keys, this list's Approve and Reject among them; Escape closes it.
    await page.keyboard.press('?');
    const help = settledDialog(page, 'Keyboard shortcuts');
    await help.getByText('Approve the row (asks first, as its button does)').waitFor();
    expect(await audit(page, 'the keys dialog', '.ant-modal-wrap')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    expect((await focused(page))?.id).toBe(approved);
    // x picks the row and x again lets it go, each drawn at once: a fade redrew the table for
    // a third of a second while the next key waited.
    await page.keyboard.press('x');
    const picked = page.locator(`tr[data-row-key="${approved}"][data-picked]`);
    await picked.getByRole('checkbox', { checked: true }).waitFor();
    expect(await picked.evaluate(fades)).toEqual([]);
    await page.keyboard.press('x');
    await picked.waitFor({ state: 'detached' });
    await page.keyboard.press('a');
    const confirm = settledDialog(page, 'Approve');
    await confirm.getByText('Approve this withdrawal?').waitFor();
    // The confirmation's own button has the focus: Enter is "Approve".
    await page.keyboard.press('Enter');
    const stepUp = settledDialog(page, /Confirm it is you/);
    await stepUp.getByLabel('Password').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName), POLL)
      .toBe('INPUT');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () =>
          (await call('finance@demo.test', 'GET', `withdrawals/${approved}`)).result.status,
        POLL,
      )
      .toMatch(/^(approved|awaitingSecondApproval)$/);

    // Keys wait while a dialog is on screen, closing ones too.
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    const rejected = await nextPending(page, approved);
    await page.keyboard.press('r');
    const reject = settledDialog(page, 'Reject');
    // The reason's code has the focus: the arrow opens its list, Enter takes the first code.
    const code = reject.getByRole('combobox', { name: 'Reason' });
    await expect
      .poll(() => code.evaluate((box) => box === document.activeElement), POLL)
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => reject.locator('.ant-select-selection-item').innerText(), POLL)
      .toBe('Sanctions screening hit');
    await page.keyboard.press('Tab');
    const reason = reject.getByRole('textbox', { name: 'Details' });
    await expect
      .poll(() => reason.evaluate((box) => box === document.activeElement), POLL)
      .toBe(true);
    await page.keyboard.type('Destination flagged by compliance');
    expect(await reason.inputValue()).toBe('Destination flagged by compliance');
    await screenshot(page, 'keyboard-reject-1440');
    await tabTo(page, 'Reject');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () => (await call('finance@demo.test', 'GET', `withdrawals/${rejected}`)).result,
        POLL,
      )
      .toMatchObject({
        status: 'rejected',
        rejectReason: 'Sanctions screening hit: Destination flagged by compliance',
      });

    // Enter opens the focused row's page.
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    const row = await focused(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/withdraw/${row!.id}`);
    expect([...errors]).toEqual([]);
    await context.close();
  });
});
