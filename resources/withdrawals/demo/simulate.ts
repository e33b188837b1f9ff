import { normalizeModuleName } from '../../../access/names';
import { compareDecimal, subtractDecimal, sumDecimals, type UserBalance } from '../../domain';
import { restrictionEntries } from '../../../src/model/restrictions';
import { newId, type DemoStore, type Row } from '../../../src/demo/store';
import type { SimulationContext } from '../../../src/demo/rules';
import withdrawalsModule from '..';
import { say } from '../../_text';

/** Whether an admin may see the withdrawal queue: the superadmin, or a view right on its module. */
function reviewer(admin: Row): boolean {
  if (admin.role === 'superadmin') return true;
  const module = normalizeModuleName(withdrawalsModule.module);
  return restrictionEntries(admin.restriction).some(
    (entry) => normalizeModuleName(entry.name) === module && entry.canView,
  );
}

/** Moves `amount` of a coin from the user's available balance to locked, if there is enough. */
function lockFunds(store: DemoStore, user: Row, coinId: string, amount: string): boolean {
  const balances = (user.balances as UserBalance[] | undefined) ?? [];
  const balance = balances.find((item) => item.coinId === coinId);
  if (!balance || (compareDecimal(balance.available, amount) ?? -1) < 0) return false;
  store.update('users', user._id, {
    balances: balances.map((item) =>
      item === balance
        ? {
            ...item,
            available: subtractDecimal(item.available, amount),
            locked: sumDecimals([item.locked, amount]),
          }
        : item,
    ),
  });
  return true;
}

/**
 * A user asks to withdraw: a new pending withdrawal like a recent one (same coin and amount, so
 * its four-eyes flag holds), from a user who has the funds, which are locked; every admin who
 * reviews withdrawals gets a notification.
 */
export function simulateWithdrawal({ store, now, pick }: SimulationContext): void {
  const template = pick(store.all('withdrawals').filter((row) => row.status === 'pending'));
  if (!template) return;
  const coinId = String(template.coinId);
  const amount = String(template.amount);
  const user = pick(
    store.all('users').filter((row) => {
      if (row.status !== 'active') return false;
      const balance = (row.balances as UserBalance[] | undefined)?.find(
        (item) => item.coinId === coinId,
      );
      return balance !== undefined && (compareDecimal(balance.available, amount) ?? -1) >= 0;
    }),
  );
  if (!user || !lockFunds(store, user, coinId, amount)) return;
  const withdrawal = store.insert('withdrawals', {
    _id: newId(),
    userId: user._id,
    coinId,
    amount,
    fee: template.fee,
    netAmount: template.netAmount,
    toAddress: template.toAddress,
    status: 'pending',
    approvals: [],
    needsTwoApprovals: template.needsTwoApprovals,
    createdAt: now,
    updatedAt: now,
  });
  const symbol = String(store.find('coins', coinId)?.symbol ?? '');
  for (const admin of store.all('admins').filter(reviewer)) {
    store.insert('notifications', {
      _id: newId(),
      adminId: admin._id,
      type: 'info',
      title: say`Withdrawal awaiting review`,
      body: say`${amount} ${symbol} requested by ${String(user.email)}.`,
      link: withdrawalsModule.routes.show!.replace(':id', withdrawal._id),
      createdAt: now,
      updatedAt: now,
    });
  }
}
