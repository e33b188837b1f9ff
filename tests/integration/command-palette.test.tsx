import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listenDemoApi, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

async function openPalette() {
  // The first visit compiles the layout and the list (slow on a busy machine).
  await screen.findByRole('button', { name: 'Search Ctrl K' }, { timeout: 45_000 });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Search pages and records' });
}

const results = () =>
  within(screen.getByRole('listbox', { name: 'Results' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('Ctrl-K command palette', () => {
  it('offers only the pages the admin may view, and finds a record by id, opening it', async () => {
    const { router } = await startApp('/events', { signedInAs: 'operator@demo.test' });
    const input = await openPalette();
    await waitFor(() => expect(results()).toContain('EventsMarkets'));
    const pages = results();
    expect(pages).toContain('NotificationsAccount');
    for (const hidden of ['Withdraw', 'Sub Admin', 'Site Setting', 'Dashboard'])
      expect(pages.some((text) => text?.startsWith(hidden))).toBe(false);

    fireEvent.change(input, { target: { value: 'tag' } });
    expect(results()[0]).toBe('TagsCategories');

    const event = store.all('events')[5];
    fireEvent.change(input, { target: { value: event._id } });
    await waitFor(() => expect(results()).toContain(`${String(event.title)}Events`));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/update-event/${event._id}`));
  }, 90_000);

  it('finds records by name, each opening where the admin may go (show page for a viewer)', async () => {
    const { router } = await startApp('/user-list', { signedInAs: 'finance@demo.test' });
    const input = await openPalette();
    const user = store.all('users')[3];
    fireEvent.change(input, { target: { value: String(user.email) } });
    await waitFor(() => expect(results().some((text) => text?.endsWith('Users'))).toBe(true));
    fireEvent.click(screen.getAllByRole('option').find((o) => o.textContent?.endsWith('Users'))!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user-history/${user._id}`));
  }, 90_000);

  it('a pointer resting where the results appear takes no choice; one that moves does', async () => {
    const { router } = await startApp('/events', { signedInAs: 'operator@demo.test' });
    let input = await openPalette();
    await waitFor(() =>
      expect(results().slice(0, 5)).toEqual([
        'ApprovalsAdmin controller',
        'CategoryCategories',
        'Change passwordAccount',
        'EventsMarkets',
        'Login historyAccount',
      ]),
    );
    // The list drawn under a still pointer: enter and over events, a move at the same spot.
    let resting = screen.getAllByRole('option')[4];
    fireEvent.mouseEnter(resting);
    fireEvent.mouseOver(resting);
    fireEvent.mouseMove(resting, { screenX: 200, screenY: 300 });
    fireEvent.mouseMove(resting, { screenX: 200, screenY: 300 });
    expect(resting).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/approvals'));

    input = await openPalette();
    await waitFor(() => expect(results().length).toBeGreaterThan(5));
    resting = screen.getAllByRole('option')[4];
    fireEvent.mouseMove(resting, { screenX: 200, screenY: 300 });
    fireEvent.mouseMove(resting, { screenX: 204, screenY: 306 });
    expect(resting).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginHistory'));
  }, 90_000);

  it('counts one result in the singular', async () => {
    await startApp('/events', { signedInAs: 'operator@demo.test' });
    const input = await openPalette();
    fireEvent.change(input, { target: { value: 'notif' } });
    await waitFor(() => expect(screen.queryByText('Searching records…')).not.toBeInTheDocument());
    await waitFor(() => expect(results()).toEqual(['NotificationsAccount']));
    expect(screen.getByText('1 result: arrows to choose, Enter to open')).toBeInTheDocument();
  }, 90_000);
});

describe('Ctrl-K counts and tells records apart', () => {
  it('counts only what it shows, and offers the list when a module has more matches', async () => {
    const { router } = await startApp('/events', { signedInAs: 'superadmin@demo.test' });
    const input = await openPalette();
    fireEvent.change(input, { target: { value: 'will' } });
    const more = await waitFor(() => {
      const row = screen
        .getAllByRole('option')
        .find((option) => /^All \d+ found: open the listEvents$/.test(option.textContent ?? ''));
      expect(row).toBeTruthy();
      return row!;
    });
    // The API's count of every match, more than the 3 rows shown per module.
    expect(Number(/\d+/.exec(more.textContent!)![0])).toBeGreaterThan(3);
    const shown = results().filter((text) => !text?.startsWith('All '));
    expect(
      screen.getByText(`${shown.length} shown, more records match: open the list to see all`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/results: arrows to choose/)).not.toBeInTheDocument();
    fireEvent.click(more);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(new URLSearchParams(router.state.location.search).get('filters[0][value]')).toBe('will');
  }, 90_000);

  it('shows what tells apart records found with the same title', async () => {
    const [first, second] = store.all('events');
    for (const event of [first, second]) store.update('events', event._id, { title: 'Twin title' });
    await startApp('/events', { signedInAs: 'superadmin@demo.test' });
    const input = await openPalette();
    fireEvent.change(input, { target: { value: 'twin title' } });
    await waitFor(() =>
      expect(results()).toEqual(
        expect.arrayContaining([
          `Twin title · Ticker: ${String(first.ticker)}Events`,
          `Twin title · Ticker: ${String(second.ticker)}Events`,
        ]),
      ),
    );
  }, 90_000);
});
