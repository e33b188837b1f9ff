import type { AccessDecider } from '../../access/enforcer';
import type { AuditChange } from '../../resources/domain';
import { AUDIT_ACCOUNT_RESOURCES } from '../../resources/domain';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';
import { formatDate, humanize } from './format';
import { fieldText } from './fieldText';
import { declarations, getDeclaration } from './registry';
import { fillRecordPath } from './actions';
import { say } from '../../resources/_text';

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
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A value as one line of text, by its declared field when there is one. An object reads as its
 * fields (`Can view: Yes, Can edit: No`), leaving out what names it when the path already does
 * (`named`: a restriction entry's module, shown in the field's label).
 */
export function auditValueText(value: unknown, field?: FieldDeclaration, named?: string): string {
  if (empty(value)) return '—';
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
    return value.map((item) => auditValueText(item, isObject(item) ? undefined : inner)).join(', ');
  }
  if (isObject(value)) {
    const parts = Object.entries(value)
      .filter(([key, item]) => key !== '_id' && !(key === 'name' && item === named))
      .map(([key, item]) => {
        const inner = field?.fields?.find((candidate) => candidate.key === key);
        return `${inner?.label ?? humanize(key)}: ${auditValueText(item, inner)}`;
      });
    return parts.length ? parts.join(', ') : '—';
  }
  return String(value);
}

/**
 * The declared field a path ends at, and the path as read. Site settings declare some fields by
 * their whole path (`socialLinks.twitter`): the longest declared prefix is taken first.
 */
export function auditPath(
  path: string,
  fields: readonly FieldDeclaration[],
  rowName?: RowNamer,
): { label: string; field?: FieldDeclaration } {
  const segments = path.split('.');
  const labels: string[] = [];
  let level: readonly FieldDeclaration[] = fields;
  let field: FieldDeclaration | undefined;
  // After a nested field comes a row's key (its _id); after a restriction, a module's name.
  let next: 'field' | 'row' | 'module' = 'field';
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index];
    if (next === 'row') {
      labels.push((field && rowName?.(field, segment)) ?? `#${segment.slice(-6)}`);
      next = 'field';
      index += 1;
      continue;
    }
    if (next === 'module') {
      labels.push(segment);
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
    // An array's row without a name of its own is counted from 1 (an approval: `approvals.0`).
    labels.push(
      found?.label ?? (/^\d+$/.test(segment) ? `#${Number(segment) + 1}` : humanize(segment)),
    );
    field = found;
    level = found?.fields ?? [];
    next = found?.type === 'nested' ? 'row' : found?.type === 'restriction' ? 'module' : 'field';
    index += used;
  }
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
): ReadableChange[] {
  return changes.map((change) => {
    const { label, field } = auditPath(change.field, fields, rowName);
    const last = change.field.split('.').at(-1);
    return {
      field: change.field,
      label,
      before: auditValueText(change.before, field, last),
      after: auditValueText(change.after, field, last),
      added: empty(change.before),
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
