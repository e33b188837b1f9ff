import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_API_PATH } from '../../src/model/contract';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('/dashboard', () => {
  it('shows KPI tiles with their change, each opening its module, and the 30-day charts', async () => {
    await startApp('/dashboard', { signedInAs: 'superadmin@demo.test' });
    const users = await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS });
    expect(users).toHaveTextContent(/vs 7 days ago/);
    expect(users.closest('a')).toHaveAttribute('href', '/user-list');
    const active = screen.getByTestId('kpi-activeMarkets').closest('a')!;
    expect(new URLSearchParams(active.getAttribute('href')!.split('?')[1])).toEqual(
      new URLSearchParams({
        'filters[0][field]': 'status',
        'filters[0][operator]': 'eq',
        'filters[0][value]': 'active',
      }),
    );
    expect(
      await screen.findByRole('table', { name: 'Sign-ups per day, last 30 days' }),
    ).toBeInTheDocument();
    const trading = await screen.findByRole('table', {
      name: 'Daily volume and fees, last 30 days',
    });
    expect(within(trading).getAllByRole('row')).toHaveLength(31);
  });

  it('counts the reasons given per action, each count opening the audit log at its entries', async () => {
    const done = { resource: 'withdrawals', action: 'reject', code: 'kyc_incomplete', count: 3 };
    server.use(
      http.get(`*${DASHBOARD_API_PATH}`, () =>
        HttpResponse.json({ success: true, result: { figures: [], reasons: [done] } }),
      ),
    );
    await startApp('/dashboard', { signedInAs: 'superadmin@demo.test' });
    const card = await screen.findByTestId('reason-counts', {}, { timeout: UI_WAIT_MS });
    expect(card).toHaveTextContent('Withdrawals · Reject');
    const link = within(card).getByRole('link', { name: 'Identity checks incomplete 3' });
    const query = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    const filters = [...query].filter(([key]) => key.endsWith('[field]')).map(([, v]) => v);
    expect(filters).toEqual(['resource', 'action', 'reasonCode', 'outcome', 'at']);
    expect([...query.values()]).toContain('kyc_incomplete');
  });

  it("writes each money tile's whole figure in the one money format: separators, cents, unit", async () => {
    await startApp('/dashboard', { signedInAs: 'superadmin@demo.test' });
    await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS });
    for (const key of ['volume24h', 'openInterest', 'feeRevenue']) {
      const exact = screen.getByTestId(`kpi-${key}`).querySelector('.kpi-exact')!;
      expect(exact.textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} USDC$/);
    }
  });

  it('titles the trading chart by the series it draws', async () => {
    await startApp('/dashboard', { signedInAs: 'superadmin@demo.test' });
    const both = await screen.findByRole(
      'table',
      { name: 'Daily volume and fees, last 30 days' },
      { timeout: UI_WAIT_MS },
    );
    expect(within(both).getByRole('columnheader', { name: 'Volume (USDC)' })).toBeInTheDocument();
    expect(within(both).getByRole('columnheader', { name: 'Fees (USDC)' })).toBeInTheDocument();
    cleanup();
    resetApp();
    // Finance may not view Markets: the API answers no volume, and the title does not claim one.
    await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    const fees = await screen.findByRole(
      'table',
      { name: 'Daily fees, last 30 days' },
      { timeout: UI_WAIT_MS },
    );
    expect(within(fees).queryByRole('columnheader', { name: 'Volume (USDC)' })).toBeNull();
  });

  it('opens the withdrawals waiting for an approval: as many as the tile counts', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    const tile = await screen.findByTestId('kpi-pendingWithdrawals', {}, { timeout: UI_WAIT_MS });
    const counted = await waitFor(() => {
      const value = tile.querySelector('.ant-statistic-content-value')?.textContent ?? '';
      expect(value).toMatch(/^\d+$/);
      return value;
    });
    await user.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'));
    // The first approval's queue and the second's (four-eyes): the tile counts both.
    expect(
      await screen.findByText(`${counted} withdrawals`, {}, { timeout: UI_WAIT_MS }),
    ).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => /Pending|Awaiting 2nd approval/.test(row.textContent ?? ''))).toBe(
      true,
    );
    const filter = new URLSearchParams(router.state.location.search);
    expect(filter.get('filters[0][operator]')).toBe('in');
    expect([filter.get('filters[0][value][0]'), filter.get('filters[0][value][1]')]).toEqual([
      'pending',
      'awaitingSecondApproval',
    ]);
  });

  it('shows an admin only the figures of its modules (finance: no market figures)', async () => {
    await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    expect(await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS })).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-activeMarkets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('kpi-volume24h')).not.toBeInTheDocument();
  });

  it('while loading, holds the place of exactly the tiles and charts that arrive: nothing moves', async () => {
    // The figures wait until the loading state has been read.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*${DASHBOARD_API_PATH}`, async () => {
        await held;
        return undefined; // then the demo API's own handler answers
      }),
    );
    const { container } = await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    const chartTitles = () =>
      [...container.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);
    await waitFor(
      () => expect(container.querySelectorAll('.kpi-grid .ant-skeleton').length).toBeGreaterThan(0),
      {
        timeout: UI_WAIT_MS,
      },
    );
    const placeholders = container.querySelectorAll('.kpi-grid .ant-col').length;
    const titlesWhileLoading = chartTitles();
    answer();
    await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS });
    expect(container.querySelectorAll('.kpi-grid .ant-col')).toHaveLength(placeholders);
    expect(chartTitles()).toEqual(titlesWhileLoading);
    expect(titlesWhileLoading.length).toBeGreaterThan(0);
  });

  it('a figure that could not be read is a dash with the reason, never a zero', async () => {
    server.use(
      http.get(`*${DASHBOARD_API_PATH}`, () =>
        HttpResponse.json(
          { success: false, message: 'The reporting database is not answering' },
          { status: 503 },
        ),
      ),
    );
    await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    const tile = await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS });
    expect(tile.getAttribute('data-unread')).toBe('true');
    expect(within(tile).getByText('—')).toBeInTheDocument();
    expect(
      within(tile).getByText(/Not read: The reporting database is not answering/),
    ).toBeInTheDocument();
    expect(within(tile).queryByText(/^0$/)).toBeNull();
    expect(screen.getByText('Could not load the dashboard figures')).toBeInTheDocument();
    server.resetHandlers();
  });
});
