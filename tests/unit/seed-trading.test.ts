import { describe, it, expect } from 'vitest';
import { isTxSignature } from '../../src/lib/solana';
import { data, expectUnique, marketById, REF, units } from './support/seed-data';

function isTick(price: number, tick: number): boolean {
  const k = Math.round(price / tick);
  return Math.abs(k * tick - price) < 1e-9 && k >= 1 && k <= Math.round(1 / tick) - 1;
}

describe('trading consistency', () => {
  it('order prices are tick multiples within [tick, 1 - tick]', () => {
    for (const o of data.orders) {
      const market = marketById.get(o.marketId);
      expect(market, o._id).toBeDefined();
      expect(isTick(o.price, market?.tickSize ?? 1), `${o.price} / ${market?.tickSize}`).toBe(true);
    }
  });

  it('GTD orders, and only they, have expiresAt', () => {
    for (const o of data.orders) {
      expect(o.expiresAt !== undefined, o._id).toBe(o.timeInForce === 'GTD');
      if (o.expiresAt) expect(o.expiresAt > o.createdAt).toBe(true);
      if (o.status === 'expired') expect(Date.parse(o.expiresAt ?? '')).toBeLessThanOrEqual(REF);
      if (o.timeInForce === 'GTD' && (o.status === 'open' || o.status === 'partiallyFilled')) {
        expect(Date.parse(o.expiresAt ?? '')).toBeGreaterThan(REF);
      }
    }
    expect(
      data.orders.filter((o) => o.status === 'expired').every((o) => o.timeInForce === 'GTD'),
    ).toBe(true);
  });

  it('orders and trades happen after sign-up and order placement, inside the market window', () => {
    const signup = new Map(data.users.map((u) => [u._id, u.createdAt]));
    const orderById = new Map(data.orders.map((o) => [o._id, o]));
    const bad: string[] = [];
    for (const o of data.orders) {
      const market = marketById.get(o.marketId);
      if (o.createdAt < (signup.get(o.userId) ?? '')) bad.push(`order ${o._id} before sign-up`);
      if (o.createdAt < (market?.startDate ?? '')) bad.push(`order ${o._id} before market start`);
      if (market?.resolvedAt && o.updatedAt > market.resolvedAt)
        bad.push(`order ${o._id} after resolution`);
    }
    for (const t of data.trades) {
      for (const id of [t.takerOrderId, t.makerOrderId]) {
        if (t.createdAt < (orderById.get(id)?.createdAt ?? ''))
          bad.push(`trade ${t._id} before order ${id}`);
      }
    }
    for (const d of [...data.deposits, ...data.withdrawals, ...data.positions]) {
      if (d.createdAt < (signup.get(d.userId) ?? '')) bad.push(`${d._id} before sign-up`);
    }
    expect(bad).toEqual([]);
  });

  it('order sizes and statuses agree', () => {
    const userIds = new Set(data.users.map((u) => u._id));
    for (const o of data.orders) {
      expect(userIds.has(o.userId)).toBe(true);
      expect(units(o.filledSize) + units(o.remainingSize)).toBe(units(o.size));
      if (o.status === 'filled') expect(units(o.remainingSize)).toBe(0n);
      if (o.status === 'open' || o.status === 'pending' || o.status === 'rejected')
        expect(units(o.filledSize)).toBe(0n);
      if (o.status === 'partiallyFilled') {
        expect(units(o.filledSize) > 0n && units(o.remainingSize) > 0n).toBe(true);
      }
      if (o.timeInForce === 'IOC') expect(['filled', 'cancelled', 'rejected']).toContain(o.status);
      const market = marketById.get(o.marketId);
      if (o.status === 'open' || o.status === 'partiallyFilled' || o.status === 'pending') {
        expect(['active', 'paused']).toContain(market?.status);
      }
      expect(market?.status).not.toBe('draft');
    }
    const statuses = new Set(data.orders.map((o) => o.status));
    expect(statuses.size).toBe(7);
  });

  it('trades reference filled orders of two different users and have unique signatures', () => {
    const orderById = new Map(data.orders.map((o) => [o._id, o]));
    for (const t of data.trades) {
      const taker = orderById.get(t.takerOrderId);
      const maker = orderById.get(t.makerOrderId);
      expect(taker?.marketId).toBe(t.marketId);
      expect(maker?.marketId).toBe(t.marketId);
      expect(taker?.userId).toBe(t.takerUserId);
      expect(maker?.userId).toBe(t.makerUserId);
      expect(t.takerUserId).not.toBe(t.makerUserId);
      expect(isTxSignature(t.txSignature), t.txSignature).toBe(true);
      expect(t.txSignature.length).toBeGreaterThanOrEqual(86);
      expect(units(t.size) > 0n).toBe(true);
    }
    expectUnique(
      [...data.trades, ...data.deposits].map((t) => t.txSignature),
      'tx signatures',
    );
  });

  it('positions are unique per user, market and outcome and fit the market state', () => {
    expectUnique(
      data.positions.map((p) => `${p.userId}|${p.marketId}|${p.outcome}`),
      'positions',
    );
    for (const p of data.positions) {
      const market = marketById.get(p.marketId);
      expect(market).toBeDefined();
      if (p.status === 'redeemable') expect(market?.status).toBe('resolved');
      if (p.redeemedAt) expect(p.payout).toBeDefined();
      if (market?.status !== 'resolved') expect(p.status).not.toBe('redeemable');
    }
    expect(new Set(data.positions.map((p) => p.status)).size).toBe(3);
  });
});
