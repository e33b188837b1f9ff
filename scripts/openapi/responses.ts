import { BODY_MAX_BYTES, BODY_TOO_LARGE, LIST_LIMIT } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { ref } from './schemas';

/**
 * The envelope every JSON answer is in, `{ success, message?, result?, errors? }`, and the
 * refusals (docs/API.md "Every call"). A success names its `result`; a refusal has no result.
 */
export const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = {
  FieldErrors: {
    type: 'object',
    description:
      'Field -> message, keyed as the body is: `markets.0.slug` for a nested row, `restriction` for the list.',
    additionalProperties: { type: 'string' },
  },
  Failure: {
    type: 'object',
    description: 'A refused call: `success` false, a message to show, field errors on a 400.',
    properties: {
      success: { const: false },
      message: { type: 'string' },
      errors: ref('FieldErrors'),
      status: { type: 'integer', description: 'The HTTP status again (some answers repeat it)' },
    },
    required: ['success', 'message'],
  },
  Done: {
    type: 'object',
    description: 'A call that answers a message (its result, when any, is an empty object).',
    properties: {
      success: { const: true },
      message: { type: 'string' },
      result: { type: 'object' },
      status: { type: 'integer' },
    },
    required: ['success'],
  },
};

/** The envelope of a success whose result is `result`. */
function envelope(result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { success: { const: true }, message: { type: 'string' }, result },
    required: ['success', 'result'],
  };
}

/** A page of a list: `{ items, total }`, total counting every row the filters select. */
export function listOf(item: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', minimum: 0, description: 'Rows the filters select, all pages' },
    },
    required: ['items', 'total'],
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

export const ok = (description: string, result: JsonSchema) => ({
  description,
  content: json(envelope(result)),
});

export const done = (description: string) => ({ description, content: json(ref('Done')) });

const failure = (description: string, extra: object = {}) => ({
  description,
  ...extra,
  content: json(ref('Failure')),
});

/** The refusals by status, as components.responses. */
export const REFUSALS = {
  BadRequest: failure(
    'Refused: `errors` names each field (an unknown key, a value of another type, a rule); a body that cannot be read has a message alone',
  ),
  Unauthorized: failure('No session: the token is missing, unknown or ended; sign in again'),
  Forbidden: failure("The admin's restriction list lacks the right this call needs"),
  NotFound: failure('No record with that id (or no such action)'),
  Conflict: failure("The record's state does not allow it; the message names the state"),
  PreconditionFailed: failure(
    'If-Match is not exactly one version as the record answers it ("3"): nothing is stored',
  ),
  PayloadTooLarge: failure(`${BODY_TOO_LARGE} (${BODY_MAX_BYTES} bytes); refused unread`),
  TooManyRequests: failure('Too many attempts: locked for a while, as Retry-After says', {
    headers: {
      'Retry-After': {
        description: 'Seconds until the lock ends',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  }),
} as const;

export type Refusal = keyof typeof REFUSALS;

const STATUS: Record<Refusal, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  Conflict: '409',
  PreconditionFailed: '412',
  PayloadTooLarge: '413',
  TooManyRequests: '429',
};

/** `{ '401': { $ref } ... }` for the refusals an operation may answer. */
export function refusals(...names: Refusal[]): Record<string, { $ref: string }> {
  return Object.fromEntries(
    names.map((name) => [STATUS[name], { $ref: `#/components/responses/${name}` }]),
  );
}

const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Query and path parameters many operations share, as components.parameters. */
export const SHARED_PARAMETERS = {
  Page: {
    name: 'page',
    in: 'query',
    description: 'Page number, from 1',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  Limit: {
    name: 'limit',
    in: 'query',
    description: `Rows per page, at most ${LIST_LIMIT.max}`,
    schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default },
  },
  Search: {
    name: 'q',
    in: 'query',
    description: 'Search: a record whose _id is this, or whose text fields hold it',
    schema: { type: 'string' },
  },
  Order: {
    name: 'order',
    in: 'query',
    description: 'Sort direction',
    schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  },
  Id: {
    name: 'id',
    in: 'path',
    required: true,
    description: "The record's _id",
    schema: { type: 'string' },
  },
  TimeZone: {
    name: 'timezone',
    in: 'header',
    description: "The admin's IANA time zone (e.g. Europe/Berlin): reports count days in it",
    schema: { type: 'string' },
  },
};

/** The paging parameters of every paged list. */
export const PAGING = [parameter('Page'), parameter('Limit')];
export const SEARCH = parameter('Search');
export const ORDER = parameter('Order');
export const ID = parameter('Id');
export const TIME_ZONE = parameter('TimeZone');
