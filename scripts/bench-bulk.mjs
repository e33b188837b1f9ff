/**
 * Part of `npm run bench`: clearing 50 pending withdrawals one by one (open each, Approve,
 * confirm) against in one batch (the 50 listed, select all, Approve selected, read the dry run,
 * confirm), in real Chromium on the production build and the HTTP demo API. Prints the steps
 * (clicks and page loads) and the time of each way; asserts nothing.
 *
 *   node scripts/bench-bulk.mjs [dist-bench/prod]    (a build with VITE_DEMO_MODE=false)
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { signedInPage } from './bench-order-history.mjs';
import { CHROMIUM, viteSources } from './bench-support.mjs';

const ROWS = 50;
const PASSWORD = 'Demo#2026';

/** The page's session confirms its identity (step-up), as the admin would when first asked. */
function confirmIdentity(page) {
  return page.evaluate(async (password) => {
    await fetch('/api/admin/step-up', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: localStorage.getItem('adminToken') ?? '',
      },
      body: JSON.stringify({ password }),
    });
  }, PASSWORD);
}

/** One by one: each withdrawal's page, its Approve, the confirmation, the toast. */
async function oneByOne(page, base, ids) {
  const started = performance.now();
  for (const id of ids) {
    await page.goto(`${base}/withdraw/${id}`);
    const header = page.locator('.record-show > .ant-card-head');
    await header.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Withdrawal approved').first().waitFor();
  }
  return { ms: performance.now() - started, steps: ids.length * 3 };
}

/** In one batch: the rows listed, the page selected, the dry run read, the batch confirmed. */
async function inOneBatch(page, base, ids, listLink) {
  const started = performance.now();
  const query = ids.map((id) => `_id=${id}`).join('&');
  await page.goto(`${base}${listLink('/withdraw', query)}&pageSize=${ids.length}`);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: /a batch/ });
  await dialog.getByTestId('bulk-summary').waitFor();
  await dialog.getByRole('button', { name: `Approve ${ids.length} rows` }).click();
  await dialog.getByText(/The batch was sent/).waitFor();
  // Page load, select all, Approve selected, the batch's own button.
  return { ms: performance.now() - started, steps: 4 };
}

export async function benchBulk(outDir = 'dist-bench/prod') {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const vite = await viteSources();
  const { startDemoServer } = await vite.ssrLoadModule('/src/demo/server.ts');
  const { DemoStore } = await vite.ssrLoadModule('/src/demo/store.ts');
  const { listLink } = await vite.ssrLoadModule('/src/model/listLink.ts');
  const store = new DemoStore();
  // The caps per batch have their own tests; here they would only stop the batch.
  for (const coin of store.all('coins'))
    store.update('coins', coin._id, { batchApprovalLimit: '1000000000' });
  // 100 pending withdrawals of coins open for withdrawals, each cleared by one approval (the
  // seed's pending ones, and rejected ones asked again; four-eyes has its own tests).
  const open = new Set(
    store
      .all('coins')
      .filter((coin) => coin.status === 'active' && coin.withdrawEnabled !== false)
      .map((coin) => coin._id),
  );
  const single = [...store.all('withdrawals')]
    .filter((row) => open.has(row.coinId) && ['pending', 'rejected'].includes(row.status))
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'pending' ? -1 : 1))
    .slice(0, 2 * ROWS)
    .map(
      (row) =>
        store.update('withdrawals', row._id, {
          status: 'pending',
          approvals: [],
          needsTwoApprovals: false,
        })._id,
    );
  if (single.length < 2 * ROWS) throw new Error(`Only ${single.length} withdrawals to approve`);
  const server = await startDemoServer({ staticDir: outDir, store, maxLifetimeMs: 900_000 });
  const { browser, page } = await signedInPage(server.url);
  try {
    await confirmIdentity(page);
    const alone = await oneByOne(page, server.url, single.slice(0, ROWS));
    await confirmIdentity(page);
    const batch = await inOneBatch(page, server.url, single.slice(ROWS, 2 * ROWS), listLink);
    const left = single
      .slice(0, 2 * ROWS)
      .filter((id) => store.find('withdrawals', id).status === 'pending');
    if (left.length) throw new Error(`${left.length} withdrawals were left pending`);
    const line = (label, { ms, steps }) =>
      console.log(
        `  ${label.padEnd(28)}${`${(ms / 1000).toFixed(1)} s`.padStart(9)}   ${steps} steps`,
      );
    line('one by one', alone);
    line('in one batch', batch);
    console.log(`  faster by${`${(alone.ms / batch.ms).toFixed(1)}x`.padStart(21)}`);
  } finally {
    await browser.close();
    await server.close();
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBulk(process.argv[2]);
}
