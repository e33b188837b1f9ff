import type { CollectionRules } from '../../../src/demo/rules';
import type { Row } from '../../../src/demo/store';
import { expireDue } from '../../../src/demo/backend/pendingChanges';
import { WITHDRAWAL_PREFIX, withdrawalsAwaiting, withdrawalsLive } from './withdrawals';

/**
 * Pending changes as an admin reads them, with the withdrawals awaiting review beside them: only
 * those of modules it may view; `waitingForMe` when it may decide one now (another admin's, in a
 * module it may edit, and not a withdrawal it approved already); never the request an approval
 * replays, which stays with the server. Expired ones are marked before any read. Decisions are
 * taken by the dual-control kernel (src/demo/backend/dualControl.ts), which replays the change.
 */
const moduleOf = (row: Row) => String(row.module);

const approvals: CollectionRules = {
  view: (store) => [...store.all('approvals'), ...withdrawalsAwaiting(store)],
  rowModule: moduleOf,
  liveFrom: [{ collection: 'approvals', rowModule: moduleOf }, withdrawalsLive],
  forAdmin: (row, admin, mayEdit) => {
    const approvedBy = (row.approvedBy as string[] | undefined) ?? [];
    const shown: Row = {
      ...row,
      waitingForMe:
        row.status === 'pending' &&
        row.proposedBy !== admin._id &&
        !approvedBy.includes(admin._id) &&
        mayEdit,
    };
    delete shown.request;
    return shown;
  },
  settle: ({ store }) => expireDue(store, store.now()),
  // A withdrawal's row is the withdrawal: claiming it here claims it on Withdraw too.
  claimsOn: (id) =>
    id.startsWith(WITHDRAWAL_PREFIX)
      ? { collection: 'withdrawals', id: id.slice(WITHDRAWAL_PREFIX.length) }
      : { collection: 'approvals', id },
};

export default approvals;
