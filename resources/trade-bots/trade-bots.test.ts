import { beforeEach, describe, expect, it } from 'vitest';
import { getBase58Decoder } from '@solana/web3.js';
import tradeBots from '.';
import { base58ByteLength, looksLikeSecretKey, SECRET_KEY_MESSAGE } from '../domain';
import { TRADE_BOT_STATES } from '.';
import { createDemoApi } from '../../src/demo/backend';
import { allMarkets } from '../events/demo';
import { DemoStore, type Row } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { checkField, validateValues } from '../../src/model/validation';
import { singleControl } from '../../tests/unit/support/singleControl';

const bytes = (length: number, seed = 7) =>
  Uint8Array.from({ length }, (_, index) => (index * 37 + seed) % 256);
const base58 = (length: number) => getBase58Decoder().decode(bytes(length));
const SECRET_BASE58 = base58(64);
const SECRET_JSON = `[${Array.from(bytes(64)).join(',')}]`;
const PUBLIC_KEY = base58(32);

const field = (key: string) => tradeBots.fields.find((item) => item.key === key)!;

const valid = {
  name: 'Quote bot',
  marketId: 'm1',
  strategy: 'spread',
  spreadBps: 100,
  orderSize: '50',
  maxPosition: '1000',
  refreshSeconds: 15,
  walletAddress: PUBLIC_KEY,
};

describe('trade bot settings (declared once: the form and the demo API run these)', () => {
  it('keeps the spread a whole number of basis points from 1 to 10000', () => {
    const spread = field('spreadBps');
    expect(checkField(spread, 0)).toBe('Spread must be at least 1 bps');
    expect(checkField(spread, 10_001)).toBe('Spread must be at most 10000 bps');
    expect(checkField(spread, 12.5)).toBe('Spread must be a whole number');
    expect(checkField(spread, 1)).toBeUndefined();
    expect(checkField(spread, 10_000)).toBeUndefined();
  });

  it('bounds the refresh interval to 5..3600 whole seconds', () => {
    const refresh = field('refreshSeconds');
    expect(checkField(refresh, 4)).toBe('Refresh (seconds) must be at least 5');
    expect(checkField(refresh, 3601)).toBe('Refresh (seconds) must be at most 3600');
    expect(checkField(refresh, 7.5)).toBe('Refresh (seconds) must be a whole number');
    expect(checkField(refresh, 60)).toBeUndefined();
  });

  it('wants sizes above zero and an order no larger than the max position', () => {
    expect(validateValues(tradeBots, valid)).toEqual({});
    expect(validateValues(tradeBots, { ...valid, orderSize: '0' })).toEqual({
      orderSize: 'Order size must be greater than 0',
    });
    expect(validateValues(tradeBots, { ...valid, maxPosition: '0.00' })).toMatchObject({
      maxPosition: 'Max position must be greater than 0',
    });
    expect(validateValues(tradeBots, { ...valid, orderSize: '1000.01' })).toEqual({
      orderSize: 'Order size must not be above the max position (1000 shares)',
    });
    // Equal is allowed, compared exactly as decimals (no float rounding).
    expect(validateValues(tradeBots, { ...valid, orderSize: '1000.000' })).toEqual({});
    expect(
      validateValues(tradeBots, { ...valid, orderSize: '0.30000000000000001', maxPosition: '0.3' }),
    ).toEqual({ orderSize: 'Order size must not be above the max position (0.3 shares)' });
  });

  it('allows the start and stop moves of the state machine only', () => {
    const [start, stop] = tradeBots.actions;
    expect(start.allowedWhen).toEqual({ field: 'status', in: ['stopped', 'error'] });
    expect(stop.allowedWhen).toEqual({ field: 'status', in: ['running', 'error'] });
    expect(TRADE_BOT_STATES.can('stopped', 'running')).toBe(false);
    expect(TRADE_BOT_STATES.can('running', 'error')).toBe(true);
  });
});

describe('secret keys are refused', () => {
  it('recognises a secret key in base58, as a keypair file, in hex and in base64', () => {
    expect(base58ByteLength(SECRET_BASE58)).toBe(64);
    expect(looksLikeSecretKey(SECRET_BASE58)).toBe(true);
    expect(looksLikeSecretKey(` ${SECRET_JSON}\n`)).toBe(true);
    expect(looksLikeSecretKey(SECRET_JSON.replace(/,/g, ', '))).toBe(true);
    expect(looksLikeSecretKey(Array.from(bytes(64)))).toBe(true);
    expect(looksLikeSecretKey(`[${Array.from(bytes(32)).join(',')}]`)).toBe(true);
    expect(looksLikeSecretKey(Buffer.from(bytes(64)).toString('hex'))).toBe(true);
    expect(looksLikeSecretKey(`0x${Buffer.from(bytes(32)).toString('hex')}`)).toBe(true);
    expect(looksLikeSecretKey(Buffer.from(bytes(64)).toString('base64'))).toBe(true);
    expect(looksLikeSecretKey(`my key is ${SECRET_BASE58}`)).toBe(true);
  });

  it('leaves public addresses and ordinary text alone', () => {
    expect(base58ByteLength(PUBLIC_KEY)).toBe(32);
    for (const text of [
      PUBLIC_KEY,
      'Spread bot 1 (BTC-100K)',
      '[1, 2, 3]',
      `[${Array.from(bytes(64)).join(',')},300]`,
      'deadbeef',
      '',
    ])
      expect(looksLikeSecretKey(text), text).toBe(false);
  });

  it('names the secret key on the wallet field, and on any other field of the bot', () => {
    expect(checkField(field('walletAddress'), SECRET_BASE58)).toBe(SECRET_KEY_MESSAGE);
    expect(checkField(field('walletAddress'), SECRET_JSON)).toBe(SECRET_KEY_MESSAGE);
    expect(checkField(field('walletAddress'), 'not-an-address')).toBe(
      'Wallet address must be a Solana address (base58, 32 bytes)',
    );
    expect(validateValues(tradeBots, { ...valid, walletAddress: SECRET_BASE58 })).toEqual({
      walletAddress: SECRET_KEY_MESSAGE,
    });
    expect(validateValues(tradeBots, { ...valid, name: `bot ${SECRET_BASE58}` })).toEqual({
      name: SECRET_KEY_MESSAGE,
    });
  });

  it('declares no field that could hold a secret', () => {
    for (const item of tradeBots.fields)
      expect(item.key, item.key).not.toMatch(/secret|private|seed|keypair|mnemonic/i);
  });
});

describe('demo API: trade bots', () => {
  const base = 'http://demo.test/api/admin';
  let store: DemoStore;
  let api: ReturnType<typeof createDemoApi>;
  let token: string;

  async function call(method: string, path: string, body?: unknown, as = token) {
    const response = await api(
      new Request(base + path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: as },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response!.text();
    return { status: response!.status, text, body: JSON.parse(text) };
  }
  async function signIn(email: string) {
    const response = await api(
      new Request(`${base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      }),
    );
    return ((await response!.json()) as { result: { token: string } }).result.token;
  }
  const markets = () => allMarkets(store);
  const openMarket = () =>
    markets().find((market) => market.status === 'active' && market.acceptingOrders === true)!;
  const bot = (status: string) =>
    store.all('trade-bots').find((row) => row.status === status) as Row;

  beforeEach(async () => {
    store = new DemoStore();
    api = createDemoApi(store);
    singleControl(store);
    token = await signIn('superadmin@demo.test');
  });

  it('creates a stopped bot on a market that takes orders, with the market question', async () => {
    const market = openMarket();
    const { status, body } = await call('POST', '/trade-bots', { ...valid, marketId: market._id });
    expect(status).toBe(201);
    expect(body.result).toMatchObject({
      name: 'Quote bot',
      status: 'stopped',
      marketQuestion: market.question,
      createdBy: 'admin-superadmin',
    });
  });

  it('answers 400 with field errors, never echoing a secret key', async () => {
    const { status, body, text } = await call('POST', '/trade-bots', {
      ...valid,
      marketId: openMarket()._id,
      spreadBps: 0,
      orderSize: '2000',
      refreshSeconds: 1,
      walletAddress: SECRET_BASE58,
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      spreadBps: 'Spread must be at least 1 bps',
      orderSize: 'Order size must not be above the max position (1000 shares)',
      refreshSeconds: 'Refresh (seconds) must be at least 5',
      walletAddress: SECRET_KEY_MESSAGE,
    });
    expect(text).not.toContain(SECRET_BASE58);
    expect(store.all('trade-bots').some((row) => row.name === 'Quote bot')).toBe(false);
  });

  it('refuses a market that is not active or not accepting orders (400 on the market)', async () => {
    const closed = markets().find((market) => market.status !== 'active')!;
    const { status, body } = await call('POST', '/trade-bots', { ...valid, marketId: closed._id });
    expect(status).toBe(400);
    expect(body.errors.marketId).toMatch(/^The market must be active and accepting orders/);
  });

  it('starts: stopped -> starting, running at the next request; stops: running -> stopping -> stopped', async () => {
    const stopped = bot('stopped');
    const started = await call('POST', `/trade-bots/${stopped._id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.result.status).toBe('starting');
    expect((await call('GET', `/trade-bots/${stopped._id}`)).body.result.status).toBe('running');

    const stop = await call('POST', `/trade-bots/${stopped._id}/stop`);
    expect(stop.body.result.status).toBe('stopping');
    const list = await call('GET', '/trade-bots?limit=50');
    expect(list.body.result.items.find((row: Row) => row._id === stopped._id).status).toBe(
      'stopped',
    );
  });

  it('answers 409 to a move the state machine does not allow', async () => {
    const running = bot('running');
    const again = await call('POST', `/trade-bots/${running._id}/start`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot start: the trade bot is running.');
    const stopped = bot('stopped');
    const stop = await call('POST', `/trade-bots/${stopped._id}/stop`);
    expect(stop.status).toBe(409);
    expect(stop.body.message).toBe('Cannot stop: the trade bot is stopped.');
  });

  it('goes to error when its market stops taking orders before it runs; an errored bot stops at once', async () => {
    const stopped = bot('stopped');
    const market = markets().find((row) => row._id === stopped.marketId)!;
    const event = store.find('events', String(market.eventId))!;
    store.update('events', event._id, {
      markets: (event.markets as Row[]).map((row) =>
        row._id === market._id ? { ...row, status: 'paused', acceptingOrders: false } : row,
      ),
    });
    await call('POST', `/trade-bots/${stopped._id}/start`);
    const after = (await call('GET', `/trade-bots/${stopped._id}`)).body.result;
    expect(after).toMatchObject({ status: 'error', lastError: expect.stringMatching(/paused/) });
    const stop = await call('POST', `/trade-bots/${stopped._id}/stop`);
    expect(stop.body.result.status).toBe('stopped');
  });

  it('keeps a running bot on its market (409), and moves a stopped one', async () => {
    const running = bot('running');
    const other = markets().find(
      (market) =>
        market._id !== running.marketId && market.status === 'active' && market.acceptingOrders,
    )!;
    const moved = await call('PUT', `/trade-bots/${running._id}`, { marketId: other._id });
    expect(moved.status).toBe(409);
    const stopped = bot('stopped');
    const ok = await call('PUT', `/trade-bots/${stopped._id}`, { marketId: other._id });
    expect(ok.status).toBe(200);
    expect(ok.body.result.marketQuestion).toBe(other.question);
  });

  it('answers 403 to a view-only admin', async () => {
    const viewer = await signIn('viewer@demo.test');
    const list = await call('GET', '/trade-bots', undefined, viewer);
    expect(list.status).toBe(200);
    const start = await call('POST', `/trade-bots/${bot('stopped')._id}/start`, {}, viewer);
    expect(start.status).toBe(403);
  });
});
