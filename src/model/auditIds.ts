import { AUDIT_ID_KEYS, type AuditChange, type AuditName } from '../../resources/domain';
import type { FieldDeclaration } from '../../resources/types';

/**
 * Which values of an audit entry's changes are ids of other records (who reviewed, a row's user,
 * an event's market in a path), and of which resource. The server names them when it writes the
 * entry (`names`), so that the log shows names even for records the reader may not open, and the
 * panel reads them back with the same rules (pure; one place for both).
 */

/** A record named by its id. */
export interface AuditRef {
  id: string;
  resource: string;
}

/** An entry's names by id (the entry's `names`). */
export type AuditNames = Readonly<Record<string, AuditName>>;

/** The resource whose id a value holds: its declared reference, else a known key (`reviewedBy`). */
function idTarget(key: string | undefined, field?: FieldDeclaration): string | undefined {
  if (field?.reference && (field.type === 'reference' || field.type === 'tags'))
    return field.reference.resource;
  return key === undefined ? undefined : AUDIT_ID_KEYS[key];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The ids a value holds: the value itself or its items when the key or field says they are ids,
 * and inside an object (an approval's `adminId`, a new market's `createdBy`) by each key.
 */
function idsInValue(value: unknown, key?: string, field?: FieldDeclaration): AuditRef[] {
  const resource = idTarget(key, field);
  if (typeof value === 'string' && value) return resource ? [{ id: value, resource }] : [];
  if (Array.isArray(value))
    return value.flatMap((item) =>
      typeof item === 'string' ? idsInValue(item, key, field) : idsInValue(item, undefined, field),
    );
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([inner, item]) =>
    inner === '_id'
      ? []
      : idsInValue(
          item,
          inner,
          field?.fields?.find((candidate) => candidate.key === inner),
        ),
  );
}

/** The ids a value holds exactly: the value or every item of it (drawn as links), else none. */
export function wholeIds(value: unknown, key?: string, field?: FieldDeclaration): AuditRef[] {
  const resource = idTarget(key, field);
  if (!resource) return [];
  if (typeof value === 'string' && value) return [{ id: value, resource }];
  if (Array.isArray(value) && value.length && value.every((item) => typeof item === 'string'))
    return value.map((id: string) => ({ id, resource }));
  return [];
}

/**
 * A change's path read against the declared fields: the field it ends at, and each row of a
 * nested field it passes (`markets.<id>`), with the resource of that row when declared (rowsOf).
 * Site settings declare some fields by their whole path: the longest declared prefix is taken.
 */
export function walkAuditPath(
  path: string,
  fields: readonly FieldDeclaration[],
): {
  steps: { segment: string; field?: FieldDeclaration; kind: 'field' | 'row' | 'module' }[];
  field?: FieldDeclaration;
  rows: (AuditRef & { field: FieldDeclaration })[];
} {
  const segments = path.split('.');
  const steps: { segment: string; field?: FieldDeclaration; kind: 'field' | 'row' | 'module' }[] =
    [];
  const rows: (AuditRef & { field: FieldDeclaration })[] = [];
  let level: readonly FieldDeclaration[] = fields;
  let field: FieldDeclaration | undefined;
  // After a nested field comes a row's key (its _id); after a restriction, a module's name.
  let next: 'field' | 'row' | 'module' = 'field';
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index];
    if (next !== 'field') {
      steps.push({ segment, field, kind: next });
      if (next === 'row' && field?.rowsOf)
        rows.push({ id: segment, resource: field.rowsOf, field });
      next = 'field';
      index += 1;
      continue;
    }
    let found: FieldDeclaration | undefined;
    let used = 1;
    for (let end = segments.length; end > index && !found; end--) {
      found = level.find((item) => item.key === segments.slice(index, end).join('.'));
      if (found) used = end - index;
    }
    steps.push({ segment: found ? found.key : segment, field: found, kind: 'field' });
    field = found;
    level = found?.fields ?? [];
    next = found?.type === 'nested' ? 'row' : found?.type === 'restriction' ? 'module' : 'field';
    index += used;
  }
  return { steps, field, rows };
}

/**
 * Every record an entry's changes name: the ids in their values, and the rows their paths pass
 * that are records of their own (an event's markets). What the server names in `names`.
 */
export function auditRefs(
  changes: readonly AuditChange[],
  fields: readonly FieldDeclaration[],
): { ids: AuditRef[]; rows: AuditRef[] } {
  const ids: AuditRef[] = [];
  const rows: AuditRef[] = [];
  for (const change of changes) {
    const walked = walkAuditPath(change.field, fields);
    rows.push(...walked.rows.map(({ id, resource }) => ({ id, resource })));
    const key = change.field.split('.').at(-1);
    ids.push(
      ...idsInValue(change.before, key, walked.field),
      ...idsInValue(change.after, key, walked.field),
    );
  }
  return { ids, rows };
}
