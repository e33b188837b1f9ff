import { describe, it, expect } from 'vitest';
import { coinLimitErrors } from '../../resources/domain';
import { isSolanaAddress, isTxSignature } from '../../src/lib/solana';
import { data, expectUnique, units } from './support/seed-data';

const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]+$/;
const DEMO_ADMINS = [
  'admin-superadmin',
  'admin-operator',
  'admin-finance',
  'admin-viewer',
  'admin-nobody',
  'admin-twofa',
];

const coinById = new Map(data.coins.map((c) => [c._id, c]));

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
