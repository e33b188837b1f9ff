import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore, type Row } from '../../src/demo/store';
import type { KpiFigure } from '../../src/model/contract';
import { getDeclaration } from '../../src/model/registry';
import { sumDecimals, type AdminProfitStats } from '../../resources/domain';
import { demoClient } from './demoClient';

/**
 * Every figure that two screens show agrees on the seed: the dashboard's tiles and charts,
 * /market-overview's tiles, chart and list, the events list, /admin-profit's sums and its fee
 * ledger (volume from the trades, liquidity from the resting orders, fees from the ledger). Each is also worked out here from the stored trades and ledger, independently (exact
 * BigInt arithmetic), so "they agree" cannot mean "they are equally wrong".
 */

// Mid-afternoon: the 24 hours before reach into yesterday, the 7 fee days start 6 days ago.
const NOW = Date.parse('2026-11-23T15:00:00Z');
const DAY = 86_400_000;
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
let token: string;
const { call, signIn } = demoClient(() => api);

beforeAll(async () => {
  store = new DemoStore(undefined, { now: () => NOW });
  api = createDemoApi(store);
  token = await signIn('superadmin@demo.test');
});

const get = async (path: string) => {
  const { status, body } = await call('GET', path, undefined, token);
  expect(status, path).toBe(200);
  return body.result;
};

/** Every row of a list, page after page (the API answers at most 1,000 at a time). */
async function everyRow(path: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const joiner = path.includes('?') ? '&' : '?';
    const { items, total } = await get(`${path}${joiner}limit=1000&page=${page}`);
    rows.push(...items);
    if (rows.length >= total) return rows;
  }
}

/** An amount in units of 10^-8, exact. */
const units = (text: unknown): bigint => {
  const [whole, fraction = ''] = String(text).split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
};
const total = (values: readonly unknown[]) => values.reduce<bigint>((sum, v) => sum + units(v), 0n);
const at = (value: unknown) => Date.parse(String(value));
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** price × size in units of 10^-8 (price has at most 4 decimals, size 2). */
const notional = (trade: Row) => {
  const price = BigInt(Math.round(Number(trade.price) * 10_000));
  return (price * units(trade.size)) / 10_000n;
};

async function dashboard(): Promise<Map<string, KpiFigure>> {
  const { figures } = await get('dashboard');
  return new Map((figures as KpiFigure[]).map((figure) => [figure.key, figure]));
}

describe('figures shown in two places agree on the seed', () => {
  it('24 h volume: the dashboard tile = the overview tile = the sum of the markets = the trades', async () => {
    const tiles = await dashboard();
    const stats = await get('markets/stats');
    const markets = await everyRow('markets');
    const counted = store.all('trades').filter((trade) => trade.status !== 'failed');
    const recent = counted.filter(
      (trade) => at(trade.createdAt) > NOW - DAY && at(trade.createdAt) <= NOW,
    );
    const expected = recent.reduce((sum, trade) => sum + notional(trade), 0n);
    expect(recent.length).toBeGreaterThan(20);

    expect(units(tiles.get('volume24h')!.value)).toBe(expected);
    expect(units(stats.volume24h)).toBe(expected);
    expect(total(markets.map((market) => market.volume24h))).toBe(expected);
    // One market is a part of the whole, not more than it (146k against 22.4k before).
    for (const market of markets)
      expect(units(market.volume24h) <= expected, String(market.question)).toBe(true);
    // Each market's own figure is its own trades'.
    const busiest = markets.reduce((best, market) =>
      units(market.volume24h) > units(best.volume24h) ? market : best,
    );
    expect(units(busiest.volume24h)).toBe(
      recent
        .filter((trade) => trade.marketId === busiest._id)
        .reduce((sum, trade) => sum + notional(trade), 0n),
    );
    expect(units(busiest.volume24h)).toBeGreaterThan(0n);
  });

  it('volume ever: the overview tile = the sum of the markets = the sum of the events = the trades', async () => {
    const stats = await get('markets/stats');
    const markets = await everyRow('markets');
    const events = await everyRow('events');
    const expected = store
      .all('trades')
      .filter((trade) => trade.status !== 'failed')
      .reduce((sum, trade) => sum + notional(trade), 0n);
    expect(units(stats.totalVolume)).toBe(expected);
    expect(total(markets.map((market) => market.volume))).toBe(expected);
    expect(total(events.map((event) => event.volume))).toBe(expected);
    // An event's volume is its own markets'.
    const event = events.find((item) => units(item.volume) > 0n)!;
    expect(units(event.volume)).toBe(
      total(markets.filter((market) => market.eventId === event._id).map((m) => m.volume)),
    );
  });

  it('liquidity: the overview tile = the active markets = their resting orders; an event = its markets', async () => {
    const stats = await get('markets/stats');
    const markets = await everyRow('markets');
    const events = await everyRow('events');
    const active = new Set(
      markets.filter((market) => market.status === 'active').map((market) => market._id),
    );
    const resting = store
      .all('orders')
      .filter(
        (order) =>
          (order.status === 'open' || order.status === 'partiallyFilled') &&
          active.has(String(order.marketId)),
      );
    const expected = resting.reduce(
      (sum, order) =>
        sum +
        (BigInt(Math.round(Number(order.price) * 10_000)) * units(order.remainingSize)) / 10_000n,
      0n,
    );
    expect(resting.length).toBeGreaterThan(100);
    expect(units(stats.liquidity)).toBe(expected);
    expect(
      total(markets.filter((market) => active.has(market._id)).map((market) => market.liquidity)),
    ).toBe(expected);
    for (const event of events.slice(0, 50))
      expect(units(event.liquidity), String(event.title)).toBe(
        total(markets.filter((market) => market.eventId === event._id).map((m) => m.liquidity)),
      );
  });

  it("30 days of daily volume: the dashboard's chart = the overview's chart", async () => {
    const tiles = await dashboard();
    const stats = await get('markets/stats');
    const dashboardDays = tiles.get('volume24h')!.series!;
    expect(dashboardDays).toHaveLength(30);
    expect(dashboardDays.at(-1)!.date).toBe('2026-11-23');
    expect(stats.daily.map((item: { date: string }) => item.date)).toEqual(
      dashboardDays.map((item) => item.date),
    );
    expect(stats.daily.map((item: { volume: string }) => Number(item.volume))).toEqual(
      dashboardDays.map((item) => item.value),
    );
  });

  it('fee revenue: the dashboard tile = /admin-profit over the same 7 days = the ledger listed', async () => {
    const tiles = await dashboard();
    const usdc = store.all('coins').find((coin) => coin.symbol === 'USDC')!._id;
    const from = day(NOW - 6 * DAY);
    const to = day(NOW);
    const stats = (await get(`admin-profit/stats?from=${from}&to=${to}`)) as AdminProfitStats;
    const profit = stats.coins.find((coin) => coin.coinId === usdc)!;
    const ledger = await everyRow(
      `admin-profit?coinId=${usdc}&at_gte=${from}T00:00:00.000Z&at_lte=${to}T23:59:59.999Z`,
    );
    const expected = total(ledger.map((entry) => entry.amount));
    expect(ledger.length).toBeGreaterThan(50);
    expect(units(tiles.get('feeRevenue')!.value)).toBe(expected);
    expect(units(profit.total)).toBe(expected);
    expect(profit.entries).toBe(ledger.length);
    expect(units(profit.trade)).toBe(
      total(ledger.filter((entry) => entry.source === 'trade').map((entry) => entry.amount)),
    );
    // The tile's chart is the settlement coin's fees per day, as /admin-profit's 30 days.
    const thirty = (await get('admin-profit/stats')) as AdminProfitStats;
    const daily = thirty.coins.find((coin) => coin.coinId === usdc)!.daily;
    expect(tiles.get('feeRevenue')!.series!.map((item) => item.value)).toEqual(
      daily.map((item) => Number(sumDecimals([item.trade, item.withdrawal]))),
    );
    expect(thirty.days.at(-1)).toBe(to);
  });

  it("the fee ledger's trade entries are the trades' fees: one per trade that paid any, not for a failed one", () => {
    const usdc = store.all('coins').find((coin) => coin.symbol === 'USDC')!._id;
    const byTrade = new Map(
      store
        .all('admin-profit')
        .filter((entry) => entry.source === 'trade')
        .map((entry) => [entry.refId, entry]),
    );
    let paying = 0;
    for (const trade of store.all('trades')) {
      const fees = units(trade.takerFee) + units(trade.makerFee);
      const entry = byTrade.get(trade._id);
      if (trade.status === 'failed' || fees === 0n) {
        expect(entry, trade._id).toBeUndefined();
        continue;
      }
      paying++;
      expect(units(entry!.amount), trade._id).toBe(fees);
      expect(entry!.coinId).toBe(usdc);
    }
    expect(byTrade.size).toBe(paying);
  });

  it('counts: active markets, pending withdrawals and users are the lists the tiles open', async () => {
    const tiles = await dashboard();
    const stats = await get('markets/stats');
    const count = async (path: string) =>
      (await get(`${path}${path.includes('?') ? '&' : '?'}limit=1`)).total;
    expect(tiles.get('activeMarkets')!.value).toBe(stats.activeMarkets);
    expect(stats.activeMarkets).toBe(await count('markets?status=active'));
    // The tile opens /withdraw with its declared filter: the same statuses.
    const kpi = getDeclaration('dashboard')!.kpis!.find(
      (item) => item.key === 'pendingWithdrawals',
    )!;
    const statuses = new URLSearchParams(kpi.linkQuery).getAll('status');
    expect(statuses).toEqual(['pending', 'awaitingSecondApproval']);
    expect(tiles.get('pendingWithdrawals')!.value).toBe(
      await count(`withdrawals?status_in=${statuses.join(',')}`),
    );
    expect(tiles.get('users')!.value).toBe(await count('users'));
  });
});
