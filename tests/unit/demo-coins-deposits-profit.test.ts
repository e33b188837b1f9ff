import { beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../src/demo/store';
import { compareDecimal, sumDecimals } from '../../resources/domain';
import { call, start, store } from './support/finance-demo-api';

/** Coins, deposits and the fee ledger's stats in the demo API. */
beforeEach(start);

const coinBy = (symbol: string) => store.all('coins').find((coin) => coin.symbol === symbol)!;

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

describe('deposits', () => {
  it('are read-only but for rejecting a wrong one with a reason', async () => {
    const detected = store.all('deposits').find((row) => row.status === 'detected')!;
    const credited = store.all('deposits').find((row) => row.status === 'credited')!;
    expect((await call('POST', '/api/admin/deposits', { amount: '1' })).status).toBe(405);
    expect((await call('PUT', `/api/admin/deposits/${detected._id}`, { amount: '1' })).status).toBe(
      405,
    );
    const late = await call('POST', `/api/admin/deposits/${credited._id}/reject`, {
      reasonCode: 'other',
      rejectReason: 'Wrong',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cannot reject: the deposit is credited.');
    const ok = await call('POST', `/api/admin/deposits/${detected._id}/reject`, {
      reasonCode: 'other',
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
