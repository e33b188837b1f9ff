import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allMarkets } from '../events/demo';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** A market that has traded: its page has orders and trades to list. */
function tradedMarket() {
  const traded = new Set(store.all('trades').map((trade) => trade.marketId));
  return allMarkets(store).find((market) => traded.has(market._id))!;
}

/** A market has its own page (/market/{id}): reached from the list and from Ctrl-K. */
describe('a market page', () => {
  it('shows the market with its event, prices and figures, and its orders and trades', async () => {
    const market = tradedMarket();
    await startApp(`/market/${market._id}`, { signedInAs: 'superadmin@demo.test' });
    const heading = await screen.findByRole(
      'heading',
      { name: String(market.question) },
      {
        timeout: 45_000,
      },
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getAllByText(String(market.eventTitle)).length).toBeGreaterThan(0);
    expect(screen.getByText('Prices (Yes / No)')).toBeInTheDocument();
    expect(screen.getByText('Minimum order')).toBeInTheDocument();
    for (const tab of ['Orders', 'Trades', 'Open positions', 'Closed positions'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    // Its trades tab lists this market's trades only, and says how many.
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    const trades = store.all('trades').filter((trade) => trade.marketId === market._id);
    await screen.findByText(new RegExp(`${trades.length} trades?`), undefined, {
      timeout: UI_WAIT_MS,
    });
    // Its changes are its event's: the page links to the event's history.
    const history = screen.getByRole('link', { name: 'Event history' });
    expect(history).toHaveAttribute('href', `/event-history/${String(market.eventId)}`);
  }, 90_000);

  it('opens from its row on /market-overview', async () => {
    const { router } = await startApp('/market-overview', { signedInAs: 'operator@demo.test' });
    const view = (await screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 }))[0];
    const label = view.getAttribute('aria-label')!.replace(/^View /, '');
    // The event's history is a link of the market's page, not of each row (recordPageOnly).
    expect(screen.queryAllByRole('link', { name: 'Event history' })).toEqual([]);
    fireEvent.click(view);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/market\/[0-9a-f]{24}$/));
    expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
  }, 90_000);

  it("is found with Ctrl-K by its event's ticker", async () => {
    const market = tradedMarket();
    const { router } = await startApp('/events', { signedInAs: 'operator@demo.test' });
    await screen.findByRole('button', { name: 'Search Ctrl K' }, { timeout: 45_000 });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages and records' });
    fireEvent.change(input, { target: { value: String(market.eventTicker) } });
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    const option = await within(listbox).findByRole(
      'option',
      { name: `${String(market.question)} Markets` },
      { timeout: UI_WAIT_MS },
    );
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/market/${market._id}`));
  }, 90_000);
});
