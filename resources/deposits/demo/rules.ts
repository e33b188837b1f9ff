import { ok } from '../../../src/demo/http-utils';
import { transferNames } from '../../withdrawals/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** Deposits: read-only rows with the user's email and coin symbol; reject records who and why. */
const deposits: CollectionRules = {
  view(store) {
    return store.all('deposits').map(transferNames(store));
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
      return ok(transferNames(store)(saved), 'Deposit rejected; it will not be credited');
    },
  },
};

export default deposits;
