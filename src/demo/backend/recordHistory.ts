import { declarations, getDeclaration } from '../../model/registry';
import { ok } from '../http-utils';
import { queryRows } from '../query';
import { filterKeys, queryProblem } from '../queryKeys';
import { collectionRules } from '../rules';
import type { DemoStore } from '../store';

/** The audit trail's declaration: its fields filter and sort a record's history. */
const AUDIT_LOG = getDeclaration('audit-log')!;

/**
 * GET /{resource}/{id}/history: the record's entries in the audit trail, paged like a list;
 * needs view on the record's module only. Entries made through another view of the same stored
 * rows (an order cancelled from Pending Orders, read from Order History) count too, and so do the
 * entries of a record whose rows it is (a market published, closed or resolved through its event:
 * the entry's `rowIds`).
 */
export function recordHistory(
  store: DemoStore,
  source: string,
  id: string,
  params: URLSearchParams,
): Response {
  const badQuery = queryProblem(params, filterKeys(AUDIT_LOG));
  if (badQuery) return badQuery;
  const names = new Set(
    declarations
      .filter((item) => (collectionRules(item.name).source ?? item.name) === source)
      .map((item) => item.name),
  );
  const entries = store
    .all(AUDIT_LOG.name)
    .filter(
      (row) =>
        (row.recordId === id && names.has(String(row.resource))) ||
        (Array.isArray(row.rowIds) && row.rowIds.includes(id)),
    );
  const { items, total } = queryRows(entries, params, AUDIT_LOG.fields, {
    newestFirst: collectionRules(AUDIT_LOG.name).newestFirst,
  });
  return ok({ items, total });
}
