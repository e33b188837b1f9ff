import { describe, expect, it } from 'vitest';
import { DemoStore } from '../../src/demo/store';
import { listLink } from '../../src/model/listLink';
import { singleControl } from '../unit/support/singleControl';
import {
  browserSuite,
  DEMO_PASSWORD,
  openPage,
  productionApp,
  screenshot,
  settledDialog,
  openSignedIn,
} from './browser';
import { chooseReason, POLL } from './rows';
import { serverApi } from './serverApi';

/**
 * A morning's queue in one batch, in Chromium (production build, HTTP demo API): a reviewer ticks
 * 30 pending withdrawals, reads in the confirmation what they add up to and which need a second
 * approval, confirms its identity once, and sees each row's outcome. Every coin's batch cap is set
 * high here (it has its own tests); screenshots at 1440 and 390 px.
 */
const store = new DemoStore();
singleControl(store);
for (const coin of store.all('coins'))
  store.update('coins', coin._id, { batchApprovalLimit: '1000000000' });
const app = browserSuite(productionApp({ store }));
const call = serverApi(() => app.url);

const BATCH = 30;

describe('a batch of withdrawals', () => {
  it('is checked, approved in one go after one confirmation, and reported row by row', async () => {
    const { page, context, errors } = await openPage(app.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(
      page,
      app.url,
      'finance@demo.test',
      `${listLink('/withdraw', 'status=pending')}&pageSize=50`,
      { confirmed: false },
    );
    // Each row's box, named after its row (the header's is "Select all").
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all )/, disabled: false });
    await expect.poll(() => boxes.count(), POLL).toBeGreaterThanOrEqual(BATCH);
    // Ticked from the keyboard (Space on each box), as a reviewer working down the queue would.
    for (let index = 0; index < BATCH; index++) {
      await boxes.nth(index).focus();
      await page.keyboard.press('Space');
    }
    await expect
      .poll(() => page.getByTestId('bulk-count').innerText(), POLL)
      .toBe(`${BATCH} withdrawals selected`);
    const ids = await page
      .locator('tbody tr[data-picked]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')!));
    expect(ids).toHaveLength(BATCH);

    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = settledDialog(page, /a batch/);
    const summary = dialog.getByTestId('bulk-summary');
    await summary.waitFor({ timeout: POLL.timeout });
    // What the batch adds up to, before anything moves.
    const listed = (
      await call('finance@demo.test', 'GET', `withdrawals?_id_in=${ids.join(',')}&limit=${BATCH}`)
    ).result.items!;
    const twoApprovals = listed.filter((row) => row.needsTwoApprovals).length;
    expect(twoApprovals).toBeGreaterThan(0);
    expect(await dialog.getByTestId('bulk-outcome-awaitingApproval').innerText()).toContain(
      String(twoApprovals),
    );
    expect(await dialog.getByTestId('bulk-amounts').innerText()).toMatch(/\d/);
    expect(listed.every((row) => row.status === 'pending')).toBe(true);
    await screenshot(page, 'bulk-summary-1440');

    await dialog.getByRole('button', { name: `Approve ${BATCH} rows` }).click();
    const confirm = settledDialog(page, /Confirm it is you/);
    await confirm.getByLabel('Password').fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await dialog
      .getByText('The batch was sent: each row’s outcome is below.')
      .waitFor({ timeout: POLL.timeout });
    const outcomes = await dialog
      .getByTestId('bulk-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-outcome')));
    expect(outcomes).toHaveLength(BATCH);
    expect(outcomes.filter((outcome) => outcome === 'awaitingApproval')).toHaveLength(twoApprovals);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(BATCH - twoApprovals);
    await screenshot(page, 'bulk-done-1440');

    const after = (
      await call('finance@demo.test', 'GET', `withdrawals?_id_in=${ids.join(',')}&limit=${BATCH}`)
    ).result.items!;
    expect(after.filter((row) => row.status === 'approved')).toHaveLength(BATCH - twoApprovals);
    expect(after.filter((row) => row.status === 'awaitingSecondApproval')).toHaveLength(
      twoApprovals,
    );
    expect([...errors]).toEqual([]);
    await context.close();
  });

  it('picks rows on a phone with a checkbox on each card', async () => {
    const { page, context } = await openPage(app.browser, { phone: true });
    await openSignedIn(
      page,
      app.url,
      'finance@demo.test',
      `${listLink('/withdraw', 'status=pending')}&pageSize=5`,
    );
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all )/ });
    await expect.poll(() => boxes.count(), POLL).toBeGreaterThanOrEqual(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect.poll(() => page.getByTestId('bulk-count').innerText(), POLL).toContain('2');
    await screenshot(page, 'bulk-bar-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Reject selected' }).click();
    const dialog = settledDialog(page, /a batch/);
    await chooseReason(page, dialog, "At the user's request");
    await dialog.getByRole('button', { name: 'Check the batch' }).click();
    await dialog.getByTestId('bulk-summary').waitFor({ timeout: POLL.timeout });
    await screenshot(page, 'bulk-summary-390');
    await context.close();
  });
});
