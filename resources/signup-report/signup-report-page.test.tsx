import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { appState } from '../../src/state/appState';
import { clearDateRange, setDateRange } from '../../src/state/dateFilter';
import { toastStore } from '../../src/toast/toasts';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

/** Every sign-up report call with its query (the harness keeps paths only). */
const calls: URL[] = [];
beforeAll(() => {
  listenDemoApi();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/admin/signup-report')) calls.push(url);
  });
});
afterEach(() => {
  cleanup();
  resetApp();
  clearDateRange();
  calls.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const last = (path: string) => calls.filter((url) => url.pathname === path).at(-1);

describe('sign-up report', () => {
  it('asks for the last 30 days when no range is chosen, and shows days with totals', async () => {
    await startApp('/signup-report', { signedInAs: 'superadmin@demo.test' });
    await screen.findByText('Total', undefined, { timeout: UI_WAIT_MS });
    const query = last('/api/admin/signup-report')!.searchParams;
    expect(query.get('createdAt_gte')).toBe(
      dayjs().subtract(29, 'day').startOf('day').toISOString(),
    );
    expect(query.get('createdAt_lte')).toBe(dayjs().endOf('day').toISOString());
    expect(screen.getByText('Per day, 30 days')).toBeInTheDocument();
    // The chart (its accessible table in jsdom) has the three series.
    const chart = await screen.findByRole('table', { name: /^Sign-ups, verified e-mails/ });
    expect(within(chart).getByRole('columnheader', { name: 'First deposits' })).toBeTruthy();
  }, 30_000);

  it("sends the app's date filter state (isDate and filters) as the range", async () => {
    setDateRange({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-07T23:59:59.999Z' });
    await startApp('/signup-report', { signedInAs: 'viewer@demo.test' });
    await screen.findByText('Per day, 7 days', undefined, { timeout: UI_WAIT_MS });
    const query = last('/api/admin/signup-report')!.searchParams;
    expect(query.get('createdAt_gte')).toBe('2026-10-01T00:00:00.000Z');
    expect(query.get('createdAt_lte')).toBe('2026-10-07T23:59:59.999Z');
  }, 30_000);

  it('keeps a range picked on the page in the date filter state and reaches the server with it', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/signup-report', { signedInAs: 'superadmin@demo.test' });
    await screen.findByText('Per day, 30 days', undefined, { timeout: UI_WAIT_MS });
    const [start] = screen.getAllByRole('textbox');
    await user.click(start);
    await user.click(await screen.findByText('Last 7 days'));
    await screen.findByText('Per day, 7 days');
    const from = dayjs().subtract(6, 'day').startOf('day').toISOString();
    expect(appState.get().dateFilter).toEqual({
      isDate: true,
      filters: { from, to: dayjs().endOf('day').toISOString() },
    });
    expect(last('/api/admin/signup-report')!.searchParams.get('createdAt_gte')).toBe(from);
  }, 30_000);

  it('downloads the CSV of the range, named after the report and its days', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    setDateRange({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-07T23:59:59.999Z' });
    await startApp('/signup-report', { signedInAs: 'viewer@demo.test' });
    await screen.findByText('Per day, 7 days', undefined, { timeout: UI_WAIT_MS });
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const name = `signup-report_${dayjs('2026-10-01T00:00:00.000Z').format('YYYY-MM-DD')}_${dayjs('2026-10-07T23:59:59.999Z').format('YYYY-MM-DD')}.csv`;
    expect(saved[0]).toBe(name);
    const query = last('/api/admin/signup-report/export')!.searchParams;
    expect(query.get('createdAt_gte')).toBe('2026-10-01T00:00:00.000Z');
    expect(query.get('createdAt_lte')).toBe('2026-10-07T23:59:59.999Z');
    expect(toastStore.get().toasts[0]).toMatchObject({
      type: 'success',
      message: `Downloaded ${name}`,
    });
  }, 30_000);

  it("shows the server's refusal of a range", async () => {
    setDateRange({ from: '2024-01-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' });
    await startApp('/signup-report', { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByText('A report covers at most 366 days', undefined, {
        timeout: UI_WAIT_MS,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not load the sign-up report')).toBeInTheDocument();
  }, 30_000);
});
