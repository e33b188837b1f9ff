import type { Row } from '../../../src/demo/store';
import { compareDecimal } from '../../../resources/domain';
import { store } from '../harness';

/** A pending withdrawal of an active coin, above its second-approval threshold or not. */
export function pendingWithdrawal(large: boolean, skip: string[] = []): Row {
  return store.all('withdrawals').find((row) => {
    const coin = store.find('coins', String(row.coinId))!;
    const above = compareDecimal(row.amount, coin.secondApprovalThreshold) === 1;
    return (
      row.status === 'pending' &&
      above === large &&
      coin.status === 'active' &&
      !skip.includes(row._id)
    );
  })!;
}
