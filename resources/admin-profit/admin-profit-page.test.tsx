import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromBaseUnits, sumDecimals, toBaseUnits } from '../domain';
import { formatAmount } from '../../src/model/format';
import {
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  tokenFor,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import type { KpiFigure } from '../../src/model/contract';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const usdc = () => store.all('coins').find((coin) => coin.symbol === 'USDC')!;
/** The exact USDC fees of UTC days from..to (YYYY-MM-DD), from the ledger itself. */
function usdcFees(from: string, to: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to) + DAY;
  return sumDecimals(
    store
      .all('admin-profit')
      .filter((entry) => {
        const at = Date.parse(String(entry.at));
        return entry.coinId === usdc()._id && at >= start && at < end;
      })
      .map((entry) => entry.amount),
  );
}

describe('/admin-profit', () => {
  it('shows fee revenue per coin, a chart per day and the treasury balance read over RPC', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/admin-profit?pageSize=5', { signedInAs: 'finance@demo.test' });
    // The per-coin table: USDC's total over the default range (30 UTC days ending today).
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(today) - 29 * DAY).toISOString().slice(0, 10);
    const total = formatAmount(usdcFees(from, today), 'USDC');
    expect(await screen.findByText(total, {}, { timeout: UI_WAIT_MS })).toBeInTheDocument();

    // The treasury: every USDC fee of the ledger, held in two token accounts, summed.
    const held = formatAmount(
      fromBaseUnits(
        toBaseUnits(
          sumDecimals(
            store
              .all('admin-profit')
              .filter((entry) => entry.coinId === usdc()._id)
              .map((entry) => entry.amount),
          ),
          6,
        ),
        6,
      ),
      'USDC',
    );
    const treasury = (await screen.findByText('Treasury balance (on chain)')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(treasury).findByText(held)).toBeInTheDocument();
    expect(within(treasury).getByText('2')).toBeInTheDocument();

    // The chart (its table where jsdom has no canvas): one row per day, USDC first.
    const chart = await screen.findByRole('table', {
      name: `Daily USDC fee revenue from trades and withdrawals, ${from} to ${today}`,
    });
    expect(within(chart).getAllByRole('row').length).toBeGreaterThanOrEqual(30);
    await user.click(screen.getByText('SOL', { selector: '.ant-segmented-item-label' }));
    expect(
      await screen.findByRole('table', {
        name: `Daily SOL fee revenue from trades and withdrawals, ${from} to ${today}`,
      }),
    ).toBeInTheDocument();

    // Stats come from the server for the range asked.
    expect(requests.some((request) => request.path.endsWith('/api/admin/admin-profit/stats'))).toBe(
      true,
    );
  }, 60_000);

  it('asks the server again for another date range', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/admin-profit?pageSize=5', { signedInAs: 'finance@demo.test' });
    await screen.findByText('Fee revenue per coin', {}, { timeout: UI_WAIT_MS });
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(today) - 6 * DAY).toISOString().slice(0, 10);
    const [start, end] = screen.getAllByPlaceholderText(/date/i);
    await user.click(start);
    await user.clear(start);
    await user.type(start, `${from}{Enter}`);
    await user.clear(end);
    await user.type(end, `${today}{Enter}`);
    await waitFor(() =>
      expect(
        screen.getByText(formatAmount(usdcFees(from, today), 'USDC'), { selector: 'strong' }),
      ).toBeInTheDocument(),
    );
  }, 60_000);

  it("one click on the last 7 days shows the dashboard's fee tile, to the last decimal", async () => {
    const user = userEvent.setup({ delay: null });
    const token = await tokenFor('finance@demo.test');
    const answer = await fetch(`${window.location.origin}/api/admin/dashboard`, {
      headers: { Authorization: token },
    });
    const { figures } = (await answer.json()).result as { figures: KpiFigure[] };
    const tile = figures.find((figure) => figure.key === 'feeRevenue')!;
    await startApp('/admin-profit?pageSize=5', { signedInAs: 'finance@demo.test' });
    await screen.findByText('Fee revenue per coin', {}, { timeout: UI_WAIT_MS });
    await user.click(screen.getAllByPlaceholderText(/date/i)[0]);
    await user.click(
      await screen.findByTitle("The days of the dashboard's fee tile (UTC, today included)"),
    );
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(today) - 6 * DAY).toISOString().slice(0, 10);
    expect(String(tile.value)).toBe(usdcFees(from, today));
    await waitFor(() =>
      expect(
        screen.getByText(formatAmount(String(tile.value), 'USDC'), { selector: 'strong' }),
      ).toBeInTheDocument(),
    );
  }, 60_000);

  it('the fee ledger lists the days of the page’s range, and has no range of its own', async () => {
    const user = userEvent.setup({ delay: null });
    const ledgerReads: URLSearchParams[] = [];
    const watch = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/admin-profit') ledgerReads.push(url.searchParams);
    };
    server.events.on('request:start', watch);
    try {
      await startApp('/admin-profit?pageSize=5', { signedInAs: 'finance@demo.test' });
      await screen.findByText('Fee revenue per coin', {}, { timeout: UI_WAIT_MS });
      await user.click(screen.getAllByPlaceholderText(/date/i)[0]);
      await user.click(
        await screen.findByTitle("The days of the dashboard's fee tile (UTC, today included)"),
      );
      const today = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.parse(today) - 6 * DAY).toISOString().slice(0, 10);
      await waitFor(() => expect(ledgerReads.at(-1)?.get('at_gte')).toBe(`${from}T00:00:00.000Z`));
      expect(ledgerReads.at(-1)?.get('at_lte')).toBe(`${today}T23:59:59.999Z`);
      const inRange = store
        .all('admin-profit')
        .filter((entry) => String(entry.at) >= from && String(entry.at).slice(0, 10) <= today);
      const total = () =>
        document.querySelector('.ant-pagination-total-text')?.textContent?.replace(/\D/g, '');
      await waitFor(() => expect(total()).toBe(String(inRange.length)));
      // The page's range is the ledger's: no second one in its filter bar.
      expect(screen.queryByPlaceholderText('Time from')).toBeNull();
    } finally {
      server.events.removeListener('request:start', watch);
    }
  }, 60_000);
});
