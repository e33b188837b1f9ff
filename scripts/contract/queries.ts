import { isFailure, type Answer, type Call } from './http';
import { answersList, type Operation } from './document';
import type { Report } from './report';

/** A query parameter no list has: a backend that keeps to the contract names it in a 400. */
const UNKNOWN_PARAMETER = 'contractCheckUnknown_lte';
const PAGING = new Set(['page', 'limit', 'sort', 'order', 'q']);

type Request = (call: Call) => Promise<Answer>;

function refusal(answer: Answer, status: number): string[] {
  if (answer.status !== status) return [`status ${answer.status}, expected ${status}`];
  return isFailure(answer.body) ? [] : ['the answer is not { success: false, message }'];
}

/**
 * List queries (docs/API.md, "Lists, actions and reports"): on every list, a parameter it does
 * not have is a 400 naming it; on the first list with a filter, more conditions than its
 * description allows ("at most 50 filter parameters") is a 400.
 */
export async function checkQueries(
  operations: readonly Operation[],
  request: Request,
  report: Report,
): Promise<void> {
  const lists = operations.filter(
    (item) =>
      item.method === 'get' && answersList(item) && !item.pathParameters.length && item.signedIn,
  );
  for (const operation of lists) {
    const answer = await request({
      method: 'GET',
      path: operation.path,
      query: { [UNKNOWN_PARAMETER]: 'z', limit: 1 },
    });
    const problems = refusal(answer, 400);
    const errors = (answer.body as { errors?: Record<string, unknown> } | null)?.errors;
    if (!problems.length && typeof errors?.[UNKNOWN_PARAMETER] !== 'string')
      problems.push(`errors do not name ${UNKNOWN_PARAMETER}: ${JSON.stringify(errors ?? null)}`);
    report.expect(`GET ${operation.path}?${UNKNOWN_PARAMETER}=z: 400 naming it`, problems);
  }
  const what = 'GET a list with more filter conditions than it takes: 400';
  const withFilters = lists.filter((item) => item.query.some((name) => !PAGING.has(name)));
  if (!withFilters.length) return report.skip(what, 'no list declares a filter');
  // A list that states the limit (a record list; the saved views' list states none).
  const limitOf = (item: (typeof lists)[number]) =>
    /at most (\d+) filter parameters/.exec(item.raw.description ?? '')?.[1];
  const filtered = withFilters.find(limitOf);
  const most = filtered && limitOf(filtered);
  if (!filtered || !most) return report.skip(what, 'the document states no limit');
  const key = filtered.query.find((name) => !PAGING.has(name))!;
  const many = Array.from({ length: Number(most) + 1 }, () => `${key}=x`).join('&');
  const answer = await request({ method: 'GET', path: `${filtered.path}?${many}` });
  report.expect(`${what} (${filtered.path}, ${key})`, refusal(answer, 400));
}

/**
 * An If-Match that is not one version (`W/"1"`, `"1abc"`) on a PUT of the first record of each
 * list that has one: a 412, and the body sent (nothing) is not stored.
 */
export async function checkIfMatch(
  operations: readonly Operation[],
  firstIds: ReadonlyMap<string, string>,
  request: Request,
  report: Report,
): Promise<void> {
  const puts = operations.filter(
    (item) =>
      item.method === 'put' &&
      item.path.endsWith('/{id}') &&
      firstIds.has(item.path.slice(0, -'/{id}'.length)),
  );
  // Tags, when there: a record no state locks and no confirmation guards.
  const put = puts.find((item) => item.path.endsWith('/tags/{id}')) ?? puts[0];
  const what = 'PUT a record with If-Match that is no one version: 412';
  if (!put) return report.skip(what, 'no record to send it to');
  const id = firstIds.get(put.path.slice(0, -'/{id}'.length))!;
  for (const ifMatch of ['W/"1"', '"1abc"', '"1", "2"']) {
    const answer = await request({
      method: 'PUT',
      path: put.path.replace('{id}', encodeURIComponent(id)),
      body: {},
      headers: { 'If-Match': ifMatch },
    });
    report.expect(`${what} (${put.path}, ${ifMatch})`, refusal(answer, 412));
  }
}
