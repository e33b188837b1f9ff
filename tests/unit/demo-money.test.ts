import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createDemoApi } from '../../src/demo/backend';
import { createHandlers } from '../../src/demo/handlers';
import { DemoStore, type Row } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { getSignatureStatus, getTokenHolding } from '../../src/lib/solanaRpc';
import { compareDecimal, fromBaseUnits, sumDecimals } from '../../resources/domain';

/** Coins, deposits, withdrawals, the fee ledger and the Solana JSON-RPC of the demo API. */
const base = 'http://demo.test';
let api: ReturnType<typeof createDemoApi>;
let store: DemoStore;
const tokens = new Map<string, string>();

async function call(method: string, path: string, body?: unknown, email = 'finance@demo.test') {
  let token = tokens.get(email);
  if (!token) {
    const login = await api(
      new Request(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      }),
    );
    token = ((await login!.json()) as { result: { token: string } }).result.token;
    tokens.set(email, token);
  }
  const response = await api(
    new Request(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`not handled: ${path}`);
  const text = await response.text();
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as any,
  };
}

beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
  tokens.clear();
});

const coinBy = (symbol: string) => store.all('coins').find((coin) => coin.symbol === symbol)!;
/** A withdrawal in `status` whose amount is above (or not above) its coin's threshold. */
function withdrawalWhere(status: string, large: boolean): Row {
  return store.all('withdrawals').find((row) => {
    const coin = store.find('coins', String(row.coinId))!;
    const above = compareDecimal(row.amount, coin.secondApprovalThreshold) === 1;
    return row.status === status && above === large && coin.status === 'active';
  })!;
}

describe('coins', () => {
  it('answers 400 on the field for a bad mint and for min withdraw above max', async () => {
    const usdc = coinBy('USDC');
    const bad = await call('PUT', `/api/admin/coins/${usdc._id}`, { mintAddress: 'not-a-mint' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      mintAddress: 'Mint address must be a Solana address (base58, 32 bytes)',
    });
    // Checked against the stored max when only the min is sent.
    const limits = await call('PUT', `/api/admin/coins/${usdc._id}`, { minWithdraw: '60000' });
    expect(limits.status).toBe(400);
    expect(limits.body.errors).toEqual({
      minWithdraw: 'Min withdraw must not be above the max withdraw',
    });
    const taken = await call('PUT', `/api/admin/coins/${usdc._id}`, {
      mintAddress: coinBy('USDT').mintAddress,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.mintAddress).toMatch(/already used/);
    expect(store.find('coins', usdc._id)!.mintAddress).toBe(usdc.mintAddress);
  });

  it('disables and enables by the state machine; viewers get 403', async () => {
    const usdc = coinBy('USDC');
    const denied = await call(
      'POST',
      `/api/admin/coins/${usdc._id}/disable`,
      {},
      'viewer@demo.test',
    );
    expect(denied.status).toBe(403);
    expect((await call('POST', `/api/admin/coins/${usdc._id}/disable`)).body.result.status).toBe(
      'disabled',
    );
    const again = await call('POST', `/api/admin/coins/${usdc._id}/disable`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot disable: the coin is disabled.');
    expect((await call('POST', `/api/admin/coins/${usdc._id}/enable`)).body.result.status).toBe(
      'active',
    );
  });
});

describe('withdrawal review', () => {
  it('approves a withdrawal at or below the threshold with one approval', async () => {
    const row = withdrawalWhere('pending', false);
    const { status, body } = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(status).toBe(200);
    expect(body.message).toBe('Withdrawal approved');
    expect(body.result).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin-finance',
      approvedByNames: 'Felix Finance',
      approvals: [{ adminId: 'admin-finance' }],
    });
    const again = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot approve: the withdrawal is approved.');
  });

  it('needs two different admins above the threshold (four-eyes)', async () => {
    const row = withdrawalWhere('pending', true);
    const first = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(first.body.result).toMatchObject({
      status: 'awaitingSecondApproval',
      needsTwoApprovals: true,
      approvedByNames: 'Felix Finance',
    });
    expect(first.body.message).toMatch(/a different admin must give the second/);

    const same = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(
      'You gave the first approval of this withdrawal; a different admin must give the second.',
    );
    expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval');

    const second = await call(
      'POST',
      `/api/admin/withdrawals/${row._id}/approve`,
      {},
      'superadmin@demo.test',
    );
    expect(second.status).toBe(200);
    const stored = store.find('withdrawals', row._id)!;
    expect(stored.status).toBe('approved');
    expect((stored.approvals as { adminId: string }[]).map((item) => item.adminId)).toEqual([
      'admin-finance',
      'admin-superadmin',
    ]);
    expect(second.body.result.approvedByNames).toBe('Felix Finance, Sam Super');
  });

  it('keeps four-eyes fixed at request time: raising the threshold lets no admin approve alone', async () => {
    const row = withdrawalWhere('pending', true);
    expect(row.needsTwoApprovals).toBe(true);
    const coin = store.find('coins', String(row.coinId))!;
    // The attack: one finance admin raises the threshold above the amount, approves, lowers it.
    const raised = await call('PUT', `/api/admin/coins/${coin._id}`, {
      secondApprovalThreshold: String(coin.maxWithdraw),
    });
    expect(raised.status).toBe(200);
    const approve = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(approve.body.result).toMatchObject({
      status: 'awaitingSecondApproval',
      needsTwoApprovals: true,
    });
    expect(store.find('withdrawals', row._id)!.status).toBe('awaitingSecondApproval');
  });

  it('rejects with a required reason and unlocks what the withdrawal locked', async () => {
    const row = withdrawalWhere('pending', false);
    const noReason = await call('POST', `/api/admin/withdrawals/${row._id}/reject`, {
      rejectReason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ rejectReason: 'Reason is required' });

    const user = store.find('users', String(row.userId))!;
    const balance = () =>
      (store.find('users', user._id)!.balances as Row[]).find(
        (item) => item.coinId === row.coinId,
      )!;
    store.update('users', user._id, {
      balances: (user.balances as Row[]).map((item) =>
        item.coinId === row.coinId
          ? { ...item, locked: sumDecimals([row.amount, '5']), available: '1' }
          : item,
      ),
    });
    const { status, body } = await call('POST', `/api/admin/withdrawals/${row._id}/reject`, {
      rejectReason: 'Destination flagged by compliance',
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      status: 'rejected',
      rejectReason: 'Destination flagged by compliance',
      reviewedByName: 'Felix Finance',
    });
    expect(compareDecimal(balance().locked, '5')).toBe(0);
    expect(compareDecimal(balance().available, sumDecimals([row.amount, '1']))).toBe(0);

    const completed = withdrawalWhere('completed', false);
    const late = await call('POST', `/api/admin/withdrawals/${completed._id}/reject`, {
      rejectReason: 'Too late',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cannot reject: the withdrawal is completed.');
  });

  it('refuses to approve a withdrawal of a disabled coin (409)', async () => {
    const row = withdrawalWhere('pending', false);
    const coin = store.find('coins', String(row.coinId))!;
    await call('POST', `/api/admin/coins/${coin._id}/disable`);
    const refused = await call('POST', `/api/admin/withdrawals/${row._id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Cannot approve: ${String(coin.symbol)} is disabled.`);
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
  });

  it('answers 403 to a viewer, who still reads the list', async () => {
    const row = withdrawalWhere('pending', false);
    const approve = await call(
      'POST',
      `/api/admin/withdrawals/${row._id}/approve`,
      {},
      'viewer@demo.test',
    );
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe('You do not have edit access to Withdraw.');
    expect(store.find('withdrawals', row._id)!.status).toBe('pending');
    const list = await call('GET', '/api/admin/withdrawals?limit=5', undefined, 'viewer@demo.test');
    expect(list.status).toBe(200);
    expect(list.body.result.items[0]).toHaveProperty('userEmail');
    expect(list.body.result.items[0]).toHaveProperty('coinSymbol');
  });

  it('filters by user, coin and status on the server, and exports CSV', async () => {
    const row = withdrawalWhere('pending', false);
    const { body } = await call(
      'GET',
      `/api/admin/withdrawals?userId=${row.userId}&coinId=${row.coinId}&status=pending&limit=100`,
    );
    expect(body.result.items.length).toBeGreaterThan(0);
    for (const item of body.result.items as Row[])
      expect([item.userId, item.coinId, item.status]).toEqual([row.userId, row.coinId, 'pending']);
    const csv = await call('GET', `/api/admin/withdrawals/export?status=pending`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n')[0]).toContain('userEmail');
  });
});

describe('deposits', () => {
  it('are read-only but for rejecting a wrong one with a reason', async () => {
    const detected = store.all('deposits').find((row) => row.status === 'detected')!;
    const credited = store.all('deposits').find((row) => row.status === 'credited')!;
    expect((await call('POST', '/api/admin/deposits', { amount: '1' })).status).toBe(405);
    expect((await call('PUT', `/api/admin/deposits/${detected._id}`, { amount: '1' })).status).toBe(
      405,
    );
    const late = await call('POST', `/api/admin/deposits/${credited._id}/reject`, {
      rejectReason: 'Wrong',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cannot reject: the deposit is credited.');
    const ok = await call('POST', `/api/admin/deposits/${detected._id}/reject`, {
      rejectReason: 'Token account does not belong to the platform',
    });
    expect(ok.body.result).toMatchObject({ status: 'rejected', reviewedBy: 'admin-finance' });
    // Check on chain runs in the browser; it is no API action (and changes nothing).
    const check = await call('POST', `/api/admin/deposits/${credited._id}/check-on-chain`);
    expect([404, 405]).toContain(check.status);
    expect(store.find('deposits', credited._id)!.status).toBe('credited');
  });
});

describe('admin profit stats', () => {
  it('sums the ledger per coin and per UTC day over the range, exactly', async () => {
    const { status, body } = await call('GET', '/api/admin/admin-profit/stats');
    expect(status).toBe(200);
    expect(body.result.days).toHaveLength(30);
    expect(body.result.to).toBe(new Date(store.now()).toISOString().slice(0, 10));
    const usdc = (body.result.coins as Row[]).find((coin) => coin.symbol === 'USDC')!;
    const from = Date.parse(body.result.from);
    const entries = store
      .all('admin-profit')
      .filter((entry) => entry.coinId === usdc.coinId && Date.parse(String(entry.at)) >= from);
    expect(usdc.entries).toBe(entries.length);
    expect(compareDecimal(usdc.total, sumDecimals(entries.map((entry) => entry.amount)))).toBe(0);
    expect(
      compareDecimal(usdc.trade, sumDecimals((usdc.daily as Row[]).map((day) => day.trade))),
    ).toBe(0);
    expect(body.result.coins.map((coin: Row) => coin.symbol)).toEqual(
      store.all('coins').map((coin) => coin.symbol),
    );
  });

  it('answers 400 on a bad or reversed range', async () => {
    const reversed = await call(
      'GET',
      '/api/admin/admin-profit/stats?from=2026-11-10&to=2026-11-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty('to');
    const bad = await call('GET', '/api/admin/admin-profit/stats?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('from');
    const long = await call('GET', '/api/admin/admin-profit/stats?from=2024-01-01&to=2026-01-01');
    expect(long.status).toBe(400);
  });
});

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
