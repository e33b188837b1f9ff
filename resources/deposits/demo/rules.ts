import { ok } from '../../../src/demo/http-utils';
import { transferNames } from '../../withdrawals/demo';
import type { CollectionRules } from '../../../src/demo/rules';
import { newId, newSignature } from '../../../src/demo/store';
import { say } from '../../_text';

/** Deposits: read-only rows with the user's email and coin symbol; reject records who and why. */
const deposits: CollectionRules = {
  view(store) {
    return store.all('deposits').map(transferNames(store));
  },
  /**
   * A deposit arrives on chain: like a recent one (coin, amount, platform address), from another
   * active user, detected at the next slot; crediting it is the platform's, not the admin's.
   */
  simulate({ store, now, pick }) {
    const deposits = store.all('deposits');
    const template = pick(deposits.slice(0, 100));
    const user = pick(store.all('users').filter((row) => row.status === 'active'));
    if (!template || !user) return;
    const slot = Math.max(0, ...deposits.slice(0, 100).map((row) => Number(row.slot) || 0)) + 1;
    store.insert('deposits', {
      _id: newId(),
      userId: user._id,
      coinId: template.coinId,
      amount: template.amount,
      fromAddress: template.fromAddress,
      toAddress: template.toAddress,
      txSignature: newSignature(),
      slot,
      status: 'detected',
      createdAt: now,
      updatedAt: now,
    });
  },
  actions: {
    // The state guard (detected or confirming) and the required reason were checked already.
    reject({ store, admin, now }, row, body) {
      const saved = store.update('deposits', row._id, {
        status: 'rejected',
        rejectReason: String(body.rejectReason).trim(),
        reviewedBy: admin._id,
        updatedAt: now,
      })!;
      return ok(transferNames(store)(saved), say`Deposit rejected; it will not be credited`);
    },
  },
};

export default deposits;
