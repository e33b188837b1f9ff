import type { ResourceDeclaration } from '../../resources/types';
import {
  CLAIM_SEGMENT,
  claimable,
  lapseMinutes,
  RELEASE_SEGMENT,
  TAKE_OVER_ACTION,
} from '../../src/model/claims';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { apiPath } from '../../src/model/registry';
import type { Paths } from './fixedCalls';
import { access, operation } from './operations';
import { ID, ok, refusals } from './responses';

const text: JsonSchema = { type: 'string' };

/** What a claim or release answers: the row's claim as it now is (none after a release). */
const CLAIM: JsonSchema = {
  type: 'object',
  properties: {
    _id: text,
    claimedBy: text,
    claimedByName: text,
    claimedAt: { type: 'string', format: 'date-time' },
  },
  required: ['_id'],
};

/** POST claim and release of a claimable resource's row (src/model/claims.ts). */
export function claimsPaths(declaration: ResourceDeclaration, record: string, tag: string): Paths {
  if (!claimable(declaration)) return {};
  const path = apiPath(declaration.name);
  const one = declaration.title.singular.toLowerCase();
  const who = access(declaration.module, 'edit');
  const lapse = lapseMinutes(declaration);
  return {
    [`${record}/${CLAIM_SEGMENT}`]: {
      post: operation(`${path}.claim`, tag, `Claim a ${one}`, who, {
        description: `Marks the row as being worked by the caller: it then carries \`claimedBy\`, \`claimedByName\` and \`claimedAt\`, told to the other admins by the live feed. A claim lapses ${lapse} minutes after its holder's last activity on the row (this call, an action, an edit, a note). While another admin's claim is live, answers 409 naming the holder unless the body is \`{ "takeOver": true }\` (audit action \`${TAKE_OVER_ACTION}\`, with \`overClaimOf\`). A courtesy, not a lock: actions on a claimed row are still taken, and recorded with \`overClaimOf\`.`,
        parameters: [ID],
        requestBody: {
          required: false,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { takeOver: { type: 'boolean' } },
                additionalProperties: false,
              },
            },
          },
        },
        responses: {
          '200': ok('Claimed', CLAIM),
          ...refusals('BadRequest', 'NotFound', 'Conflict'),
        },
      }),
    },
    [`${record}/${RELEASE_SEGMENT}`]: {
      post: operation(`${path}.release`, tag, `Release a claimed ${one}`, who, {
        description:
          'Ends the live claim on the row: its holder may, and any superadmin (recorded with `overClaimOf`); anyone else, or a row no one holds, answers 409.',
        parameters: [ID],
        responses: {
          '200': ok('Released', CLAIM),
          ...refusals('NotFound', 'Conflict'),
        },
      }),
    },
  };
}
