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
  /** Alternatives, each with keys of its own it requires (step-up: a code, or a password). */
  anyOf?: readonly BodySchema[];
}
type PropertySchema = BodySchema & { type?: string; enum?: readonly string[]; format?: string };

/**
 * The calls whose body these checks try: record actions (`POST /{resource}/{id}/{action}`), list
 * actions (`POST /{resource}/{action}`), batches (`POST /{resource}/bulk/{action}`), notes, claims,
 * saved views and step-up; creates have their own checks (./refusals.ts). Each when its body names
 * what it holds.
 */
const WITH_BODY = /\.(action|listAction|bulk)\.|\.(addNote|claim)$|^(createView|stepUp)$/;

/**
 * The call that undoes this one, from the document (a claim's release, `<path>.release` beside
 * `<path>.claim`): the checks may claim a row, then release it.
 */
function undoing(operation: Operation, operations: readonly Operation[]): Operation | undefined {
  const id = operation.raw.operationId ?? '';
  if (!id.endsWith('.claim')) return undefined;
  const release = id.replace(/\.claim$/, '.release');
  return operations.find((one) => one.raw.operationId === release);
}

function bodyOf(operation: Operation): BodySchema | undefined {
  if (operation.method !== 'post' || !WITH_BODY.test(operation.raw.operationId ?? '')) return;
  const schema = operation.raw.requestBody?.content?.['application/json']?.schema as
    BodySchema | undefined;
  return schema?.properties && Object.keys(schema.properties).length ? schema : undefined;
}

/**
 * A body the API must refuse: without its required keys (a lax backend still lacks what it needs
 * to act), or, for an action that only reads or that the checks undo, with every key of the wrong
 * type. Undefined when neither is safe to send: a lax backend could take the action.
 */
function invalidBody(schema: BodySchema, harmless: boolean): Record<string, unknown> | undefined {
  const alternatives = schema.anyOf ?? [];
  const needs =
    Boolean(schema.required?.length) ||
    (alternatives.length > 0 && alternatives.every((one) => one.required?.length));
  if (needs) return {};
  if (!harmless) return undefined;
  const wrong = (property?: PropertySchema) =>
    property?.type === 'number' || property?.type === 'integer' ? 'not a number' : 0;
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, wrong(property)]),
  );
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
 * takes it. A valid body is sent only where it changes nothing for good: an action that only reads
 * (`x-reads-only`), a batch's dry run (`dryRun: true`, on the list's first row) and a claim (then
 * released) answer it with their documented 200.
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
    const undo = undoing(operation, operations);
    const what = `POST ${operation.path} with an invalid body: 400 naming a key of it`;
    const invalid = invalidBody(schema, readsOnly || undo !== undefined);
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
      if (readsOnly || undo)
        report.expect(
          `POST ${operation.path} with a valid body: 200 (${id})`,
          await expectAnswered(operation, path, validBody(schema), validate, request),
        );
      if (undo) {
        const released = await request({
          method: 'POST',
          path: undo.path.replace('{id}', encodeURIComponent(id)),
          body: {},
        });
        report.expect(
          `POST ${undo.path} after it: 200, the row as it was (${id})`,
          released.status === 200 ? [] : [`status ${released.status}, expected 200`],
        );
      }
      done = true;
      break;
    }
    if (!done)
      report.skip(what, `none of ${ids.length} records of ${list} takes it now (409, 404)`);
  }
}
