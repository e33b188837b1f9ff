import type { ActionDeclaration, ResourceDeclaration } from '../../resources/types';
import { rowActionBody } from './actionBody';
import { BULK_MAX_ROWS } from '../../resources/domain/operations';
import { bulkActions, BULK_OUTCOMES, BULK_SEGMENT } from '../../src/model/bulk';
import type { JsonSchema } from '../../src/model/jsonSchema';
import type { Paths } from './fixedCalls';
import { operation, type Access } from './operations';
import { ok, refusals } from './responses';

const text = (description: string): JsonSchema => ({ type: 'string', description });
const count: JsonSchema = { type: 'integer', minimum: 0 };

/**
 * What a batch request holds (src/model/bulk.ts, BulkRequest): its `input` is what one row's
 * action takes, sent to each row.
 */
function batchBody(action: ActionDeclaration, max: number): JsonSchema {
  const input = rowActionBody(action);
  return {
    type: 'object',
    properties: {
      ids: {
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        maxItems: max,
        description: 'The rows, by _id (none repeated)',
      },
      filter: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: "Instead of ids: every row the list's filters select (list query keys)",
      },
      ...(input
        ? {
            input: {
              ...input.schema,
              description: `What each row's action is sent${input.required ? ' (required)' : ''}`,
            },
          }
        : {}),
      dryRun: {
        type: 'boolean',
        description: 'true: answer what would happen to each row and change nothing',
      },
      versions: {
        type: 'object',
        additionalProperties: { type: 'integer' },
        description:
          'The version each row was seen at (the dry run answers it): a row changed since is refused (409)',
      },
    },
    required: input?.required ? ['dryRun', 'input'] : ['dryRun'],
    oneOf: [{ required: ['ids'] }, { required: ['filter'] }],
  };
}

/** What a batch answers (BulkAnswer). */
const BATCH_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    batchId: text('The id each row’s audit entry carries as `batchId`'),
    action: { type: 'string' },
    dryRun: { type: 'boolean' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          title: text('How the row is named (as in the audit trail)'),
          outcome: {
            enum: [...BULK_OUTCOMES],
            description:
              'applied; awaitingApproval (done, and the same action is still open to another admin: a first of two approvals); held (202: dual control); refused (status and message say why)',
          },
          status: { type: 'integer', description: "The status the row's own request answered" },
          message: { type: 'string' },
          version: {
            type: 'integer',
            description: 'On a dry run: the row’s version, to send back',
          },
        },
        required: ['_id', 'title', 'outcome', 'status', 'message'],
      },
    },
    totals: {
      type: 'object',
      properties: {
        outcomes: {
          type: 'object',
          properties: Object.fromEntries(BULK_OUTCOMES.map((outcome) => [outcome, count])),
        },
        amounts: {
          type: 'array',
          description: 'The declared amount summed per unit (coin), over the rows not refused',
          items: {
            type: 'object',
            properties: {
              unit: { type: 'string' },
              amount: { $ref: '#/components/schemas/Decimal' },
            },
          },
        },
        counts: {
          type: 'array',
          description: 'Rows per user (or the declared key), over the rows not refused',
          items: { type: 'object', properties: { key: { type: 'string' }, rows: count } },
        },
      },
      required: ['outcomes', 'amounts', 'counts'],
    },
  },
  required: ['batchId', 'action', 'dryRun', 'rows', 'totals'],
};

/**
 * `POST /{resource}/bulk/{action}` for each action declared for many rows (`bulk`): a dry run, or
 * the action on each row in turn under the rules it has alone, one audit entry per row.
 */
export function bulkPaths(
  declaration: ResourceDeclaration,
  base: string,
  tag: string,
  who: (method: string, segments: string[]) => Access,
): Paths {
  const path = base.split('/').pop();
  const paths: Paths = {};
  for (const action of bulkActions(declaration)) {
    const max = Math.min(action.bulk!.max, BULK_MAX_ROWS.max);
    paths[`${base}/${BULK_SEGMENT}/${action.name}`] = {
      post: operation(
        `${path}.bulk.${action.name}`,
        tag,
        `${action.label}, a batch`,
        who('POST', [BULK_SEGMENT, action.name]),
        {
          description: `The action on many rows at once: each row is taken as its own \`POST ${base}/{id}/${action.name}\` would be, in turn, under every rule it has alone (state, four-eyes, dual control, version), and answered row by row; the audit trail has one entry per row with the batch's id. With \`dryRun: true\` nothing changes: the answer is what the batch would do now. At most ${max} rows, fewer when the site setting \`bulkMaxRows\` says so (400 naming \`ids\` or \`filter\`); a cap on what one batch moves (a coin's \`batchApprovalLimit\`) is a 409 naming it.`,
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: batchBody(action, max) },
            },
          },
          responses: {
            '200': ok('Each row’s outcome, and what the batch adds up to', BATCH_ANSWER),
            ...refusals('BadRequest', 'NotFound', 'Conflict', 'PayloadTooLarge'),
          },
        },
      ),
    };
  }
  return paths;
}
