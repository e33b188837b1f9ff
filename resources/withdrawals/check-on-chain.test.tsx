import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  listenDemoApi,
  openRow,
  resetApp,
  server,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('check on chain (a client action over the Solana RPC)', () => {
  it("shows a credited deposit's signature as finalized, from the RPC node", async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = store.all('deposits').find((row) => row.status === 'credited')!;
    const row = await openRow(user, '/deposit', 'finance@demo.test', deposit._id);
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Check on chain' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Finalized on chain' },
      { timeout: UI_WAIT_MS },
    );
    expect(within(dialog).getByText('rooted (finalized)')).toBeInTheDocument();
    expect(within(dialog).getByText('Credited')).toBeInTheDocument();
    expect(
      within(dialog).getByText(Number(deposit.slot).toLocaleString('en-US')),
    ).toBeInTheDocument();
    // The demo API answered, in this browser: the configured RPC host was never asked.
    expect(within(dialog).getByText('Asked').closest('tr')).toHaveTextContent(
      'AskedThe demo chain (the demo API, in this browser)',
    );
    expect(dialog).not.toHaveTextContent('api.devnet.solana.com');
  });
});
