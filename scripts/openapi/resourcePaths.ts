import type { ResourceDeclaration } from '../../resources/types';
import { requestNeed, writable } from '../../src/model/apiRules';
import { API_PREFIX, LIST_QUERY_MAX } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { apiPath, getDeclaration, pageLabel } from '../../src/model/registry';
import { actionPaths } from './actionPaths';
import { notesPaths } from './notesPaths';
import { claimsPaths } from './claimsPaths';
import { REPORTS, STATS } from './extraCalls';
import type { Paths } from './fixedCalls';
import { access, operation } from './operations';
import { listParameters, type Parameter } from './parameters';
import { ID, listOf, ok, ORDER, PAGING, refusals } from './responses';
import { pascal, ref } from './schemas';

/** The declaration whose records a history answers (the audit trail's entries). */
const AUDIT_LOG = 'audit-log';

/** A history's sort: by the entries' time, the one key it is asked for. */
const BY_TIME = {
  name: 'sort',
  in: 'query',
  description: 'By time',
  schema: { type: 'string', enum: ['at'] },
};

const jsonBody = (schema: JsonSchema) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** What every list, export and history query may send, and what it may not. */
const QUERY_RULE = `A query parameter the list does not have (\`a_lte=z\`) is a 400 naming it; at most ${LIST_QUERY_MAX.conditions} filter parameters (a key sent twice counts twice) and ${LIST_QUERY_MAX.inValues} values in one \`_in\` list.`;

/** "Read-only: POST answers 405." for the methods a path lacks, or nothing. */
const refusedMethods = (methods: string[]) =>
  methods.length
    ? `Read-only: ${methods.join(' and ')} here answer${methods.length > 1 ? '' : 's'} 405.`
    : '';

/** Every path of one declared resource: its list, export, record, changes, actions and history. */
export function resourcePaths(declaration: ResourceDeclaration): Paths {
  const path = apiPath(declaration.name);
  const base = `${API_PREFIX}/${path}`;
  const record = `${base}/{id}`;
  const schema = pascal(declaration.name);
  const tag = pageLabel(declaration);
  const { singular, plural } = declaration.title;
  const one = singular.toLowerCase();
  const report = REPORTS.has(declaration.name);
  const who = (method: string, segments: string[] = []) => {
    const { module, need } = requestNeed(declaration, method, segments);
    return access(module, need);
  };
  // Methods that answer 405: a resource without a create or edit screen is read-only.
  const notOnList = report || !writable(declaration, 'create') ? ['POST'] : [];
  const notOnRecord = [
    ...(writable(declaration, 'edit') ? [] : ['PUT']),
    ...(declaration.deletable ? [] : ['DELETE']),
  ];
  const paths: Paths = {};
  const add = (at: string, method: string, value: Paths[string][string]) => {
    paths[at] = { ...paths[at], [method]: value };
  };

  add(
    base,
    'get',
    operation(`${path}.list`, tag, `List ${plural.toLowerCase()}`, who('GET'), {
      description: [
        report
          ? "Every row of the range, unpaged, counted in the `timezone` header's zone (UTC without it); the last 30 days without a range."
          : `A page of ${plural.toLowerCase()}, filtered and sorted by the server.`,
        QUERY_RULE,
        refusedMethods(notOnList),
      ]
        .filter(Boolean)
        .join(' '),
      parameters: [...(report ? [] : PAGING), ...listParameters(declaration, !report)],
      responses: {
        '200': ok(report ? 'Every row' : 'The page', listOf(ref(schema))),
        ...refusals('BadRequest'),
      },
    }),
  );
  if (declaration.exportable) {
    add(
      `${base}/export`,
      'get',
      operation(`${path}.export`, tag, `Export ${plural.toLowerCase()} as CSV`, who('GET'), {
        description: `Every row the filters select (not a page): \`_id\` and the listed columns. Written to the audit trail (action \`export\`, with its filters and row count). ${QUERY_RULE}`,
        parameters: listParameters(declaration, !report),
        responses: {
          '200': {
            description: 'CSV, sent as an attachment',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...refusals('BadRequest'),
        },
      }),
    );
  }
  const stats = STATS[declaration.name];
  if (stats) {
    add(
      `${base}/stats`,
      'get',
      operation(`${path}.stats`, tag, stats.summary, who('GET'), {
        description: stats.description,
        parameters: stats.parameters,
        responses: { '200': ok('The figures', stats.result), ...refusals('BadRequest') },
      }),
    );
  }
  if (!report && !notOnList.length) {
    add(
      base,
      'post',
      operation(`${path}.create`, tag, `Create a ${one}`, who('POST'), {
        requestBody: jsonBody(ref(`${schema}Create`)),
        responses: {
          '201': ok('Created', ref(schema)),
          ...refusals('BadRequest', 'Conflict', 'PayloadTooLarge'),
        },
      }),
    );
  }
  if (!report) Object.assign(paths, recordPaths(declaration, record, tag, who, notOnRecord));
  if (!report) Object.assign(paths, notesPaths(declaration, record, tag));
  if (!report) Object.assign(paths, claimsPaths(declaration, record, tag));
  if (!report) Object.assign(paths, actionPaths(declaration, base, tag, who));
  return markReadOnly(markReadOnly(paths, base, notOnList), record, notOnRecord);
}

/** The version a save was loaded at: no silent overwrite of someone else's change. */
const IF_MATCH: Parameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The record\'s `version` when it was read, as "3" (or 3); anything else (W/"3", "3abc", two versions, *) is a 412 and nothing is stored.',
  schema: { type: 'string', pattern: '^("\\d+"|\\d+)$' },
};

/** GET, PUT and DELETE of one record, and its history. */
function recordPaths(
  declaration: ResourceDeclaration,
  record: string,
  tag: string,
  who: (method: string, segments?: string[]) => ReturnType<typeof access>,
  notOnRecord: string[],
): Paths {
  const path = apiPath(declaration.name);
  const schema = pascal(declaration.name);
  const one = declaration.title.singular.toLowerCase();
  const item: Paths[string] = {
    get: operation(`${path}.get`, tag, `One ${one}`, who('GET', ['{id}']), {
      description: refusedMethods(notOnRecord),
      parameters: [ID],
      responses: { '200': ok(`The ${one}`, ref(schema)), ...refusals('NotFound') },
    }),
  };
  if (!notOnRecord.includes('PUT')) {
    const lock = declaration.lockedWhen;
    item.put = operation(`${path}.update`, tag, `Update a ${one}`, who('PUT', ['{id}']), {
      description: [
        'The fields sent are changed; the others stay. With If-Match (the `version` the record was read at), a record changed since is a 409 naming who changed it, and nothing is stored.',
        lock ? `409 while ${lock.field} is ${lock.in.join(', ')}: "${lock.message}"` : '',
      ]
        .filter(Boolean)
        .join(' '),
      parameters: [ID, IF_MATCH],
      requestBody: jsonBody(ref(`${schema}Update`)),
      responses: {
        '200': ok('Saved', ref(schema)),
        ...refusals('BadRequest', 'NotFound', 'Conflict', 'PreconditionFailed', 'PayloadTooLarge'),
      },
    });
  }
  if (!notOnRecord.includes('DELETE')) {
    item.delete = operation(`${path}.delete`, tag, `Delete a ${one}`, who('DELETE', ['{id}']), {
      description: 'Refused (409) while the record is in use.',
      parameters: [ID],
      responses: {
        '200': ok('Deleted', { type: 'object', properties: { _id: { type: 'string' } } }),
        ...refusals('NotFound', 'Conflict'),
      },
    });
  }
  const paths: Paths = { [record]: item };
  const audit = getDeclaration(AUDIT_LOG);
  if (audit) {
    paths[`${record}/history`] = {
      get: operation(
        `${path}.history`,
        tag,
        `History of a ${one}`,
        who('GET', ['{id}', 'history']),
        {
          description:
            "The record's entries in the audit trail, newest first (`sort=at&order=asc`: oldest first), with those made through another view of the same stored rows. Needs view on this resource's module, not on the Audit Log; a 404 wherever the record itself is one (another admin's notification). " +
            QUERY_RULE,
          parameters: [ID, ...PAGING, BY_TIME, ORDER],
          responses: {
            '200': ok('A page of entries', listOf(ref(pascal(audit.name)))),
            ...refusals('BadRequest', 'NotFound'),
          },
        },
      ),
    };
  }
  return paths;
}

/**
 * `x-methods-not-allowed` on a path: the methods it answers with 405, for tools (npm run contract
 * checks them); each operation's description says it for people.
 */
function markReadOnly(paths: Paths, at: string, methods: string[]): Paths {
  if (methods.length && paths[at])
    paths[at] = { ...paths[at], 'x-methods-not-allowed': methods as never };
  return paths;
}
