import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../src/demo/handlers';
import { DemoStore } from '../../src/demo/store';
import { getSignatureStatus, getTokenHolding } from '../../src/lib/solanaRpc';
import { compareDecimal, fromBaseUnits, sumDecimals } from '../../resources/domain';

/** The Solana JSON-RPC the demo API answers, for the chain's view of its deposits and withdrawals. */
describe('Solana JSON-RPC at the configured URL, read through @solana/web3.js', () => {
  const RPC = 'https://rpc.demo.test';
  let rpcStore: DemoStore;
  const server = setupServer();
  beforeAll(() => {
    rpcStore = new DemoStore();
    server.use(...createHandlers(rpcStore, { solanaRpcUrl: RPC }));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  const signatureOf = (collection: string, status: string) =>
    String(
      rpcStore.all(collection).find((row) => row.status === status && row.txSignature)!.txSignature,
    );

  it('reports a signature as its record implies, and null when unknown', async () => {
    expect(await getSignatureStatus(RPC, signatureOf('deposits', 'credited'))).toMatchObject({
      confirmationStatus: 'finalized',
      confirmations: null,
      err: null,
    });
    const confirming = await getSignatureStatus(RPC, signatureOf('deposits', 'confirming'));
    expect(confirming).toMatchObject({ confirmationStatus: 'confirmed', err: null });
    expect(Number(confirming!.confirmations)).toBeGreaterThan(0);
    expect(await getSignatureStatus(RPC, signatureOf('withdrawals', 'completed'))).toMatchObject({
      confirmationStatus: 'finalized',
    });
    expect((await getSignatureStatus(RPC, signatureOf('withdrawals', 'failed')))!.err).toBeTruthy();
    const unknown = '5'.repeat(87);
    expect(await getSignatureStatus(RPC, unknown)).toBeNull();
  });

  it("sums the treasury's token accounts of a mint (jsonParsed)", async () => {
    const usdc = rpcStore.all('coins').find((coin) => coin.symbol === 'USDC')!;
    const holding = await getTokenHolding(
      RPC,
      'PMktqYFzMBbrr4rmCuB3w4H4uCDpbq6xS6RJt7NeXQ5',
      String(usdc.mintAddress),
    );
    expect(holding.accounts).toHaveLength(2);
    expect(holding.decimals).toBe(6);
    const fees = sumDecimals(
      rpcStore
        .all('admin-profit')
        .filter((entry) => entry.coinId === usdc._id)
        .map((entry) => entry.amount),
    );
    expect(compareDecimal(fromBaseUnits(holding.amount, 6), fees)).toBe(0);
  });

  it('answers other methods "Method not found", never the internet', async () => {
    const response = await fetch(RPC, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: [] }),
    });
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32601 } });
  });
});
