import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { demoClient } from '../../tests/unit/demoClient';
import type { KpiFigure } from '../../src/model/contract';

const NOW = Date.parse('2026-11-23T15:00:00Z');
let api: ReturnType<typeof createDemoApi>;
let store: DemoStore;
beforeEach(() => {
  store = new DemoStore(undefined, { now: () => NOW });
  api = createDemoApi(store);
});

const { call, signIn } = demoClient(() => api);
const dashboard = async (email: string) => call('GET', 'dashboard', undefined, await signIn(email));

describe('demo API: dashboard KPIs', () => {
  it('gives the superadmin every figure with its earlier value and 30-day series ending today', async () => {
    const { body } = await dashboard('superadmin@demo.test');
    const figures = new Map<string, KpiFigure>(
      body.result.figures.map((figure: KpiFigure) => [figure.key, figure]),
    );
    expect([...figures.keys()]).toEqual([
      'users',
      'activeMarkets',
      'volume24h',
      'openInterest',
      'pendingWithdrawals',
      'feeRevenue',
    ]);
    expect(figures.get('users')!.value).toBe(store.all('users').length);
    expect(Number(figures.get('users')!.previous)).toBeLessThanOrEqual(
      Number(figures.get('users')!.value),
    );
    expect(figures.get('volume24h')!.value).toMatch(/^\d+\.\d{2,}$/);
    const series = figures.get('volume24h')!.series!;
    expect(series).toHaveLength(30);
    expect(series.at(-1)!.date).toBe('2026-11-23');
    expect(series.reduce((sum, day) => sum + day.value, 0)).toBeGreaterThan(0);
    expect(figures.get('pendingWithdrawals')!.value).toBe(
      store
        .all('withdrawals')
        .filter((row) => row.status === 'pending' || row.status === 'awaitingSecondApproval')
        .length,
    );
  });

  it('sums money exactly: fees of 4 decimals and price × size are not rounded one by one', async () => {
    const { body } = await dashboard('superadmin@demo.test');
    const figure = (key: string) =>
      (body.result.figures as KpiFigure[]).find((item) => item.key === key)!;
    // Independent exact arithmetic: every amount in units of 10^-8, as a BigInt.
    const units = (text: unknown) => {
      const [whole, fraction = ''] = String(text).split('.');
      return BigInt(whole + fraction.padEnd(8, '0'));
    };
    const text = (value: bigint, scale = 8) => {
      const digits = value.toString().padStart(scale + 1, '0');
      return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
    };
    const at = (value: unknown) => Date.parse(String(value));
    const DAY = 86_400_000;
    const usdc = store.all('coins').find((coin) => coin.symbol === 'USDC')!._id;
    // Seven UTC days, today included (the days /admin-profit sums).
    const firstDay = (Math.floor(NOW / DAY) - 6) * DAY;
    const fees = store
      .all('admin-profit')
      .filter(
        (entry) =>
          entry.coinId === usdc && at(entry.at) >= firstDay && at(entry.at) < firstDay + 7 * DAY,
      )
      .reduce((sum, entry) => sum + units(entry.amount), 0n);
    expect(fees % 1_000_000n).not.toBe(0n); // the window's fees are not whole cents
    expect(text(units(figure('feeRevenue').value))).toBe(text(fees));
    const volume = store
      .all('trades')
      .filter(
        (trade) =>
          trade.status !== 'failed' &&
          at(trade.createdAt) > NOW - DAY &&
          at(trade.createdAt) <= NOW,
      )
      .reduce((sum, trade) => sum + units(trade.price) * units(trade.size), 0n);
    expect(text(units(figure('volume24h').value) * 100_000_000n, 16)).toBe(text(volume, 16));
  });

  it('leaves out the figures of modules the admin may not view (finance: no Markets)', async () => {
    const { body } = await dashboard('finance@demo.test');
    const keys = body.result.figures.map((figure: KpiFigure) => figure.key);
    expect(keys).toContain('pendingWithdrawals');
    expect(keys).toContain('feeRevenue');
    expect(keys).toContain('users');
    expect(keys).not.toContain('activeMarkets');
    expect(keys).not.toContain('volume24h');
    expect(keys).not.toContain('openInterest');
  });

  it('answers 403 without view on Dashboard', async () => {
    expect((await dashboard('operator@demo.test')).status).toBe(403);
  });
});
