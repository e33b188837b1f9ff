import type { AccessDecider } from '../../access/enforcer';
import type { AuditChange } from '../../resources/domain';
import { AUDIT_ACCOUNT_RESOURCES } from '../../resources/domain';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';
import { formatDate, humanize } from './format';
import { fieldText } from './fieldText';
import { declarations, getDeclaration } from './registry';
import { fillRecordPath } from './actions';
import { say } from '../../resources/_text';
import { walkAuditPath, wholeIds, type AuditNames, type AuditRef } from './auditIds';

/**
 * How an audit entry's changes read (pure; the History tab, the Audit Log page and /event-history
 * draw them with one component): each changed path as the declaration's labels ("Restriction ›
 * Withdraw › Can edit"), each value as text (Yes/No, — for nothing, dates and amounts formatted,
 * objects compact). Text, not tags: a struck-through "before" must read as struck through.
 */

/** Separates the parts of a changed path (a nested row's field, a module's right). */
export const PATH_SEPARATOR = ' › ';

/** A nested row's name for a path segment that is its `_id` (a market's question), if known. */
export type RowNamer = (field: FieldDeclaration, rowKey: string) => string | undefined;

export interface ReadableChange {
  /** The path as stored (`markets.<id>.status`). */
  field: string;
  /** The path as read (`Markets › Will it rain? › Status`). */
  label: string;
  before: string;
  after: string;
  /** Nothing before (a value set for the first time): no struck-through text to show. */
  added: boolean;
  /** The records `before` and `after` are, when each is records the entry named. */
  beforeRefs?: AuditRef[];
  afterRefs?: AuditRef[];
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A value as one line of text, by its declared field when there is one. An object reads as its
 * fields (`Can view: Yes, Can edit: No`), leaving out what names it when the path already does
 * (`named`: a restriction entry's module, shown in the field's label). An id of another record
 * (`named` is its key: `reviewedBy`) reads as the name the entry gave it (`names`).
 */
export function auditValueText(
  value: unknown,
  field?: FieldDeclaration,
  named?: string,
  names?: AuditNames,
): string {
  if (empty(value)) return '—';
  const ids = names ? wholeIds(value, named, field) : [];
  if (ids.length) return ids.map(({ id }) => names?.[id]?.name ?? id).join(', ');
  if (field && !isObject(value) && !Array.isArray(value)) {
    if (field.type === 'boolean') return value === true || value === 'true' ? say`Yes` : say`No`;
    // Amounts, prices, dates and options read as a list cell reads them.
    const text = fieldText(field, value);
    if (text !== undefined) return text;
  }
  if (typeof value === 'boolean') return value ? say`Yes` : say`No`;
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDate(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    const inner = field?.type === 'nested' ? undefined : field;
    return value
      .map((item) => auditValueText(item, isObject(item) ? undefined : inner, undefined, names))
      .join(', ');
  }
  if (isObject(value)) {
    const parts = Object.entries(value)
      .filter(([key, item]) => key !== '_id' && !(key === 'name' && item === named))
      .map(([key, item]) => {
        const inner = field?.fields?.find((candidate) => candidate.key === key);
        return `${inner?.label ?? keyLabel(key)}: ${auditValueText(item, inner, key, names)}`;
      });
    return parts.length ? parts.join(', ') : '—';
  }
  return String(value);
}

/** Stored keys no form declares, named as the trail shows them (a resolution's, on its market). */
const KEY_LABELS: Readonly<Record<string, string>> = {
  resolutionReason: say`Resolution reason`,
  resolutionEvidence: say`Resolution evidence`,
};

/**
 * An undeclared key as the trail names it: its label above, else the key in words, a reference
 * named for what it points at ("adminId" is "Admin", its value the admin's name).
 */
const keyLabel = (key: string): string =>
  KEY_LABELS[key] ?? humanize(key.replace(/(?<=[a-z])Id$/, ''));

/**
 * The declared field a path ends at, and the path as read: a nested row by its name (`rowName`,
 * else the name the entry gave it, else its id's end), a restriction's module as is.
 */
export function auditPath(
  path: string,
  fields: readonly FieldDeclaration[],
  rowName?: RowNamer,
  names?: AuditNames,
): { label: string; field?: FieldDeclaration } {
  const { steps, field } = walkAuditPath(path, fields);
  const labels = steps.map(({ segment, field: at, kind }) => {
    if (kind === 'row')
      return (at && rowName?.(at, segment)) ?? names?.[segment]?.name ?? `#${segment.slice(-6)}`;
    if (kind === 'module') return segment;
    // An array's row without a name of its own is counted from 1 (an approval: `approvals.0`).
    return at?.label ?? (/^\d+$/.test(segment) ? `#${Number(segment) + 1}` : keyLabel(segment));
  });
  return { label: labels.join(PATH_SEPARATOR), field };
}

/** The fields an entry's paths are read against: its resource's declaration, else its module's. */
export function auditFields(resource: string, module?: string): readonly FieldDeclaration[] {
  const declaration: ResourceDeclaration | undefined =
    getDeclaration(resource) ??
    (module ? declarations.find((item) => item.module === module) : undefined);
  return declaration?.fields ?? [];
}

/** An entry's changes as rows of text. */
export function readableChanges(
  changes: readonly AuditChange[],
  fields: readonly FieldDeclaration[],
  rowName?: RowNamer,
  names?: AuditNames,
): ReadableChange[] {
  return changes.map((change) => {
    const { label, field } = auditPath(change.field, fields, rowName, names);
    const last = change.field.split('.').at(-1);
    // A value that is exactly records named by the entry: drawn as links where they may open.
    const refs = (value: unknown) => {
      const ids = names ? wholeIds(value, last, field) : [];
      return ids.length && ids.every(({ id }) => names?.[id]) ? ids : undefined;
    };
    return {
      field: change.field,
      label,
      before: auditValueText(change.before, field, last, names),
      after: auditValueText(change.after, field, last, names),
      added: empty(change.before),
      beforeRefs: refs(change.before),
      afterRefs: refs(change.after),
    };
  });
}

/** What an entry's `resource` is called: a declaration's title, or an account call's name. */
export function auditResourceLabel(resource: string): string {
  const account = (AUDIT_ACCOUNT_RESOURCES as Record<string, string>)[resource];
  return account ?? getDeclaration(resource)?.title.plural ?? humanize(resource);
}

/**
 * Where an entry's record opens for this admin: its edit page when they may edit its module, else
 * its show page when they may view it; undefined for account calls, list actions and records
 * with no page of their own.
 */
export function auditRecordPath(
  entry: { resource: string; recordId: string | null },
  decider: Pick<AccessDecider, 'can'> | null | undefined,
): string | undefined {
  const declaration = getDeclaration(entry.resource);
  if (!declaration || !entry.recordId || !decider) return undefined;
  const { routes, module } = declaration;
  const record = { _id: entry.recordId };
  if (routes.edit && decider.can(module, 'edit')) return fillRecordPath(routes.edit, record);
  if (routes.show && decider.can(module, 'view')) return fillRecordPath(routes.show, record);
  return undefined;
}
