import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  formSettled,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
import { withSingleControl } from './support/singleControl';

beforeAll(listenDemoApi);
// About the form's checks: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  server.resetHandlers();
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const coinBy = (symbol: string) => store.all('coins').find((coin) => coin.symbol === symbol)!;
const puts = () =>
  requests.filter((request) => request.method === 'PUT' && request.path.includes('/coins/'));

async function openCoin(symbol: string) {
  const coin = coinBy(symbol);
  const view = await startApp(`/update-coin/${coin._id}`, { signedInAs: 'finance@demo.test' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue(symbol), {
    timeout: UI_WAIT_MS,
  });
  await formSettled();
  return { coin, ...view };
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, text);
}

describe('coin form (/update-coin/{id})', () => {
  it('checks the mint in the browser: a bad address never reaches the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { coin, router } = await openCoin('USDC');
    await typeInto(user, 'Mint address', 'not-a-mint');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Mint address must be a Solana address (base58, 32 bytes)'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Mint address' })).toHaveValue('not-a-mint');
    expect(router.state.location.pathname).toBe(`/update-coin/${coin._id}`);
  }, 60_000);

  it("puts the server's 400 on the mint field and keeps every input", async () => {
    const user = userEvent.setup({ delay: null });
    const { coin, router } = await openCoin('USDC');
    // A real 400 of the demo API: the mint of another coin.
    const taken = String(coinBy('USDT').mintAddress);
    await typeInto(user, 'Mint address', taken);
    await typeInto(user, 'Name', 'USD Coin (edited)');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(`Mint address "${taken}" is already used`)).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Mint address' })).toHaveValue(taken);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('USD Coin (edited)');
    expect(router.state.location.pathname).toBe(`/update-coin/${coin._id}`);
    expect(store.find('coins', coin._id)!.mintAddress).toBe(coin.mintAddress);

    // A backend that checks more than the browser (the mint on chain) answers on the field too.
    server.use(
      http.put(/\/api\/admin\/coins\/[^/]+$/, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The coin has errors',
            errors: { mintAddress: 'No SPL token mint at this address on devnet' },
          },
          { status: 400 },
        ),
      ),
    );
    const wellFormed = 'So11111111111111111111111111111111111111112';
    await typeInto(user, 'Mint address', wellFormed);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('No SPL token mint at this address on devnet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mint address' })).toHaveValue(wellFormed);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('USD Coin (edited)');
  }, 60_000);

  it('refuses a min withdraw above the max on the first save, then saves a good edit', async () => {
    const user = userEvent.setup({ delay: null });
    const { coin, router } = await openCoin('SOL');
    await typeInto(user, 'Min withdraw', '600');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Min withdraw must not be above the max withdraw'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await typeInto(user, 'Min withdraw', '0.2');
    await typeInto(user, 'Withdraw fee', '0.0100');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coin-list'));
    expect(store.find('coins', coin._id)).toMatchObject({
      minWithdraw: '0.2',
      withdrawFee: '0.0100',
      updatedBy: 'admin-finance',
    });
  }, 60_000);

  it('edits and sends an amount stored as a JSON number as text, so the coin still saves', async () => {
    // Stored before the API refused numbers for amounts (the reset after each test restores it).
    const sol = coinBy('SOL');
    store.update('coins', sol._id, { minDeposit: 0.05, dailyWithdrawLimit: 1e21 });
    const user = userEvent.setup({ delay: null });
    const { coin, router } = await openCoin('SOL');
    expect(screen.getByRole('textbox', { name: 'Min deposit' })).toHaveValue('0.05');
    expect(screen.getByRole('textbox', { name: 'Daily withdraw limit' })).toHaveValue(
      '1000000000000000000000',
    );
    await typeInto(user, 'Name', 'Solana (edited)');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coin-list'));
    expect(store.find('coins', coin._id)).toMatchObject({
      name: 'Solana (edited)',
      minDeposit: '0.05',
      dailyWithdrawLimit: '1000000000000000000000',
    });
  }, 60_000);
});
