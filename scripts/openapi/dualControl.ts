import { CHANGE_PENDING, HELD_FOR_APPROVAL } from '../../src/model/contract';
import { holdableRequests } from '../../src/model/dualControl';
import { pascal } from './schemas';
import type { Paths } from './fixedCalls';
import type { Operation } from './operations';
import { ok } from './responses';

/**
 * Dual control in the document: every request whose change may be held for a second admin
 * (src/model/dualControl.ts, from the declarations' `approval` marks) is marked `x-dual-control`
 * with its kinds, answers 202 with the pending change when held, and 409 with
 * `code: 'change_pending'` while another change of the same fields waits.
 */
const TEXT = `**Dual control**: when the site setting \`dualControl\` holds this kind of change, it is not applied: it is stored as a pending change and answered ${HELD_FOR_APPROVAL} with it (\`result\`: \`_id\`, \`resource\`, \`recordId\`, \`action\`, \`kind\`, \`changes\` field by field, \`proposedBy\`, \`proposedAt\`, \`expiresAt\`, \`status: 'pending'\`). A different admin with edit on its module applies it with \`POST /api/admin/approvals/{id}/approve\` (after checking that the fields it sets still hold what was proposed, else 409), or rejects it (\`reject\`, with a \`reason\`); its proposer may \`withdraw\` it; it expires after \`approvalExpiryHours\`. While it waits, another change of the same fields answers 409 with \`code: '${CHANGE_PENDING}'\` and \`result.pendingChangeId\`.`;

/** Marks the operations that may be held (in place). */
export function markDualControl(paths: Paths): void {
  for (const request of holdableRequests()) {
    const item = paths[request.path]?.[request.method.toLowerCase()];
    if (!item) throw new Error(`No operation for the held ${request.method} ${request.path}`);
    const marked: Operation & { 'x-dual-control'?: string[] } = item;
    marked.description = [item.description, TEXT].join('\n\n');
    marked.responses = {
      ...item.responses,
      [String(HELD_FOR_APPROVAL)]: ok('Held for a second admin: the pending change', {
        $ref: `#/components/schemas/${pascal('approvals')}`,
      }),
    };
    marked['x-dual-control'] = request.kinds;
  }
}
