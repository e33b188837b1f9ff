// @vitest-environment node
import { describe, it, expect } from 'vitest';
import {
  createSeed,
  DEMO_COLLECTIONS,
  SEED_REFERENCE_DATE,
  type DemoData,
} from '../../src/demo/seed';
import { coinLimitErrors, type Market } from '../../resources/domain';
import { moduleNames } from '../../src/model/registry';
import { isSolanaAddress, isTxSignature } from '../../src/lib/solana';
import { inEmailLayout } from '../../src/model/templates';

const data: DemoData = createSeed();
const REF = Date.parse(SEED_REFERENCE_DATE);
const DAY = 86_400_000;
const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]+$/;
const DEMO_ADMINS = [
  'admin-superadmin',
  'admin-operator',
  'admin-finance',
  'admin-viewer',
  'admin-nobody',
  'admin-twofa',
];

const markets: Market[] = data.events.flatMap((e) => e.markets);
const marketById = new Map(markets.map((m) => [m._id, m]));
const coinById = new Map(data.coins.map((c) => [c._id, c]));

/** Exact decimal: the value times 10^8 as a BigInt. */
function units(text: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new Error(`not a decimal string: "${text}"`);
  const value = BigInt(match[2] + (match[3] ?? '').padEnd(8, '0'));
  return match[1] ? -value : value;
}

function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}

function isTick(price: number, tick: number): boolean {
  const k = Math.round(price / tick);
  return Math.abs(k * tick - price) < 1e-9 && k >= 1 && k <= Math.round(1 / tick) - 1;
}

describe('createSeed', () => {
  it('is deterministic and JSON-serialisable', () => {
    const again = createSeed();
    expect(again).toEqual(data);
    expect(JSON.parse(JSON.stringify(again))).toEqual(again);
    expect(createSeed(1).events[0]._id).not.toBe(data.events[0]._id);
  });

  it('never reads the clock or Math.random', () => {
    const { random } = Math;
    const { now } = Date;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    Date.now = () => {
      throw new Error('Date.now used');
    };
    try {
      expect(createSeed().orders.length).toBe(data.orders.length);
    } finally {
      Math.random = random;
      Date.now = now;
    }
  });

  it('has every collection with roughly the intended size', () => {
    const sizes = Object.fromEntries(DEMO_COLLECTIONS.map((name) => [name, data[name].length]));
    const expected: Record<string, [number, number]> = {
      categories: [10, 14],
      tags: [25, 35],
      series: [12, 18],
      events: [280, 320],
      resolutions: [60, 600],
      orders: [10_000, 10_000],
      trades: [10_000, 10_000],
      positions: [2000, 2000],
      users: [500, 500],
      'user-logins': [1400, 1600],
      coins: [5, 5],
      deposits: [1000, 1000],
      withdrawals: [1000, 1000],
      'admin-profit': [6000, 8500],
      'trade-bots': [5, 8],
      'email-templates': [8, 8],
      'cms-pages': [5, 8],
      notifications: [50, 70],
      // One per declared access module (derived from resources/, so it grows with them).
      modules: [moduleNames.length, moduleNames.length],
      'sub-modules': [3, 60],
      'login-history': [50, 70],
      // Derived from what the seed says admins did (approvals, rejections, edits, sign-ins).
      'audit-log': [1800, 2600],
    };
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, [min, max]] of Object.entries(expected)) {
      expect(sizes[name], name).toBeGreaterThanOrEqual(min);
      expect(sizes[name], name).toBeLessThanOrEqual(max);
    }
    expect(markets.length).toBeGreaterThan(500);
    expect(data.events.every((e) => e.markets.length >= 1 && e.markets.length <= 5)).toBe(true);
    expect(data['site-setting'].siteName).toBe('Predicta Admin');
    expect(data.categories.some((c) => c.parentId)).toBe(true);
  });

  it('gives every record a unique 24-hex id and ISO dates', () => {
    type Stamped = { _id: string; createdAt: string; updatedAt: string };
    const all: Stamped[] = [
      ...DEMO_COLLECTIONS.flatMap((name): Stamped[] => data[name]),
      ...markets,
    ];
    for (const name of DEMO_COLLECTIONS)
      expectUnique(
        data[name].map((r) => r._id),
        `${name} ids`,
      );
    expectUnique(
      all.map((r) => r._id),
      'ids across collections',
    );
    const bad: string[] = [];
    for (const record of [...all, data['site-setting']]) {
      if (!/^[0-9a-f]{24}$/.test(record._id)) bad.push(`id ${record._id}`);
      for (const date of [record.createdAt, record.updatedAt]) {
        if (new Date(date).toISOString() !== date) bad.push(`${record._id} date ${date}`);
        if (Date.parse(date) > REF) bad.push(`${record._id} after the reference date: ${date}`);
      }
      if (record.updatedAt < record.createdAt) bad.push(`${record._id} updatedAt < createdAt`);
    }
    expect(bad).toEqual([]);
    const earliest = Math.min(...data.events.map((e) => Date.parse(e.createdAt)));
    expect(earliest).toBeGreaterThanOrEqual(REF - 121 * DAY);
    expect(Math.max(...data.events.map((e) => Date.parse(e.endDate)))).toBeLessThanOrEqual(
      REF + 40 * DAY,
    );
  });

  it('keeps slugs, names and emails unique', () => {
    expectUnique(
      data.categories.map((c) => c.slug),
      'category slugs',
    );
    expectUnique(
      data.tags.map((t) => t.slug),
      'tag slugs',
    );
    expectUnique(
      data.series.map((s) => s.slug),
      'series slugs',
    );
    expectUnique(
      data.events.map((e) => e.slug),
      'event slugs',
    );
    expectUnique(
      markets.map((m) => m.slug),
      'market slugs',
    );
    expectUnique(
      data['cms-pages'].map((p) => p.slug),
      'cms slugs',
    );
    expectUnique(
      data['email-templates'].map((t) => t.slug),
      'template slugs',
    );
    expectUnique(
      data.modules.map((m) => m.name),
      'module names',
    );
    expectUnique(
      data['sub-modules'].map((m) => m.name),
      'sub-module names',
    );
    expectUnique(
      data.users.map((u) => u.email),
      'user emails',
    );
    for (const slug of [...data.events.map((e) => e.slug), ...markets.map((m) => m.slug)]) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('links categories, series, tags and markets to existing records', () => {
    const categoryIds = new Set(data.categories.map((c) => c._id));
    const seriesIds = new Set(data.series.map((s) => s._id));
    const tagIds = new Set(data.tags.map((t) => t._id));
    for (const c of data.categories) if (c.parentId) expect(categoryIds.has(c.parentId)).toBe(true);
    for (const e of data.events) {
      expect(categoryIds.has(e.categoryId)).toBe(true);
      if (e.seriesId) expect(seriesIds.has(e.seriesId)).toBe(true);
      for (const id of e.tagIds) expect(tagIds.has(id)).toBe(true);
      for (const m of e.markets) expect(m.eventId).toBe(e._id);
    }
  });
});

describe('catalogue consistency', () => {
  it('binary outcomePrices sum to exactly 1', () => {
    for (const m of markets) {
      expect(m.outcomes).toEqual(['Yes', 'No']);
      expect(m.outcomePrices).toHaveLength(2);
      expect(m.outcomePrices[0] + m.outcomePrices[1], m.slug).toBe(1);
      for (const p of m.outcomePrices) expect(p >= 0 && p <= 1).toBe(true);
    }
  });

  it('event volume and liquidity equal the sums over the markets', () => {
    for (const e of data.events) {
      expect(units(e.volume)).toBe(e.markets.reduce((sum, m) => sum + units(m.volume), 0n));
      expect(units(e.liquidity)).toBe(e.markets.reduce((sum, m) => sum + units(m.liquidity), 0n));
    }
  });

  it('tag eventCount equals the number of events carrying the tag', () => {
    for (const tag of data.tags) {
      expect(tag.eventCount, tag.label).toBe(
        data.events.filter((e) => e.tagIds.includes(tag._id)).length,
      );
    }
    expect(data.tags.some((t) => t.eventCount > 0)).toBe(true);
  });

  it('has events in every status, with market states that fit', () => {
    const statuses = new Set(data.events.map((e) => e.status));
    expect([...statuses].sort()).toEqual([
      'active',
      'archived',
      'cancelled',
      'closed',
      'draft',
      'resolved',
    ]);
    for (const e of data.events) {
      const states = e.markets.map((m) => m.status);
      if (e.status === 'draft') expect(states.every((s) => s === 'draft')).toBe(true);
      if (e.status === 'active')
        expect(states.every((s) => s === 'active' || s === 'paused')).toBe(true);
      if (e.status === 'cancelled') expect(states.every((s) => s === 'cancelled')).toBe(true);
      if (e.status === 'closed')
        expect(states.every((s) => s === 'closed' || s === 'resolved')).toBe(true);
      expect(Date.parse(e.startDate)).toBeLessThanOrEqual(Date.parse(e.endDate));
      for (const m of e.markets) expect(m.acceptingOrders).toBe(m.status === 'active');
    }
  });

  it('resolved events have every market resolved or cancelled, with a matching ResolutionRecord', () => {
    const recordByMarket = new Map(data.resolutions.map((r) => [r.marketId, r]));
    expect(recordByMarket.size).toBe(data.resolutions.length);
    for (const e of data.events.filter((x) => x.status === 'resolved' || x.status === 'archived')) {
      expect(e.markets.every((m) => m.status === 'resolved' || m.status === 'cancelled')).toBe(
        true,
      );
      expect(e.markets.some((m) => m.status === 'resolved')).toBe(true);
    }
    for (const m of markets) {
      const record = recordByMarket.get(m._id);
      if (m.status !== 'resolved') {
        expect(record).toBeUndefined();
        expect(m.winningOutcome).toBeUndefined();
        continue;
      }
      expect(m.winningOutcome).toBeDefined();
      expect(m.resolvedAt).toBeDefined();
      expect(m.resolvedBy).toBeDefined();
      expect(Date.parse(m.resolvedAt ?? '')).toBeGreaterThan(Date.parse(m.endDate));
      expect(record?.eventId).toBe(m.eventId);
      expect(record?.outcome).toBe(m.winningOutcome);
      expect(record?.resolvedAt).toBe(m.resolvedAt);
      expect(record?.payouts).toEqual(m.outcomePrices);
      const expected = { Yes: [1, 0], No: [0, 1], Invalid: [0.5, 0.5] }[
        m.winningOutcome ?? 'Invalid'
      ];
      expect(record?.payouts).toEqual(expected);
    }
  });

  it('resolved negRisk events have exactly one Yes', () => {
    const negRisk = data.events.filter((e) => e.negRisk);
    expect(negRisk.length).toBeGreaterThan(20);
    for (const e of negRisk) expect(e.markets.length).toBeGreaterThanOrEqual(2);
    const resolved = negRisk.filter((e) => e.status === 'resolved' || e.status === 'archived');
    expect(resolved.length).toBeGreaterThan(0);
    for (const e of resolved) {
      expect(e.markets.every((m) => m.status === 'resolved')).toBe(true);
      expect(e.markets.filter((m) => m.winningOutcome === 'Yes')).toHaveLength(1);
    }
  });

  it("an event's trail in the audit log belongs to it, starts with its creation, ends by its last change", () => {
    const eventIds = new Set(data.events.map((e) => e._id));
    const trail = data['audit-log'].filter((entry) => entry.resource === 'events');
    for (const entry of trail) expect(eventIds.has(String(entry.recordId))).toBe(true);
    for (const e of data.events) {
      // Newest first, as the API lists it: the creation is last.
      const entries = trail.filter((entry) => entry.recordId === e._id);
      expect(entries.at(-1)?.action, e._id).toBe('create');
      expect(entries.every((entry) => entry.at <= e.updatedAt)).toBe(true);
    }
  });
});

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

describe('money consistency', () => {
  it('coins have valid Solana mint addresses and sane limits', () => {
    expect(data.coins.map((c) => c.symbol)).toEqual(['USDC', 'USDT', 'SOL', 'PYUSD', 'BONK']);
    expect(data.coins.find((c) => c.symbol === 'USDC')?.mintAddress).toBe(
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    );
    expect(data.coins.find((c) => c.symbol === 'SOL')?.mintAddress).toBe(
      'So11111111111111111111111111111111111111112',
    );
    for (const c of data.coins) {
      expect(c.mintAddress.length).toBeGreaterThanOrEqual(32);
      expect(c.mintAddress.length).toBeLessThanOrEqual(44);
      expect(c.mintAddress).toMatch(BASE58_RE);
      expect(isSolanaAddress(c.mintAddress), c.symbol).toBe(true);
      expect(units(c.minWithdraw) <= units(c.maxWithdraw)).toBe(true);
      expect(units(c.withdrawFee) < units(c.minWithdraw)).toBe(true);
      expect(units(c.secondApprovalThreshold) < units(c.maxWithdraw)).toBe(true);
      // The rules an admin's edit must pass (resources/coins.ts `validate`).
      expect(coinLimitErrors({ ...c }), c.symbol).toEqual({});
    }
  });

  it("locks each withdrawal not yet settled in the user's balance, so a reject can unlock it", () => {
    const inFlight = ['pending', 'awaitingSecondApproval', 'approved', 'processing'];
    const owed = new Map<string, bigint>();
    for (const w of data.withdrawals.filter((row) => inFlight.includes(row.status))) {
      const key = `${w.userId}|${w.coinId}`;
      owed.set(key, (owed.get(key) ?? 0n) + units(w.amount));
    }
    expect(owed.size).toBeGreaterThan(50);
    for (const [key, amount] of owed) {
      const [userId, coinId] = key.split('|');
      const balance = data.users
        .find((user) => user._id === userId)!
        .balances.find((item) => item.coinId === coinId)!;
      expect(units(balance.locked) >= amount, key).toBe(true);
    }
  });

  it('wallet addresses are valid Solana addresses', () => {
    const addresses = [
      ...data.users.map((u) => u.walletAddress),
      ...data.deposits.flatMap((d) => [d.fromAddress, d.toAddress]),
      ...data.withdrawals.map((w) => w.toAddress),
      ...data['trade-bots'].map((b) => b.walletAddress),
    ];
    for (const a of addresses) expect(isSolanaAddress(a), a).toBe(true);
  });

  it('deposits have unique valid signatures and reference users and coins', () => {
    const userIds = new Set(data.users.map((u) => u._id));
    expectUnique(
      data.deposits.map((d) => d.txSignature),
      'deposit signatures',
    );
    for (const d of data.deposits) {
      expect(isTxSignature(d.txSignature)).toBe(true);
      expect(userIds.has(d.userId)).toBe(true);
      expect(coinById.has(d.coinId)).toBe(true);
      expect(units(d.amount) > 0n).toBe(true);
      if (d.status === 'credited') expect(d.creditedAt).toBeDefined();
      if (d.status === 'rejected') expect(d.rejectReason).toBeTruthy();
    }
  });

  it('withdrawal netAmount = amount - fee exactly', () => {
    for (const w of data.withdrawals) {
      expect(units(w.netAmount), w._id).toBe(units(w.amount) - units(w.fee));
      expect(units(w.fee)).toBe(units(coinById.get(w.coinId)?.withdrawFee ?? 'x'));
      expect(units(w.netAmount) > 0n).toBe(true);
    }
  });

  it('withdrawal approvals follow the second-approval rule', () => {
    const awaiting = data.withdrawals.filter((w) => w.status === 'awaitingSecondApproval');
    expect(awaiting.length).toBeGreaterThan(0);
    for (const w of data.withdrawals) {
      const coin = coinById.get(w.coinId);
      const large = units(w.amount) > units(coin?.secondApprovalThreshold ?? '0');
      const approvers = w.approvals.map((a) => a.adminId);
      expect(new Set(approvers).size).toBe(approvers.length);
      for (const id of approvers) expect(DEMO_ADMINS).toContain(id);
      if (w.status === 'pending') expect(approvers).toHaveLength(0);
      if (w.status === 'awaitingSecondApproval') {
        expect(large).toBe(true);
        expect(approvers).toHaveLength(1);
      }
      if (['approved', 'processing', 'completed', 'failed'].includes(w.status)) {
        expect(approvers).toHaveLength(large ? 2 : 1);
      }
      if (w.status === 'completed')
        expect(w.txSignature && isTxSignature(w.txSignature)).toBe(true);
      if (w.status === 'rejected') expect(w.rejectReason).toBeTruthy();
    }
  });

  it('the fee ledger matches trades and completed withdrawals', () => {
    const tradeById = new Map(data.trades.map((t) => [t._id, t]));
    const withdrawalById = new Map(data.withdrawals.map((w) => [w._id, w]));
    for (const entry of data['admin-profit']) {
      expect(coinById.has(entry.coinId)).toBe(true);
      if (entry.source === 'trade') {
        const trade = tradeById.get(entry.refId);
        expect(trade?.status).not.toBe('failed');
        expect(entry.marketId).toBe(trade?.marketId);
        expect(units(entry.amount)).toBe(
          units(trade?.takerFee ?? 'x') + units(trade?.makerFee ?? 'x'),
        );
      } else {
        const withdrawal = withdrawalById.get(entry.refId);
        expect(withdrawal?.status).toBe('completed');
        expect(entry.amount).toBe(withdrawal?.fee);
      }
    }
  });

  it('user logins and admin logins reference known accounts', () => {
    const userIds = new Set(data.users.map((u) => u._id));
    for (const login of data['user-logins']) expect(userIds.has(login.userId)).toBe(true);
    for (const login of data['login-history']) expect(DEMO_ADMINS).toContain(login.adminId);
    expect(new Set(data['login-history'].map((l) => l.adminId)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('operations and administration', () => {
  it('has one module per access name, in menu order', () => {
    expect(data.modules.map((m) => m.name)).toEqual([...moduleNames]);
    for (const [i, m] of data.modules.entries()) {
      expect(m.route).toMatch(/^\//);
      expect(m.sortOrder).toBe(i + 1);
      expect(m.isActive).toBe(true);
    }
    expect(data.modules.find((m) => m.name === 'Dashboard')?.route).toBe('/dashboard');
    const moduleIds = new Set(data.modules.map((m) => m._id));
    for (const s of data['sub-modules']) expect(moduleIds.has(s.moduleId)).toBe(true);
  });

  it('email templates list exactly the variables they use (the e-mail layout around them too)', () => {
    for (const t of data['email-templates']) {
      const used = new Set(
        [...`${t.subject} ${inEmailLayout(t.body)}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(
          (m) => m[1],
        ),
      );
      expect(new Set(t.variables)).toEqual(used);
      expect(t.variables).toContain('name');
      expect(t.body).toMatch(/<p>/);
    }
  });

  it('CMS pages respect the meta length limits', () => {
    for (const p of data['cms-pages']) {
      expect(p.metaTitle.length).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      expect(p.content).toMatch(/^</);
    }
  });

  it('trade bots run on existing markets', () => {
    for (const bot of data['trade-bots']) {
      expect(marketById.has(bot.marketId)).toBe(true);
      if (bot.status === 'error') expect(bot.lastError).toBeTruthy();
    }
  });
});
