import type { AuditChange, AuditEntry, AuditName } from '../../../resources/domain';
import type { ResourceDeclaration } from '../../../resources/types';
import { auditRefs, type AuditRef } from '../../model/auditIds';
import { auditFields } from '../../model/auditTrail';
import { getDeclaration } from '../../model/registry';
import { actorName } from '../people';
import { collectionRules } from '../rules';
import type { DemoStore, Row } from '../store';

/**
 * A record's title for the log: its declared title field, else what its collection's rules name it
 * by (a withdrawal: its amount and coin), else its title or name.
 */
export function titleOf(declaration: ResourceDeclaration | undefined, store: DemoStore) {
  const named = declaration ? collectionRules(declaration.name).title : undefined;
  return (row: Row | undefined): string => {
    if (!row) return '';
    const key = declaration?.recordTitle;
    if (key && row[key] !== undefined) return String(row[key]);
    if (named) return named(row, store);
    return String(row.title ?? row.name ?? '');
  };
}

/** Actors that are no admin: named, with no page. */
const ACTORS = new Set(['oracle', 'system']);

/** The stored rows a record of `resource` is among (its collection, else its derived view). */
function findRecord(store: DemoStore, resource: string, id: string): Row | undefined {
  const rules = collectionRules(resource);
  const row = store.find(rules.source ?? resource, id);
  return row ?? rules.view?.(store).find((item) => item._id === id);
}

/** A row of the record the entry is about (`markets.<id>`), as it was before or after. */
function rowOf(records: unknown[], key: string, id: string): Row | undefined {
  for (const record of records) {
    const rows = (record as Record<string, unknown> | undefined)?.[key];
    const row = Array.isArray(rows) ? (rows as Row[]).find((item) => item?._id === id) : undefined;
    if (row) return row;
  }
  return undefined;
}

/**
 * What an entry's changes name, for the entry: every id in their values and every row of a
 * nested field that is a record of its own, by its name then (`names`), and those rows' ids
 * (`rowIds`), whose own history the entry belongs to. `records` are the record before and after
 * the change: a row is named from them, so a market removed still has its question.
 */
export function auditAnnotations(
  store: DemoStore,
  entry: Pick<AuditEntry, 'resource' | 'module'>,
  changes: readonly AuditChange[],
  records: unknown[],
  /** Admins the entry names outside its changes (whose claim it was done over). */
  admins: readonly string[] = [],
): Pick<AuditEntry, 'names' | 'rowIds'> {
  const fields = auditFields(entry.resource, entry.module);
  const { ids, rows } = auditRefs(changes, fields);
  const names: Record<string, AuditName> = {};
  const rowIds = [...new Set(rows.map((row) => row.id))];
  const name = ({ id, resource }: AuditRef, row?: Row) => {
    if (names[id]) return;
    if (resource === 'admins' && ACTORS.has(id)) {
      names[id] = { name: actorName(store, id) };
      return;
    }
    const declaration = getDeclaration(resource);
    const found = row ?? findRecord(store, resource, id);
    const title = found && titleOf(declaration, store)(found);
    if (title) names[id] = { name: title, resource };
  };
  for (const ref of rows) {
    const key = fields.find((field) => field.rowsOf === ref.resource)?.key ?? ref.resource;
    name(ref, rowOf(records, key, ref.id));
  }
  for (const ref of ids) name(ref);
  for (const id of admins) name({ id, resource: 'admins' });
  return {
    ...(Object.keys(names).length ? { names } : {}),
    ...(rowIds.length ? { rowIds } : {}),
  };
}
