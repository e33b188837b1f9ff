import { CHANGE_PENDING, HELD_FOR_APPROVAL } from '../../src/model/contract';
import { heldPlaces, holdableRequests } from '../../src/model/dualControl';
import { apiPath } from '../../src/model/registry';
import { pascal } from './schemas';
import type { Paths } from './fixedCalls';
import type { Operation } from './operations';
import { ok } from './responses';

/**
 * Dual control in the document: every request whose change may be held for a second admin
 * (src/model/dualControl.ts, from the declarations' `approval` marks) is marked `x-dual-control`
 * with its kinds, answers 202 with the pending change when held, and 409 with
 * `code: 'change_pending'` while another change of the same fields waits. A create of a record
 * with held fields answers 201 with the record as declared and the pending change beside it.
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
  for (const place of heldPlaces().filter((item) => !item.action)) {
    const create = paths[`/api/admin/${apiPath(place.resource)}`]?.post;
    const answer = create?.responses?.['201'] as { content?: Record<string, Schema> } | undefined;
    const schema = answer?.content?.['application/json']?.schema;
    if (!create || !schema?.properties || schema.properties.pendingChange) continue;
    create.description = [create.description, CREATE_TEXT].join('\n\n');
    schema.properties.pendingChange = {
      $ref: `#/components/schemas/${pascal('approvals')}`,
      description: 'The part of the new record that waits for a second admin, when any',
    };
  }
}

type Schema = { schema?: { properties?: Record<string, unknown> } };

const CREATE_TEXT = `**Dual control**: the fields a second admin must approve start as declared (a new admin without edit on a money or rights module); the values asked wait as a pending change of the new record, answered beside it as \`pendingChange\` (201).`;
