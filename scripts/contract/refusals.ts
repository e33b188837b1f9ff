import { rightsOf } from '../../access/rights';
import type { RestrictionEntry } from '../../access/names';
import { isFailure, type Answer, type Call } from './http';
import {
  answersList,
  bodySchemaName,
  notAllowed,
  type OpenApi,
  type Operation,
  type Validators,
} from './document';
import type { Report } from './report';

/**
 * The key a bad create sends: no declaration has it, so a backend that keeps to the contract
 * refuses the body (400 naming it) and stores nothing.
 */
const UNKNOWN_KEY = 'contractCheckUnknownKey';
const JUNK = { [UNKNOWN_KEY]: true };

type Request = (call: Call) => Promise<Answer>;

/** A refusal with `status` in the envelope (`success: false` and a message). */
function refusal(answer: Answer, status: number): string[] {
  if (answer.status !== status) return [`status ${answer.status}, expected ${status}`];
  return isFailure(answer.body) ? [] : ['the answer is not { success: false, message }'];
}

/** The POSTs that create a record: on the path of a list. */
function creates(operations: readonly Operation[]): Operation[] {
  const lists = new Set(
    operations
      .filter((item) => item.method === 'get' && answersList(item))
      .map((item) => item.path),
  );
  return operations.filter((item) => item.method === 'post' && lists.has(item.path));
}

/** 401 on every signed-in GET without path parameters, asked with no token. */
export async function checkSignedOut(
  operations: readonly Operation[],
  request: Request,
  report: Report,
) {
  for (const operation of operations) {
    if (operation.method !== 'get' || !operation.signedIn || operation.pathParameters.length)
      continue;
    const answer = await request({ method: 'GET', path: operation.path });
    report.expect(`GET ${operation.path} without a token: 401`, refusal(answer, 401));
  }
}

export interface Admin {
  email: string;
  role: string;
  restriction: RestrictionEntry[];
}

/**
 * The restricted admin's rights as each operation states them (`x-access-module`, `x-access-need`):
 * a list it may view answers 200, one it may not 403; a create on a module it may not edit is
 * refused with 403 before its (bad) body is read.
 */
export async function checkRestricted(
  operations: readonly Operation[],
  admin: Admin,
  request: Request,
  report: Report,
): Promise<void> {
  const may = rightsOf(admin.role, admin.restriction);
  const guarded = (operation: Operation) =>
    Boolean(operation.module) && !operation.ownAccount && !operation.pathParameters.length;
  let refused = 0;
  for (const operation of operations) {
    if (operation.method !== 'get' || !answersList(operation) || !guarded(operation)) continue;
    const { module = '', need = 'view' } = operation;
    const allowed = may(module, need);
    const answer = await request({ method: 'GET', path: operation.path, query: { limit: 1 } });
    const what = `${admin.email}: GET ${operation.path} ${allowed ? 'with' : 'without'} ${need} on ${module}`;
    if (allowed) {
      const problems = answer.status === 200 ? [] : [`status ${answer.status}, expected 200`];
      report.expect(`${what}: 200`, problems);
    } else {
      refused++;
      report.expect(`${what}: 403`, refusal(answer, 403));
    }
  }
  for (const operation of creates(operations)) {
    const { module = '', need = 'edit' } = operation;
    if (!guarded(operation) || may(module, need)) continue;
    refused++;
    const answer = await request({ method: 'POST', path: operation.path, body: JUNK });
    report.expect(
      `${admin.email}: POST ${operation.path} without edit on ${module}: 403`,
      refusal(answer, 403),
    );
  }
  if (!refused)
    report.fail(`${admin.email}: a module it lacks`, 'the account may do everything here');
}

/** A bad create (an unknown key, nothing required) on every create: 400 naming the key. */
export async function checkBadCreates(
  operations: readonly Operation[],
  validate: Validators,
  request: Request,
  report: Report,
): Promise<void> {
  for (const operation of creates(operations)) {
    const what = `POST ${operation.path} with an unknown key and no required field: 400 naming it`;
    const schema = validate.schema(bodySchemaName(operation) ?? '');
    // A body the schema would refuse twice over: a lax backend still finds fields missing.
    if (!schema?.required?.length) {
      report.skip(what, 'its body has no required field: a lax backend could store the record');
      continue;
    }
    const answer = await request({ method: 'POST', path: operation.path, body: JUNK });
    const problems = refusal(answer, 400);
    const errors = (answer.body as { errors?: Record<string, unknown> } | null)?.errors;
    if (!problems.length && typeof errors?.[UNKNOWN_KEY] !== 'string')
      problems.push(`errors do not name ${UNKNOWN_KEY}: ${JSON.stringify(errors ?? null)}`);
    report.expect(what, problems);
  }
}

/**
 * 405 for the writes a read-only path lacks (`x-methods-not-allowed`): a POST of a bad body and a
 * PUT of nothing on its first record. A DELETE is never sent: a backend that wrongly allowed it
 * would lose the record.
 */
export async function checkReadOnly(
  document: OpenApi,
  firstIds: ReadonlyMap<string, string>,
  request: Request,
  report: Report,
): Promise<void> {
  for (const path of Object.keys(document.paths)) {
    for (const method of notAllowed(document, path)) {
      if (method === 'POST') {
        const answer = await request({ method, path, body: JUNK });
        report.expect(`POST ${path} (read-only): 405`, refusal(answer, 405));
      } else if (method === 'PUT') {
        const list = path.slice(0, path.indexOf('/{'));
        const id = firstIds.get(list);
        if (!id) {
          report.skip(`PUT ${path} (read-only): 405`, `no record of ${list}`);
          continue;
        }
        const answer = await request({
          method,
          path: path.replace('{id}', encodeURIComponent(id)),
          body: {},
        });
        report.expect(`PUT ${path} (read-only, ${id}): 405`, refusal(answer, 405));
      }
    }
  }
}
