import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';
import { queryClient } from '../../src/state/queryClient';
import { liveStatus, setLiveState } from '../../src/state/liveStatus';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

const searched = (path: string, words: string) =>
  `${path}?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${words}`;

describe('list loading and empty states', () => {
  it('says when filters hide every row, and clears them', async () => {
    await startApp(searched('/tags', 'no-such-tag-anywhere'), {
      signedInAs: 'superadmin@demo.test',
    });
    // The first visit compiles the list page (slow on a busy machine).
    expect(
      await screen.findByText('No tags match these filters.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Edit / }).length).toBe(20));
    expect(screen.queryByText('No tags match these filters.')).toBeNull();
  }, 90_000);

  it('tells an editor how to add the first record, and a viewer that there are none yet', async () => {
    for (const tag of [...store.all('tags')]) store.remove('tags', tag._id);
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByText('No tags yet. Add the first one.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /New tag/ }).length).toBe(2);
    cleanup();
    await startApp('/tags', { signedInAs: 'viewer@demo.test' });
    expect(
      await screen.findByText('No tags yet. They appear here as they are recorded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New tag/ })).toBeNull();
  }, 90_000);

  /**
   * Makes the withdrawals' list calls fail (503 with the server's message) until `heal()`;
   * `refused` lists the query of each call it failed.
   */
  function breakWithdrawals() {
    let broken = true;
    const refused: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/withdrawals', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (!broken || query.has('_id_in')) return undefined;
        refused.push(query);
        return HttpResponse.json(
          { success: false, message: 'Service Unavailable: the ledger is being upgraded' },
          { status: 503 },
        );
      }),
    );
    return { heal: () => (broken = false), refused };
  }

  const empties = /No withdrawals (yet|match)/;

  it('a page that could not be read says so with the server’s message and Retry, never empty', async () => {
    await startApp('/withdraw?pageSize=20&currentPage=1', { signedInAs: 'finance@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 });
    const api = breakWithdrawals();
    // Page 3, never read: the failure in place of the rows, the pager still there.
    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    const failure = await screen.findByTestId('list-failure', {}, { timeout: UI_WAIT_MS });
    expect(within(failure).getByText('Could not load withdrawals')).toBeInTheDocument();
    expect(within(failure).getByText(/the ledger is being upgraded/)).toBeInTheDocument();
    expect(within(failure).getByText(/Failed at \d{4}-\d\d-\d\d \d\d:\d\d/)).toBeInTheDocument();
    expect(screen.queryByText(empties)).toBeNull();
    expect(screen.getByText(/^1,?000 withdrawals$/)).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-item-3')!.className).toMatch(/active/);
    // A search that fails says the same, not "no match".
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    // The search's own read failed (not page 3's, still shown until the search is sent), and
    // its failure is what the list shows.
    await waitFor(() =>
      expect(api.refused.some((query) => query.get('q') === 'nobody')).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByTestId('list-failure')).toHaveLength(1));
    expect(screen.queryByText(empties)).toBeNull();
    // Healed and retried in one turn: the list may also read itself again on its own (the live
    // feed coming back), which must not take the failure away before Retry is pressed.
    const retry = within(screen.getByTestId('list-failure')).getByRole('button', { name: 'Retry' });
    api.heal();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByTestId('list-failure')).toBeNull(), {
      timeout: UI_WAIT_MS,
    });
    expect(screen.getByText(empties)).toBeInTheDocument();
  }, 90_000);

  it('rows kept from an earlier read are marked with the time of that read when reading again fails', async () => {
    await startApp('/withdraw?pageSize=20&currentPage=1', { signedInAs: 'finance@demo.test' });
    const rows = await screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 });
    breakWithdrawals();
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    const stale = await screen.findByTestId('list-stale');
    expect(stale.textContent).toMatch(/Shown as read at \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(stale.textContent).toMatch(/the ledger is being upgraded/);
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(rows.length);
  }, 90_000);

  it('a live list says while the live feed is down, and reads itself again when it is back', async () => {
    await startApp('/withdraw?pageSize=20&currentPage=1', { signedInAs: 'finance@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 });
    let listReads = 0;
    const count = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/withdrawals' && !url.searchParams.has('_id_in'))
        listReads += 1;
    };
    server.events.on('request:start', count);
    try {
      act(() => setLiveState('reconnecting'));
      const notice = await screen.findByTestId('list-feed-paused');
      expect(notice.textContent).toMatch(/Live updates paused since/);
      act(() => setLiveState('live'));
      await waitFor(() => expect(screen.queryByTestId('list-feed-paused')).toBeNull());
      await waitFor(() => expect(listReads).toBeGreaterThan(0));
    } finally {
      server.events.removeListener('request:start', count);
      act(() => liveStatus.set({ state: 'idle' }));
    }
  }, 90_000);
});
