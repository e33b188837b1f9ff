import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBase58Decoder } from '@solana/web3.js';
import type { ReactElement } from 'react';
import tradeBots from '.';
import { SECRET_KEY_MESSAGE } from '../domain';
import { declarationRoutes } from '../../src/app/routes';
import { allMarkets } from '../events/demo';
import type { Row } from '../../src/demo/store';
import { toastStore } from '../../src/toast/toasts';
import {
  formReady,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import { withSingleControl } from '../../tests/integration/support/singleControl';

/** Full addresses of the market lists asked for (the harness keeps paths only). */
const marketQueries: URL[] = [];
beforeAll(() => {
  listenDemoApi();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/markets') marketQueries.push(url);
  });
});
// About the bots' states: a start applies at once (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const PUBLIC_KEY = getBase58Decoder().decode(Uint8Array.from({ length: 32 }, (_, i) => i + 1));
const SECRET_KEY = getBase58Decoder().decode(Uint8Array.from({ length: 64 }, (_, i) => i * 3));

/** The form's inputs are re-created once after mount (Refine's useForm resets the fields). */
const openMarket = () =>
  allMarkets(store).find(
    (market) =>
      market.status === 'active' &&
      market.acceptingOrders === true &&
      String(market.question).length > 12,
  )!;

/** Pauses a market as another admin would, while the form is open. */
function pauseMarket(market: Row) {
  const event = store.find('events', String(market.eventId))!;
  store.update('events', event._id, {
    markets: (event.markets as Row[]).map((row) =>
      row._id === market._id ? { ...row, status: 'paused', acceptingOrders: false } : row,
    ),
  });
}

async function chooseMarket(user: ReturnType<typeof userEvent.setup>, market: Row) {
  const select = screen.getByRole('combobox', { name: 'Market' });
  await user.click(select);
  await user.type(select, String(market.question).slice(0, 12));
  const option = await screen.findByTitle(String(market.question), undefined, {
    timeout: UI_WAIT_MS,
  });
  await user.click(option);
}

describe('trade bot: one screen adds and updates', () => {
  it('gives /add-trade-bot and /update-trade-bot/:id the same page component', () => {
    const routes = declarationRoutes(tradeBots);
    const element = (path: string) =>
      routes.find((route) => route.path === path)?.element as ReactElement;
    expect(element('/add-trade-bot')).toBeDefined();
    expect(element('/add-trade-bot').type).toBe(element('/update-trade-bot/:id').type);
  });

  it('renders that form empty to add, and filled with the bot to update', async () => {
    await startApp('/add-trade-bot', { signedInAs: 'superadmin@demo.test' });
    const form = await screen.findByTestId('trade-bot-form', undefined, { timeout: UI_WAIT_MS });
    expect(within(form).getByRole('heading', { name: 'New trade bot' })).toBeInTheDocument();
    expect(await formReady('Name')).toHaveValue('');
    cleanup();
    const bot = store.all('trade-bots')[0];
    await startApp(`/update-trade-bot/${bot._id}`, { signedInAs: 'superadmin@demo.test' });
    const edit = await screen.findByTestId('trade-bot-form', undefined, { timeout: UI_WAIT_MS });
    expect(within(edit).getByRole('heading', { name: 'Edit trade bot' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(String(bot.name)));
    expect(screen.getByLabelText('Wallet address')).toHaveValue(String(bot.walletAddress));
  });
});

describe('trade bot form', () => {
  it('puts a 400 on its field and keeps every input', async () => {
    const user = userEvent.setup({ delay: null });
    const market = openMarket();
    const { router } = await startApp('/add-trade-bot', { signedInAs: 'superadmin@demo.test' });
    await user.type(await formReady('Name'), 'Integration quote bot');
    await chooseMarket(user, market);
    // The market list offers only markets that take orders (BOT_MARKET_FILTER).
    // (Searches, not the look-up of the chosen market's label by `_id_in`, which may come last.)
    const searches = marketQueries.filter((url) => !url.searchParams.has('_id_in'));
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      expect(search.searchParams.get('status')).toBe('active');
      expect(search.searchParams.get('acceptingOrders')).toBe('true');
    }
    await user.clear(screen.getByLabelText('Spread'));
    await user.type(screen.getByLabelText('Spread'), '250');
    await user.type(screen.getByLabelText('Order size'), '40');
    await user.type(screen.getByLabelText('Max position'), '800');
    await user.type(screen.getByLabelText('Wallet address'), PUBLIC_KEY);
    // Another admin pauses the market before this one saves.
    pauseMarket(market);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'The market must be active and accepting orders (it is paused, not accepting orders)',
        undefined,
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Integration quote bot');
    expect(screen.getByLabelText('Spread')).toHaveValue('250');
    expect(screen.getByLabelText('Order size')).toHaveValue('40');
    expect(screen.getByLabelText('Wallet address')).toHaveValue(PUBLIC_KEY);
    expect(router.state.location.pathname).toBe('/add-trade-bot');
    expect(toastStore.get().toasts[0]).toMatchObject({
      type: 'error',
      message: 'Could not save the trade bot',
    });
    expect(store.all('trade-bots').some((bot) => bot.name === 'Integration quote bot')).toBe(false);
  }, 30_000);

  it('refuses a secret key on the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const bot = store.all('trade-bots')[0];
    await startApp(`/update-trade-bot/${bot._id}`, { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(String(bot.name)), {
      timeout: UI_WAIT_MS,
    });
    const wallet = await formReady('Wallet address');
    await user.clear(wallet);
    await user.type(wallet, SECRET_KEY);
    await user.clear(screen.getByLabelText('Order size'));
    await user.type(screen.getByLabelText('Order size'), '999999999');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(SECRET_KEY_MESSAGE)).toBeInTheDocument();
    expect(
      await screen.findByText(/^Order size must not be above the max position/),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(JSON.stringify(store.all('trade-bots'))).not.toContain(SECRET_KEY);
  }, 30_000);
});

describe('trade bot list: start and stop', () => {
  async function openRow(user: ReturnType<typeof userEvent.setup>, bot: Row) {
    await startApp('/trade-bot', { signedInAs: 'superadmin@demo.test' });
    const search = await screen.findByPlaceholderText('Search name or market', undefined, {
      timeout: UI_WAIT_MS,
    });
    await user.type(search, `${String(bot.name)}{Enter}`);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    return screen.getByText(String(bot.name)).closest('tr') as HTMLElement;
  }

  /** Confirms in antd's modal.confirm (a closed one may linger in jsdom: take the open one). */
  async function confirm(user: ReturnType<typeof userEvent.setup>, label: string) {
    const open = () =>
      [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')]
        .filter((modal) => modal.textContent?.includes(label))
        .at(-1);
    await waitFor(() => expect(open()).toBeDefined());
    await user.click(within(open()!).getByRole('button', { name: label, hidden: true }));
  }

  const button = (row: HTMLElement, name: string) =>
    within(row).queryByRole('button', { name, hidden: true });

  it('starts a stopped bot, shows it running, stops it; a stale Stop gets the 409 message', async () => {
    const user = userEvent.setup({ delay: null });
    const bot = store.all('trade-bots').find((row) => row.status === 'stopped')!;
    const row = await openRow(user, bot);
    expect(within(row).getByText('Stopped')).toBeInTheDocument();
    expect(button(row, 'Stop')).toBeNull();
    await user.click(button(row, 'Start')!);
    await confirm(user, 'Start');
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'success',
        message: `Trade bot "${String(bot.name)}" is starting`,
      }),
    );
    // The runner reports back at the next request: the refreshed list shows it running.
    await waitFor(() =>
      expect(
        within(screen.getByText(String(bot.name)).closest('tr')!).getByText('Running'),
      ).toBeInTheDocument(),
    );
    const running = screen.getByText(String(bot.name)).closest('tr')!;
    expect(button(running, 'Start')).toBeNull();

    // Another admin stops it meanwhile; this list still offers Stop.
    store.update('trade-bots', bot._id, { status: 'stopped' });
    await user.click(button(running, 'Stop')!);
    await confirm(user, 'Stop');
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        message: 'Stop failed',
        description: 'Cannot stop: the trade bot is stopped.',
      }),
    );
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`/api/admin/trade-bots/${bot._id}/start`, `/api/admin/trade-bots/${bot._id}/stop`]);
  }, 30_000);

  it('shows a view-only admin no add, edit, start or stop', async () => {
    await startApp('/trade-bot', { signedInAs: 'viewer@demo.test' });
    await screen.findAllByText(/bot \d/, undefined, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: /New trade bot/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop', hidden: true })).toBeNull();
    expect(screen.queryByLabelText(/^Edit /)).toBeNull();
  }, 30_000);
});
