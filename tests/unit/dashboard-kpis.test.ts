import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { demoClient } from './demoClient';
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
    expect(figures.get('volume24h')!.value).toMatch(/^\d+\.\d\d$/);
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
