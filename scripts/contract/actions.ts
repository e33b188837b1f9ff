import { isFailure, type Answer, type Call } from './http';
import type { Operation, Validators } from './document';
import type { Report } from './report';

/** Records of a list tried, in turn, until one whose state takes the action (not 409 or 404). */
const TRIED = 100;

type Request = (call: Call) => Promise<Answer>;

/** The part of an action's inline body schema the checks read. */
interface BodySchema {
  properties?: Record<string, PropertySchema>;
  required?: readonly string[];
}
type PropertySchema = BodySchema & { type?: string; enum?: readonly string[]; format?: string };

/**
 * The calls whose body these checks try: record actions (`POST /{resource}/{id}/{action}`), list
 * actions (`POST /{resource}/{action}`), batches (`POST /{resource}/bulk/{action}`), notes, claims
 * and saved views; creates have their own checks (./refusals.ts). Each when its body names what
 * it holds.
 */
const WITH_BODY = /\.(action|listAction|bulk)\.|\.(addNote|claim)$|^createView$/;

function bodyOf(operation: Operation): BodySchema | undefined {
  if (operation.method !== 'post' || !WITH_BODY.test(operation.raw.operationId ?? '')) return;
  const schema = operation.raw.requestBody?.content?.['application/json']?.schema as
    BodySchema | undefined;
  return schema?.properties && Object.keys(schema.properties).length ? schema : undefined;
}

/**
 * A body the API must refuse: without its required keys (a lax backend still lacks what it needs
 * to act), or, for an action that only reads, with every key of the wrong type. Undefined when
 * neither is safe to send: a lax backend could take the action.
 */
function invalidBody(schema: BodySchema, readsOnly: boolean): Record<string, unknown> | undefined {
  if (schema.required?.length) return {};
  if (readsOnly) return Object.fromEntries(Object.keys(schema.properties ?? {}).map((k) => [k, 0]));
  return undefined;
}

/** The least body the schema takes: each required key with a value of its type. */
function validBody(schema: BodySchema): Record<string, unknown> {
  const sample = (key: string) => {
    const property = schema.properties?.[key];
    if (property?.type === 'object') return property.properties ? validBody(property) : {};
    if (property?.enum?.length) return property.enum[0];
    return property?.format === 'uri' ? 'https://example.com' : 'contract check';
  };
  return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(key)]));
}

/** 400 in the envelope, its `errors` naming a key of the body (or one of a map's, `key.<id>`). */
function refusedNaming(answer: Answer, schema: BodySchema): string[] {
  if (answer.status !== 400) return [`status ${answer.status}, expected 400`];
  if (!isFailure(answer.body)) return ['the answer is not { success: false, message }'];
  const keys = Object.keys(schema.properties ?? {});
  const errors = Object.keys((answer.body as { errors?: object }).errors ?? {});
  const named = errors.some((error) => keys.some((key) => error.split('.')[0] === key));
  return named ? [] : [`errors name none of ${keys.join(', ')}: ${JSON.stringify(errors)}`];
}

/** The ids of the first page of the list at `path` (the part before `/{id}` or `/bulk/`). */
async function firstIds(path: string, request: Request): Promise<{ list: string; ids: string[] }> {
  const cut = path.search(/\/\{id\}|\/bulk\//);
  const list = cut > 0 ? path.slice(0, cut) : path.slice(0, path.lastIndexOf('/'));
  const page = await request({ method: 'GET', path: list, query: { limit: TRIED } });
  const items = (page.body as { result?: { items?: { _id?: unknown }[] } } | null)?.result?.items;
  const ids = (items ?? []).map((item) => item._id).filter((id) => typeof id === 'string');
  return { list, ids: ids as string[] };
}

/** A valid body answers 200 with the documented answer. */
async function expectAnswered(
  operation: Operation,
  path: string,
  body: Record<string, unknown>,
  validate: Validators,
  request: Request,
): Promise<string[]> {
  const valid = await request({ method: 'POST', path, body });
  return valid.status === 200
    ? validate.answer(operation, '200', valid.body)
    : [`status ${valid.status}, expected 200`];
}

/**
 * Each call whose body the document states: an invalid body is refused with 400 naming one of
 * its keys; for a record's call, on the first record (of the first page of its list) whose state
 * takes it. A valid body is sent only where it changes nothing: an action that only reads
 * (`x-reads-only`) and a batch's dry run (`dryRun: true`, on the list's first row) answer it with
 * their documented 200.
 */
export async function checkActionBodies(
  operations: readonly Operation[],
  validate: Validators,
  request: Request,
  report: Report,
): Promise<void> {
  for (const operation of operations) {
    const schema = bodyOf(operation);
    if (!schema) continue;
    const readsOnly = operation.raw['x-reads-only'] === true;
    const what = `POST ${operation.path} with an invalid body: 400 naming a key of it`;
    const invalid = invalidBody(schema, readsOnly);
    if (!invalid) {
      report.skip(what, 'its body has no required key: a lax backend could take the action');
      continue;
    }
    const rows = operation.path.includes('{id}') || operation.path.includes('/bulk/');
    const { list, ids } = rows ? await firstIds(operation.path, request) : { list: '', ids: [] };
    if (!operation.path.includes('{id}')) {
      const answer = await request({ method: 'POST', path: operation.path, body: invalid });
      report.expect(what, refusedNaming(answer, schema));
      if (operation.path.includes('/bulk/') && ids[0])
        report.expect(
          `POST ${operation.path} as a dry run of the list's first row: 200`,
          await expectAnswered(
            operation,
            operation.path,
            // Its required keys (what each row's action takes, `input`), then the rows.
            { ...validBody(schema), ids: [ids[0]], dryRun: true },
            validate,
            request,
          ),
        );
      continue;
    }
    let done = false;
    for (const id of ids) {
      const path = operation.path.replace('{id}', encodeURIComponent(id));
      const answer = await request({ method: 'POST', path, body: invalid });
      // Its state does not take the action (a row another page acts on, in a list: 404).
      if (answer.status === 409 || answer.status === 404) continue;
      report.expect(`${what} (${id})`, refusedNaming(answer, schema));
      if (readsOnly)
        report.expect(
          `POST ${operation.path} with a valid body: 200 (${id})`,
          await expectAnswered(operation, path, validBody(schema), validate, request),
        );
      done = true;
      break;
    }
    if (!done)
      report.skip(what, `none of ${ids.length} records of ${list} takes it now (409, 404)`);
  }
}
