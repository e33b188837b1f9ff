import { LIST_LIMIT } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import {
  VIEW_NAME_MAX,
  VIEW_QUERY_MAX,
  VIEWS_PATH,
  VIEWS_PER_LIST_MAX,
} from '../../src/model/views';
import type { Paths } from './fixedCalls';
import { access, operation } from './operations';
import { ID, ok, refusals } from './responses';
import { ref } from './schemas';

/** The tag the saved views are listed under in the reference. */
export const VIEWS_TAG = 'Saved views';

const text: JsonSchema = { type: 'string' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const name: JsonSchema = { type: 'string', minLength: 1, maxLength: VIEW_NAME_MAX };
const query: JsonSchema = {
  type: 'string',
  maxLength: VIEW_QUERY_MAX,
  description: `The list's query as the list API takes it: its declared filters (\`status_in=a,b\`, \`createdAt_gte=...\`), \`q\`, \`sort\` (a field of the list), \`order\` (asc, desc) and \`limit\` (the page size, 1 to ${LIST_LIMIT.max}); '' for the plain list.`,
};
const columns: JsonSchema = {
  type: 'array',
  items: text,
  description: "The columns shown, by field key (the list's listed fields); empty: its default.",
};

/** One view (src/model/views.ts, ListedView). */
const VIEW: JsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string', description: 'A built-in view\u2019s starts with `builtin:`' },
    resource: text,
    name: text,
    query,
    columns,
    ownerId: { type: 'string', description: "'' for a built-in view" },
    ownerName: text,
    shared: { type: 'boolean' },
    builtIn: { type: 'boolean' },
    createdAt: time,
    updatedAt: time,
    count: {
      type: 'integer',
      minimum: 0,
      description: 'Rows the view holds for the caller (absent when `countError`)',
    },
    oldestAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "When its oldest row was made (the list's time field); null when empty",
    },
    countError: { type: 'string', description: 'Why the rows could not be counted' },
  },
  required: ['_id', 'resource', 'name', 'query', 'columns', 'ownerId', 'shared', 'builtIn'],
};

const BUILT_IN = {
  description: 'A built-in view: it cannot be changed or deleted',
  content: { 'application/json': { schema: ref('Failure') } },
};

function input(required: string[]) {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      resource: { type: 'string', description: 'A declared list (`withdrawals`)' },
      name,
      query,
      columns,
      shared: {
        type: 'boolean',
        description: 'Offered to every admin who may view the module; needs edit on it (403).',
      },
    },
    required,
  };
  return { required: true, content: { 'application/json': { schema } } };
}

/** GET and POST /api/admin/views, PUT and DELETE /api/admin/views/{id}. */
export function viewsPaths(): Paths {
  const any = access();
  return {
    [VIEWS_PATH]: {
      get: operation('listViews', VIEWS_TAG, 'Saved views with their counts', any, {
        description:
          "The built-in views, the caller's own and those shared by others whose owner may still edit the module, of one list (`resource`, needing view on its module: 403) or of every list the caller may view. Each has `count` and `oldestAt`, read from the list with the caller's own rights; a built-in view's query is made for the caller (`awaitingMe=true`; \"today\" from midnight in the `timezone` header's zone, else UTC).",
        parameters: [
          {
            name: 'resource',
            in: 'query',
            description: 'One list (a declared resource name)',
            schema: text,
          },
        ],
        responses: {
          '200': ok('The views', {
            type: 'object',
            properties: { items: { type: 'array', items: VIEW }, total: { type: 'integer' } },
            required: ['items', 'total'],
          }),
          ...refusals('BadRequest', 'Forbidden'),
        },
      }),
      post: operation('createView', VIEWS_TAG, 'Save a view', any, {
        description: `Keeps the caller's view of a list it may view (403 otherwise): a name unique among its own views of that list and the built-in ones (compared as names are), at most ${VIEWS_PER_LIST_MAX} per list (409). Audited (resource \`views\`).`,
        requestBody: input(['resource', 'name']),
        responses: {
          '201': ok('Saved', VIEW),
          ...refusals('BadRequest', 'Forbidden', 'Conflict', 'PayloadTooLarge'),
        },
      }),
    },
    [`${VIEWS_PATH}/{id}`]: {
      put: operation('updateView', VIEWS_TAG, 'Change a saved view', any, {
        description:
          'Renames, re-queries or shares one of the caller\u2019s own views (another admin\u2019s shared view: 403; one not seen: 404; a built-in one: 405). Audited.',
        parameters: [ID],
        requestBody: input([]),
        responses: {
          '200': ok('Saved', VIEW),
          '405': BUILT_IN,
          ...refusals('BadRequest', 'Forbidden', 'NotFound', 'PayloadTooLarge'),
        },
      }),
      delete: operation('deleteView', VIEWS_TAG, 'Delete a saved view', any, {
        description:
          'Deletes one of the caller\u2019s own views (as PUT: 403, 404, 405 for a built-in one). Audited.',
        parameters: [ID],
        responses: {
          '200': ok('Deleted', { type: 'object', properties: { _id: text }, required: ['_id'] }),
          '405': BUILT_IN,
          ...refusals('Forbidden', 'NotFound'),
        },
      }),
    },
  };
}
