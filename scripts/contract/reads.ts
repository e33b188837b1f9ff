import type { Answer, Call } from './http';
import { answersList, type Operation, type Validators } from './document';
import type { Report } from './report';

/** Rows asked for per page: enough items to check their schema, and a second page to compare. */
const PAGE = 20;

interface ListResult {
  items: { _id?: unknown }[];
  total: number;
}

const resultOf = (answer: Answer) =>
  (answer.body as { result?: ListResult } | null)?.result ?? { items: [], total: NaN };

/**
 * Every GET of the document with no path parameter, signed in as the admin who may do everything:
 * 200, the documented answer (envelope, `{ items, total }`, each item's schema), and paging. Answers
 * the first `_id` of each list, by its path, for the reads of one record.
 */
export async function checkReads(
  operations: readonly Operation[],
  validate: Validators,
  request: (call: Call) => Promise<Answer>,
  report: Report,
): Promise<Map<string, string>> {
  const firstIds = new Map<string, string>();
  for (const operation of operations) {
    if (operation.method !== 'get' || operation.pathParameters.length) continue;
    const what = `GET ${operation.path}`;
    if (!answersList(operation)) {
      await checkOne(operation, what, request, validate, report);
      continue;
    }
    const paged = operation.query.includes('limit');
    const first = await request({
      method: 'GET',
      path: operation.path,
      query: paged ? { page: 1, limit: PAGE } : {},
    });
    const problems = statusAndSchema(operation, first, validate);
    const { items, total } = resultOf(first);
    if (!problems.length) problems.push(...pagingProblems(paged, items.length, total));
    if (!problems.length && paged && total > PAGE) {
      const second = await request({
        method: 'GET',
        path: operation.path,
        query: { page: 2, limit: PAGE },
      });
      problems.push(...statusAndSchema(operation, second, validate).map((p) => `page 2: ${p}`));
      const next = resultOf(second);
      if (!problems.length) {
        if (next.total !== total) problems.push(`page 2 total ${next.total}, page 1 ${total}`);
        const expected = Math.min(PAGE, total - PAGE);
        if (next.items.length !== expected)
          problems.push(`page 2 has ${next.items.length} items, expected ${expected}`);
        else if (next.items[0]?._id !== undefined && next.items[0]._id === items[0]?._id)
          problems.push('page 2 starts with the same item as page 1');
      }
    }
    const counted = Number.isInteger(total) ? `${items.length} of ${total} items` : 'its items';
    const paging = paged ? `pages of ${PAGE} hold` : 'every row, unpaged';
    report.expect(`${what}: envelope, { items, total } and ${counted} match; ${paging}`, problems);
    if (typeof items[0]?._id === 'string') firstIds.set(operation.path, items[0]._id);
  }
  return firstIds;
}

/** A read with path parameters (`{id}`), on the first record of its list. */
export async function checkRecordReads(
  operations: readonly Operation[],
  firstIds: ReadonlyMap<string, string>,
  validate: Validators,
  request: (call: Call) => Promise<Answer>,
  report: Report,
): Promise<void> {
  for (const operation of operations) {
    if (operation.method !== 'get' || !operation.pathParameters.length) continue;
    const what = `GET ${operation.path}`;
    const list = operation.path.slice(0, operation.path.indexOf('/{'));
    const id = firstIds.get(list);
    if (!id || operation.pathParameters.some((name) => name !== 'id')) {
      report.skip(what, `no record of ${list} to read`);
      continue;
    }
    const path = operation.path.replace('{id}', encodeURIComponent(id));
    await checkOne(operation, `${what} (${id})`, request, validate, report, path);
  }
}

async function checkOne(
  operation: Operation,
  what: string,
  request: (call: Call) => Promise<Answer>,
  validate: Validators,
  report: Report,
  path = operation.path,
): Promise<void> {
  const answer = await request({ method: 'GET', path });
  if (operation.raw.responses?.['200']?.content?.['text/csv']) {
    const problems = answer.status === 200 ? [] : [`status ${answer.status}, expected 200`];
    if (!answer.contentType.startsWith('text/csv'))
      problems.push(`content type "${answer.contentType}", expected text/csv`);
    report.expect(`${what}: CSV`, problems);
    return;
  }
  const list = answersList(operation) ? ', { items, total }' : '';
  report.expect(
    `${what}: envelope${list} matches the schema`,
    statusAndSchema(operation, answer, validate),
  );
}

function statusAndSchema(operation: Operation, answer: Answer, validate: Validators): string[] {
  if (answer.status !== 200) return [`status ${answer.status}, expected 200`];
  return validate.answer(operation, '200', answer.body);
}

function pagingProblems(paged: boolean, count: number, total: number): string[] {
  if (!Number.isInteger(total) || total < 0) return [`total ${total} is not a count`];
  const expected = paged ? Math.min(PAGE, total) : total;
  return count === expected ? [] : [`${count} items with total ${total}, expected ${expected}`];
}
