import { batchApprovalCap, compareDecimal, subtractDecimal, sumDecimals } from '../../domain';
import {
  approvedAtBy,
  awaitingApprovalOf,
  decideApproval,
  type WithdrawalApproval,
  type WithdrawalStatus,
} from '../domain';
import { conflict, ok } from '../../../src/demo/http-utils';
import type { DemoStore, Row } from '../../../src/demo/store';
import { actorName } from '../../../src/demo/people';
import { transferNames } from './transfers';
import declared from '..';
import { simulateWithdrawal } from './simulate';
import type { CollectionRules } from '../../../src/demo/rules';
import { formatAmount } from '../../../src/model/format';
import { say } from '../../_text';

/**
 * A withdrawal as listed: names of the user, coin and approving admins (four-eyes is stored), and
 * the user's balances (what a reviewer weighs it against).
 */
function decorate(store: DemoStore): (row: Row) => Row {
  const names = transferNames(store);
  const balances = new Map(store.all('users').map((user) => [user._id, user.balances]));
  return (row) => {
    const approvals = (row.approvals as WithdrawalApproval[] | undefined) ?? [];
    return {
      ...names(row),
      approvedByNames: approvals.map((item) => actorName(store, item.adminId)).join(', '),
      userBalances: balances.get(String(row.userId)) ?? [],
    };
  };
}

/** A rejected withdrawal gives the user back what it locked (never more than is locked). */
function unlockFunds(store: DemoStore, withdrawal: Row): void {
  const user = store.find('users', String(withdrawal.userId));
  if (!user || !Array.isArray(user.balances)) return;
  const balances = (user.balances as Row[]).map((balance) => {
    if (balance.coinId !== withdrawal.coinId) return balance;
    const freed =
      compareDecimal(balance.locked, withdrawal.amount) === -1 ? balance.locked : withdrawal.amount;
    return {
      ...balance,
      locked: subtractDecimal(balance.locked, freed),
      available: sumDecimals([balance.available, freed]),
    };
  });
  store.update('users', user._id, { balances });
}

/**
 * A batch of approvals moves at most each coin's batch cap (batchApprovalCap: its own limit, else
 * its daily withdraw limit), summed over every row asked, whatever each row's outcome.
 */
function batchOverCap(store: DemoStore, action: string, rows: readonly Row[]) {
  if (action !== 'approve') return undefined;
  const byCoin = new Map<string, unknown[]>();
  for (const row of rows) {
    const coinId = String(row.coinId);
    byCoin.set(coinId, [...(byCoin.get(coinId) ?? []), row.amount]);
  }
  for (const [coinId, amounts] of byCoin) {
    const coin = store.find('coins', coinId);
    const cap = coin && batchApprovalCap(coin);
    const sum = sumDecimals(amounts);
    if (coin && compareDecimal(sum, cap) === 1) {
      const symbol = String(coin.symbol);
      return say`One batch approves at most ${formatAmount(cap, symbol)}; these withdrawals add up to ${formatAmount(sum, symbol)}. Approve fewer at once.`;
    }
  }
  return undefined;
}

/**
 * The review of withdrawals (docs/states.md): approve applies the four-eyes rule (decideApproval:
 * the same admin cannot give the second approval, 409), reject records the reason and unlocks
 * funds. The state guards of both were checked from the declaration already (409 otherwise).
 */
const withdrawals: CollectionRules = {
  // The audit trail names a withdrawal by what it moves, as amounts read: "6,624.19 USDT".
  title: (row, store) =>
    formatAmount(row.amount, String(store.find('coins', String(row.coinId))?.symbol ?? '')),

  view(store) {
    return store.all('withdrawals').map(decorate(store));
  },
  // Each admin reads whether a withdrawal waits for its own approval and when it gave one: the
  // saved views "Waiting for my approval" and "Approved by me today" are filters on these.
  rowModule: () => declared.module,
  forAdmin: (row, admin, mayEdit) => ({
    ...row,
    awaitingMe:
      mayEdit && awaitingApprovalOf({ status: row.status, approvals: row.approvals }, admin._id),
    approvedByMeAt: approvedAtBy({ approvals: row.approvals }, admin._id),
  }),
  simulate: simulateWithdrawal,
  bulkRefusal: batchOverCap,
  actions: {
    approve({ store, admin, now }, row) {
      const coin = store.find('coins', String(row.coinId));
      if (coin?.status === 'disabled')
        return conflict(say`Cannot approve: ${String(coin.symbol)} is disabled.`);
      if (coin?.withdrawEnabled === false)
        return conflict(say`Cannot approve: withdrawals of ${String(coin.symbol)} are turned off.`);
      // Two approvals or one was decided when the user asked (needsTwoApprovals), not now: a
      // threshold raised since changes nothing for this withdrawal.
      const decision = decideApproval(
        {
          status: row.status as WithdrawalStatus,
          approvals: row.approvals as WithdrawalApproval[],
          needsTwoApprovals: row.needsTwoApprovals,
        },
        admin._id,
        now,
      );
      if (!decision.ok) return conflict(decision.message);
      const saved = store.update('withdrawals', row._id, {
        status: decision.status,
        approvals: decision.approvals,
        reviewedBy: admin._id,
        reviewedAt: now,
        updatedAt: now,
      })!;
      return ok(
        decorate(store)(saved),
        decision.status === 'approved'
          ? say`Withdrawal approved`
          : say`First approval recorded: a different admin must give the second`,
      );
    },
    reject({ store, admin, now }, row, body) {
      const saved = store.update('withdrawals', row._id, {
        status: 'rejected',
        rejectReason: String(body.rejectReason).trim(),
        reviewedBy: admin._id,
        reviewedAt: now,
        updatedAt: now,
      })!;
      unlockFunds(store, saved);
      return ok(decorate(store)(saved), say`Withdrawal rejected; the user's funds are unlocked`);
    },
  },
};

export default withdrawals;
