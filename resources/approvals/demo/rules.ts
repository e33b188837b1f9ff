import type { CollectionRules } from '../../../src/demo/rules';
import type { Row } from '../../../src/demo/store';
import { expireDue } from '../../../src/demo/backend/pendingChanges';

/**
 * Pending changes as an admin reads them: only those of modules it may view; `waitingForMe` when
 * it may decide one now (another admin's, in a module it may edit); never the request the approval
 * replays, which stays with the server. Expired ones are marked before any read. Decisions are
 * taken by the dual-control kernel (src/demo/backend/dualControl.ts), which replays the change.
 */
const approvals: CollectionRules = {
  rowModule: (row) => String(row.module),
  forAdmin: (row, admin, mayEdit) => {
    const shown: Row = {
      ...row,
      waitingForMe: row.status === 'pending' && row.proposedBy !== admin._id && mayEdit,
    };
    delete shown.request;
    return shown;
  },
  settle: ({ store }) => expireDue(store, store.now()),
};

export default approvals;
