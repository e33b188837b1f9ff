import type { ResourceDeclaration } from '../../resources/types';
import { apiActions } from '../../src/model/apiRules';
import type { JsonSchema } from '../../src/model/jsonSchema';
import type { Paths } from './fixedCalls';
import { operation, type Access } from './operations';
import { ID, ok, refusals } from './responses';
import { bulkPaths } from './bulkPaths';
import { inputSchema, rowActionBody } from './actionBody';

const jsonBody = (schema: JsonSchema, required: boolean) => ({
  required,
  content: { 'application/json': { schema } },
});

/**
 * `POST /{resource}/{id}/{action}` for each declared action the API runs (not links, not client
 * actions), and `POST /{resource}/{name}` for each list action. `base` is the resource's path;
 * `who` says what a call needs (requestNeed).
 */
export function actionPaths(
  declaration: ResourceDeclaration,
  base: string,
  tag: string,
  who: (method: string, segments: string[]) => Access,
): Paths {
  const path = base.split('/').pop();
  const paths: Paths = {};
  for (const action of apiActions(declaration)) {
    const reasoned = Boolean(action.input || action.reasons);
    const declared = action.body;
    const body = rowActionBody(action);
    paths[`${base}/{id}/${action.name}`] = {
      post: {
        ...(action.reads ? { 'x-reads-only': true as const } : {}),
        ...operation(
          `${path}.action.${action.name}`,
          tag,
          action.label,
          who('POST', ['{id}', action.name]),
          {
            description: [
              action.confirm,
              action.reads
                ? 'Only reads: it changes nothing and writes no entry in the audit trail.'
                : undefined,
              "Refused with 409 when the record's state does not allow it (the message names the state).",
              reasoned || declared
                ? undefined
                : 'It takes no request body: the keys of a JSON object sent are ignored, and any other body is refused with 400.',
            ]
              .filter(Boolean)
              .join(' '),
            parameters: [ID],
            requestBody: body && jsonBody(body.schema, body.required),
            responses: {
              '200': ok('Done', {
                type: 'object',
                description: 'The record as the action left it, or what the action answers',
              }),
              ...refusals('BadRequest', 'NotFound', 'Conflict', 'PayloadTooLarge'),
            },
          },
        ),
      },
    };
  }
  for (const action of declaration.listActions ?? []) {
    const picks = action.pick;
    const keys = picks.map((pick) => pick.key);
    // What it takes for a reason (a code, its text), as one row's action takes it.
    const why = action.reasons || action.input ? inputSchema(action) : undefined;
    // No pick and no reason (mark every notification read): it takes no body at all.
    const body: JsonSchema | undefined = picks.length
      ? {
          type: 'object',
          description: `Exactly one of ${keys.join(', ')} (400 otherwise)`,
          properties: {
            ...Object.fromEntries(
              picks.map((pick) => [
                pick.key,
                {
                  type: 'string',
                  description: `${pick.label}: the _id of a record of ${pick.reference.resource}`,
                },
              ]),
            ),
            ...why?.properties,
          },
          ...(why && 'required' in why ? { required: why.required } : {}),
          oneOf: keys.map((key) => ({ required: [key] })),
        }
      : why;
    const where = Object.entries(action.where ?? {}).map(([key, value]) => `${key}=${value}`);
    paths[`${base}/${action.name}`] = {
      post: operation(
        `${path}.listAction.${action.name}`,
        tag,
        action.label,
        who('POST', [action.name]),
        {
          description: [
            `Changes every row${picks.length ? ' of the picked record' : ''} that its state allows, in one request, and answers how many.`,
            where.length ? `The rows listed with ${where.join('&')}.` : '',
            picks.length
              ? 'The app counts them first: the list with that filter and `limit=1`.'
              : '',
            body ? '' : 'It takes no request body: it applies to every row it selects.',
          ]
            .filter(Boolean)
            .join(' '),
          ...(body
            ? {
                requestBody: jsonBody(
                  body,
                  picks.length > 0 || Boolean(action.reasons || action.input?.required),
                ),
              }
            : {}),
          responses: {
            '200': ok('Done', {
              type: 'object',
              properties: { count: { type: 'integer', minimum: 0 } },
              required: ['count'],
            }),
            ...refusals('BadRequest', 'NotFound', 'PayloadTooLarge'),
          },
        },
      ),
    };
  }
  return { ...paths, ...bulkPaths(declaration, base, tag, who) };
}
