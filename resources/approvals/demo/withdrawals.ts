import withdrawals, { AWAITING_REVIEW, type WithdrawalApproval } from '../../withdrawals';
import { transferNames } from '../../withdrawals/demo';
import type { LiveSource } from '../../../src/demo/rules';
import type { DemoStore, Row } from '../../../src/demo/store';
import { formatAmount } from '../../../src/model/format';

/** The inbox's id of a withdrawal awaiting review: never one of a stored pending change. */
export const WITHDRAWAL_PREFIX = 'withdrawal-';

/**
 * Withdrawals awaiting review, as rows of the inbox: they keep their own four-eyes rule (their
 * approve and reject are the withdrawal's own), and show beside the held changes so that one
 * inbox holds everything that waits for an admin's check. The user asked; no admin proposed it.
 */
export function withdrawalsAwaiting(store: DemoStore): Row[] {
  const names = transferNames(store);
  return store
    .all('withdrawals')
    .filter((row) => (AWAITING_REVIEW as readonly unknown[]).includes(row.status))
    .map((row) => {
      const named = names(row);
      const approvals = (row.approvals as WithdrawalApproval[] | undefined) ?? [];
      return {
        _id: WITHDRAWAL_PREFIX + row._id,
        resource: 'withdrawals',
        recordId: row._id,
        recordTitle: `${formatAmount(String(row.amount))} ${String(named.coinSymbol ?? '')}`.trim(),
        action: 'approve',
        kind: 'withdrawal',
        module: withdrawals.module,
        changes: [{ field: 'status', before: row.status, after: 'approved' }],
        proposedBy: '',
        proposedByName: String(named.userEmail ?? ''),
        proposedAt: row.createdAt,
        expiresAt: null,
        status: 'pending',
        approvedBy: approvals.map((item) => item.adminId),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        claimedBy: row.claimedBy,
        claimedAt: row.claimedAt,
      };
    });
}

/** A withdrawal's change is its inbox row's, told to the admins who may view withdrawals. */
export const withdrawalsLive: LiveSource = {
  collection: 'withdrawals',
  ids: (row) => [WITHDRAWAL_PREFIX + row._id],
  rowModule: () => withdrawals.module,
};
