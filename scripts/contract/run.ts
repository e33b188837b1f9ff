import { call, type Answer, type Call, type Fetch } from './http';
import { readOperations, streamPaths, validators, type OpenApi, type Operation } from './document';
import { checkStream } from './live';
import { checkActionBodies } from './actions';
import { checkRecordReads, checkReads } from './reads';
import {
  checkBadCreates,
  checkReadOnly,
  checkRestricted,
  checkSignedOut,
  type Admin,
} from './refusals';
import { createReport, type Report } from './report';
import { checkIfMatch, checkQueries } from './queries';

interface ContractOptions {
  /** The backend's address, e.g. http://127.0.0.1:4599. */
  api: string;
  /** An admin who may do everything (a superadmin). */
  email: string;
  password: string;
  /** An admin whose restriction list lacks some module (403 checks), with its password. */
  restrictedEmail?: string;
  restrictedPassword?: string;
  /** docs/openapi.json, parsed. */
  document: OpenApi;
  print?: (line: string) => void;
  fetch?: Fetch;
}

interface ContractResult {
  passed: number;
  failed: number;
  skipped: number;
  failures: readonly string[];
}

const byId = (operations: readonly Operation[], id: string) =>
  operations.find((operation) => operation.raw.operationId === id);

/** Signs in (a check of its own); the token and the admin, or undefined when it failed. */
async function signIn(
  login: Operation,
  email: string,
  password: string,
  request: (call: Call) => Promise<Answer>,
  validate: ReturnType<typeof validators>,
  report: Report,
): Promise<{ token: string; admin: Admin } | undefined> {
  const answer = await request({ method: 'POST', path: login.path, body: { email, password } });
  const what = `POST ${login.path} as ${email}: signed in`;
  if (answer.status !== 200) {
    report.fail(what, `status ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return undefined;
  }
  const result = (answer.body as { result?: { token?: unknown; admin?: Admin } }).result;
  const problems = validate.answer(login, '200', answer.body);
  if (!problems.length && typeof result?.token !== 'string')
    problems.push('no token (an account with two-factor authentication cannot be used)');
  if (!report.expect(what, problems)) return undefined;
  return { token: String(result!.token), admin: { ...result!.admin!, email } };
}

/**
 * Checks a live backend against docs/openapi.json, printing one line a check: every read answers
 * its documented envelope and schema (lists paged), 401 without a token, 403 where the restricted
 * admin lacks the right, 400 naming the field for a bad create, 405 for writes on read-only
 * resources, 400 for an invalid body of an action, a list action, a batch, a note or a saved view
 * (200 for a valid one when it only reads: an action marked so, a batch's dry run), 400 for a list
 * query naming a parameter the list lacks or too many conditions, 412 for an If-Match that is no
 * one version, and sign-out ending the session. Changes nothing but refused requests (and
 * sign-ins).
 */
export async function runContract(options: ContractOptions): Promise<ContractResult> {
  const print = options.print ?? console.log;
  const report = createReport(print);
  const operations = readOperations(options.document);
  const validate = validators(options.document);
  const as =
    (token?: string) =>
    (request: Call): Promise<Answer> =>
      call(options.api, { ...request, token }, options.fetch);
  const login = byId(operations, 'login');
  const logout = byId(operations, 'logout');
  const detail = byId(operations, 'getAdminDetail');
  if (!login || !logout || !detail)
    throw new Error('The document has no login, logout or getAdminDetail');

  const main = await signIn(login, options.email, options.password, as(), validate, report);
  const stepUp = byId(operations, 'stepUp');
  if (main && stepUp) {
    // The reads marked x-step-up (exports of personal and money data) need a confirmed session.
    const body = { password: options.password };
    const answer = await as(main.token)({ method: 'POST', path: stepUp.path, body });
    report.expect(
      `POST ${stepUp.path} as ${options.email}: the session confirmed`,
      answer.status === 200 ? [] : [`status ${answer.status}, expected 200`],
    );
  }
  if (main) {
    const firstIds = await checkReads(operations, validate, as(main.token), report);
    await checkRecordReads(operations, firstIds, validate, as(main.token), report);
    await checkSignedOut(operations, as(), report);
    await checkBadCreates(operations, validate, as(main.token), report);
    await checkActionBodies(operations, validate, as(main.token), report);
    await checkReadOnly(options.document, firstIds, as(main.token), report);
    await checkQueries(operations, as(main.token), report);
    await checkIfMatch(operations, firstIds, as(main.token), report);
    for (const path of streamPaths(options.document))
      await checkStream(options.api, path, main.token, report, options.fetch);
  }
  const restricted = options.restrictedEmail
    ? await signIn(
        login,
        options.restrictedEmail,
        options.restrictedPassword ?? options.password,
        as(),
        validate,
        report,
      )
    : undefined;
  if (restricted) await checkRestricted(operations, restricted.admin, as(restricted.token), report);

  for (const session of [main, restricted]) {
    if (!session) continue;
    await as(session.token)({ method: 'POST', path: logout.path });
    const after = await as(session.token)({ method: 'GET', path: detail.path });
    report.expect(
      `POST ${logout.path} as ${session.admin.email}: the token then answers 401`,
      after.status === 401 ? [] : [`status ${after.status}, expected 401`],
    );
  }
  const { passed, failed, skipped } = report.counts;
  print(
    `\n${passed + failed} checks: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${options.api} against docs/openapi.json)`,
  );
  return { ...report.counts, failures: report.failures };
}
