import { isFailure, type Answer, type Call } from './http';
import type { Operation, Validators } from './document';
import type { Report } from './report';

/** Records of a list tried, in turn, until one whose state takes the action (not 409 or 404). */
const TRIED = 100;

type Request = (call: Call) => Promise<Answer>;

/** The part of an action's inline body schema the checks read. */
interface BodySchema {
  properties?: Record<string, { type?: string; enum?: readonly string[]; format?: string }>;
  required?: readonly string[];
}

/** A record action (`POST /{resource}/{id}/{action}`) whose body names what it holds. */
function bodyOf(operation: Operation): BodySchema | undefined {
  if (operation.method !== 'post' || !operation.raw.operationId?.includes('.action.')) return;
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
    if (property?.type === 'object') return {};
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

/**
 * Each record action whose body the document states: an invalid body is refused with 400 naming
 * one of its keys, on the first record (of the first page of its list) whose state takes the
 * action; an action that only reads (`x-reads-only`) then answers a valid body with its 200. A
 * valid body is never sent to an action that changes the record.
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
    const list = operation.path.slice(0, operation.path.indexOf('/{'));
    const page = await request({ method: 'GET', path: list, query: { limit: TRIED } });
    const items = (page.body as { result?: { items?: { _id?: unknown }[] } } | null)?.result?.items;
    let tried = 0;
    let done = false;
    for (const { _id: id } of items ?? []) {
      if (typeof id !== 'string') continue;
      tried++;
      const path = operation.path.replace('{id}', encodeURIComponent(id));
      const answer = await request({ method: 'POST', path, body: invalid });
      // Its state does not take the action (a row another page acts on, in a list: 404).
      if (answer.status === 409 || answer.status === 404) continue;
      report.expect(`${what} (${id})`, refusedNaming(answer, schema));
      if (readsOnly) {
        const valid = await request({ method: 'POST', path, body: validBody(schema) });
        const problems =
          valid.status === 200
            ? validate.answer(operation, '200', valid.body)
            : [`status ${valid.status}, expected 200`];
        report.expect(`POST ${operation.path} with a valid body: 200 (${id})`, problems);
      }
      done = true;
      break;
    }
    if (!done) report.skip(what, `none of ${tried} records of ${list} takes it now (409, 404)`);
  }
}
