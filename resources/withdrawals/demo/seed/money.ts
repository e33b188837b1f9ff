/** Money of the demo seed: deposits, withdrawals and the fee ledger. */
import type { AdminProfit, Deposit, DepositStatus, Trade, User } from '../../../domain';
import { REASONS } from '../../../domain/reasons';
import type { Withdrawal, WithdrawalApproval, WithdrawalStatus } from '../../domain';
import {
  DAY,
  FINANCE_IDS,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  sortByText,
  type Rng,
} from '../../../../src/demo/seed/rng';

import { amountUnits, pickCoin, units, type MoneyCoin } from '../../../../src/demo/seed/coins';

export interface Transfers {
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  adminProfit: AdminProfit[];
}

/** Solana produces a slot roughly every 400 ms. */
function slotAt(at: number): number {
  return 455_000_000 - Math.floor((REFERENCE_TIME - at) / 400);
}

export function buildTransfers(
  rng: Rng,
  coins: readonly MoneyCoin[],
  /** Sorted by createdAt. */
  users: readonly User[],
  trades: readonly Trade[],
  /** takerFee + makerFee per trade in 1/10000 USDC. */
  tradeFees: readonly number[],
): Transfers {
  const timeAfter = (user: User, minAgo = 0): number => {
    const created = Date.parse(user.createdAt) + 10 * MINUTE;
    return Math.floor(
      Math.max(created, REFERENCE_TIME - minAgo - rng.next() * (REFERENCE_TIME - created - minAgo)),
    );
  };
  /** A user who signed up before `at` (recent transfers). */
  const signedUp = users.map((u) => Date.parse(u.createdAt));
  const userBefore = (at: number): User => {
    let count = 0;
    while (count < signedUp.length && signedUp[count] < at - 10 * MINUTE) count++;
    return users[count > 0 ? rng.int(0, count - 1) : 0];
  };

  // ---- deposits
  const DEPOSIT_COUNT = 1000;
  const deposits: Deposit[] = [];
  for (let i = 0; i < DEPOSIT_COUNT; i++) {
    const status = rng.weighted<DepositStatus>({
      credited: 88,
      rejected: 6,
      confirming: 3,
      detected: 3,
    });
    const settled = status === 'credited' || status === 'rejected';
    let user = rng.pick(users);
    let at = REFERENCE_TIME - Math.floor(rng.float(5, 600) * 1000);
    if (settled) at = timeAfter(user, 10 * MINUTE);
    else user = userBefore(at);
    const { coin, def, hotWallet } = pickCoin(rng, coins, at, false);
    const amount = amountUnits(
      rng,
      Math.max(def.minDeposit, def.typical[0]),
      def.typical[1],
      def.dp,
    );
    const deposit: Deposit = {
      _id: rng.id(at),
      userId: user._id,
      coinId: coin._id,
      amount: fmt(amount, def.dp),
      fromAddress: rng.address(),
      toAddress: hotWallet,
      txSignature: rng.signature(),
      slot: slotAt(at),
      status,
      createdAt: iso(at),
      updatedAt: iso(at),
    };
    if (status === 'credited') {
      const creditedAt = at + rng.int(15, 120) * 1000;
      deposit.creditedAt = iso(creditedAt);
      deposit.updatedAt = iso(creditedAt);
    } else if (status === 'rejected') {
      const reviewedAt = Math.min(REFERENCE_TIME, at + rng.float(0.2, 30) * HOUR);
      deposit.rejectReason = rng.pick([
        `${REASONS.unsupported_token}: token account does not belong to the platform`,
        `${REASONS.duplicate}: a second credit for the same transaction`,
        `${REASONS.sanctions_hit}: sender address on the sanctions list`,
      ]);
      deposit.reviewedBy = rng.pick(FINANCE_IDS);
      deposit.updatedAt = iso(reviewedAt);
    }
    deposits.push(deposit);
  }
  sortByText(deposits, (x) => x.createdAt);

  // ---- withdrawals
  const WITHDRAWAL_COUNT = 1000;
  const withdrawals: Withdrawal[] = [];
  for (let i = 0; i < WITHDRAWAL_COUNT; i++) {
    const status = rng.weighted<WithdrawalStatus>({
      completed: 55,
      pending: 10,
      awaitingSecondApproval: 6,
      approved: 5,
      processing: 5,
      failed: 5,
      rejected: 14,
    });
    const inFlight =
      status === 'pending' ||
      status === 'awaitingSecondApproval' ||
      status === 'approved' ||
      status === 'processing';
    let user = rng.pick(users);
    let at = REFERENCE_TIME - Math.floor(rng.float(0.1, 72) * HOUR);
    if (inFlight) user = userBefore(at);
    else at = timeAfter(user, 3 * DAY);
    const { coin, def } = pickCoin(rng, coins, at, true);
    const threshold = units(def.threshold, def.dp);
    const maxWithdraw = units(def.maxWithdraw, def.dp);
    const large = status === 'awaitingSecondApproval' || rng.chance(0.15);
    const amount = large
      ? threshold + 1 + Math.floor(rng.next() * (maxWithdraw - threshold))
      : amountUnits(rng, def.minWithdraw, Math.min(def.threshold, def.typical[1]), def.dp);
    const fee = units(def.withdrawFee, def.dp);
    const needsTwo = amount > threshold;
    const [first, second] = rng.sample(FINANCE_IDS, 2);

    // Review timeline.
    const approvals: WithdrawalApproval[] = [];
    const step = (from: number, maxHours: number): number =>
      Math.floor(Math.min(REFERENCE_TIME - 1000, from + rng.float(0.05, maxHours) * HOUR));
    let last = at;
    const approvedCount =
      status === 'pending'
        ? 0
        : status === 'awaitingSecondApproval'
          ? 1
          : status === 'rejected'
            ? needsTwo && rng.chance(0.4)
              ? 1
              : 0
            : needsTwo
              ? 2
              : 1;
    for (let a = 0; a < approvedCount; a++) {
      last = step(last, inFlight ? 2 : 12);
      approvals.push({ adminId: a === 0 ? first : second, at: iso(last) });
    }

    const withdrawal: Withdrawal = {
      _id: rng.id(at),
      userId: user._id,
      coinId: coin._id,
      amount: fmt(amount, def.dp),
      fee: fmt(fee, def.dp),
      netAmount: fmt(amount - fee, def.dp),
      toAddress: rng.chance(0.7) ? user.walletAddress : rng.address(),
      status,
      approvals,
      needsTwoApprovals: needsTwo,
      createdAt: iso(at),
      updatedAt: iso(last),
    };
    if (approvals.length > 0) {
      withdrawal.reviewedBy = approvals[approvals.length - 1].adminId;
      withdrawal.reviewedAt = approvals[approvals.length - 1].at;
    }
    if (status === 'rejected') {
      last = step(last, 24);
      withdrawal.reviewedBy = approvals.length > 0 ? second : first;
      withdrawal.reviewedAt = iso(last);
      withdrawal.rejectReason = rng.pick([
        `${REASONS.sanctions_hit}: destination address flagged by compliance`,
        `${REASONS.suspected_fraud}: account under review for unusual activity`,
        REASONS.user_request,
        `${REASONS.invalid_address}: not the verified wallet`,
      ]);
    }
    if (status === 'processing' || status === 'completed' || status === 'failed') {
      last = step(last, 1);
      if (status !== 'processing' || rng.chance(0.5)) withdrawal.txSignature = rng.signature();
    }
    if (status === 'failed') {
      withdrawal.failureReason = rng.pick([
        'Transaction expired: blockhash not found',
        'Hot wallet has insufficient SOL for fees',
      ]);
      if (rng.chance(0.5)) delete withdrawal.txSignature;
    }
    withdrawal.updatedAt = iso(last);
    withdrawals.push(withdrawal);
    // Funds of a withdrawal not yet sent or settled stay locked (locked = open orders and
    // pending withdrawals), so that a reject has them to unlock.
    if (inFlight) {
      const balance = user.balances.find((item) => item.coinId === coin._id);
      if (balance) balance.locked = fmt(units(Number(balance.locked), def.dp) + amount, def.dp);
    }
  }
  sortByText(withdrawals, (x) => x.createdAt);

  // ---- fee ledger: trade fees (USDC) and withdrawal fees (in the coin withdrawn)
  const usdc = coins[0].coin;
  const adminProfit: AdminProfit[] = [];
  trades.forEach((trade, i) => {
    const fee = tradeFees[i];
    if (trade.status === 'failed' || fee === 0) return;
    adminProfit.push({
      _id: rng.id(Date.parse(trade.createdAt)),
      source: 'trade',
      refId: trade._id,
      coinId: usdc._id,
      marketId: trade.marketId,
      amount: fmt(fee, 4),
      at: trade.updatedAt,
      createdAt: trade.updatedAt,
      updatedAt: trade.updatedAt,
    });
  });
  for (const w of withdrawals) {
    if (w.status !== 'completed') continue;
    adminProfit.push({
      _id: rng.id(Date.parse(w.updatedAt)),
      source: 'withdrawal',
      refId: w._id,
      coinId: w.coinId,
      amount: w.fee,
      at: w.updatedAt,
      createdAt: w.updatedAt,
      updatedAt: w.updatedAt,
    });
  }
  sortByText(adminProfit, (x) => x.at);

  return { deposits, withdrawals, adminProfit };
}
