import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  freshContext,
  openPage,
  pageApi as api,
  screenshot,
  openSignedIn,
  STEP_TIMEOUT_MS,
  productionApp,
} from './browser';
import { PRODUCTION_ENV } from './paths';
import { goInApp } from './routes';
import { list, POLL, recordRows } from './rows';

/**
 * Coins and money in Chromium against the production build: the check on chain over the Solana
 * RPC (the build's VITE_SOLANA_RPC_URL, answered by the demo server), the coin form, a viewer who may only look, and every money
 * screen as a superadmin. Screenshots land in tests/e2e/.artifacts.
 */
const app = browserSuite(productionApp());
const { showOnly } = recordRows(app);

describe('coins and money: finance reviews, checks and edits; a viewer only looks', () => {
  it('finance checks a deposit on chain and sees the signature status', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/deposit');
    const [credited] = await list(page, 'deposits?status=credited&limit=1');
    const row = await showOnly(page, '/deposit', credited._id);
    const rpc: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !request.url().includes('/api/admin/'))
        rpc.push(request.url());
    });
    await row.getByRole('button', { name: 'Check on chain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalized on chain' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Confirmations\s+rooted \(finalized\)/);
    expect(await dialog.innerText()).toMatch(/Record status\s+Credited/);
    // The browser asked the configured RPC node (PRODUCTION_ENV's, which the demo server answers).
    expect(rpc).toEqual([`${app.url}${PRODUCTION_ENV.VITE_SOLANA_RPC_URL}`]);
    await screenshot(page, 'money-deposit-check-on-chain-finance');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finance edits a coin with a bad mint address and sees the field error', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'finance@demo.test', '/coin-list');
    await page.getByRole('link', { name: 'Edit USDC' }).click();
    await page.waitForURL('**/update-coin/*');
    const mint = page.getByRole('textbox', { name: 'Mint address' });
    await expect
      .poll(() => mint.inputValue(), POLL)
      .toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await mint.fill('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vX0');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.getByText('Mint address must be a Solana address (base58, 32 bytes)').waitFor();
    expect(await mint.inputValue()).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vX0');
    expect(puts).toEqual([]);
    await screenshot(page, 'money-coin-bad-mint-finance');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a viewer sees no approve or reject, and the API answers 403', async () => {
    const { context, page } = await openPage(app.browser);
    await openSignedIn(page, app.url, 'viewer@demo.test', '/withdraw');
    await page.getByRole('button', { name: 'Check on chain' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    // Exactly: the sidebar's saved views ("Approved by me today") are menu items too.
    expect(await page.getByRole('menuitem', { name: 'Approve', exact: true }).count()).toBe(0);
    await screenshot(page, 'money-withdraw-viewer');
    const [pending] = await list(page, 'withdrawals?status=pending&limit=1');
    const refused = await api(page, 'POST', `withdrawals/${pending._id}/approve`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have edit access to Withdraw.');
    expect((await api(page, 'GET', `withdrawals/${pending._id}`)).body.result?.status).toBe(
      'pending',
    );

    await goInApp(page, '/coin-list');
    await page.getByRole('cell', { name: 'USDC', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'money-coin-list-viewer');
    await goInApp(page, '/deposit');
    await page.getByRole('button', { name: 'Check on chain' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await screenshot(page, 'money-deposit-viewer');
    await goInApp(page, '/admin-profit');
    await page.getByText('Settlement token held by the treasury').waitFor();
    await screenshot(page, 'money-admin-profit-viewer');
    await context.close();
  });

  it('superadmin sees every money screen', async () => {
    const wide = await freshContext(app.browser, { viewport: { width: 1440, height: 900 } });
    wide.setDefaultTimeout(STEP_TIMEOUT_MS);
    const shot = await wide.newPage();
    const errors: string[] = [];
    shot.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await openSignedIn(shot, app.url, 'superadmin@demo.test', '/coin-list');
    await shot.getByRole('cell', { name: 'BONK', exact: true }).waitFor();
    await screenshot(shot, 'money-coin-list-superadmin');
    await shot.getByRole('link', { name: 'Edit SOL' }).click();
    await expect
      .poll(() => shot.getByRole('textbox', { name: 'Mint address' }).inputValue(), POLL)
      .toBe('So11111111111111111111111111111111111111112');
    await screenshot(shot, 'money-update-coin-superadmin');
    await goInApp(shot, '/deposit');
    await shot.getByRole('button', { name: 'Check on chain' }).first().waitFor();
    await screenshot(shot, 'money-deposit-superadmin');
    await goInApp(shot, '/withdraw');
    await shot
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .waitFor();
    await screenshot(shot, 'money-withdraw-superadmin');
    await goInApp(shot, '/admin-profit');
    await shot.getByText('Settlement token held by the treasury').waitFor();
    await shot.getByRole('img', { name: /fee revenue from trades and withdrawals/ }).waitFor();
    await screenshot(shot, 'money-admin-profit-superadmin');
    // No page scrolls sideways at 1440 px.
    expect(
      await shot.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await wide.close();
  });
});
