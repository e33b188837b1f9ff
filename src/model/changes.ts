import type { FieldDeclaration, ResourceDeclaration, Values } from '../../resources/types';

/** Values compare as the API stores them: a number sent as text is the same number. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const rowsOf = (value: unknown): Values[] => (Array.isArray(value) ? (value as Values[]) : []);

/** Writable fields of a nested row (those the form shows and sends). */
export function rowFieldsOf(field: FieldDeclaration): FieldDeclaration[] {
  return (field.fields ?? []).filter((item) => !item.readOnly && item.form !== false);
}

/**
 * Why an update of `existing` with `values` is refused by the declaration's `fixedWhen` and
 * nested `rowRules` (the first reason), or undefined. The demo API answers it with 409; the form
 * reads the same rules to offer no such change.
 */
export function changeRefusal(
  declaration: Pick<ResourceDeclaration, 'fields'>,
  existing: Values,
  values: Values,
): string | undefined {
  for (const field of declaration.fields) {
    if (!(field.key in values)) continue;
    const value = values[field.key];
    if (field.fixedWhen && !same(value, existing[field.key])) {
      const reason = field.fixedWhen(existing, existing);
      if (reason) return reason;
    }
    if (field.type !== 'nested' || !Array.isArray(value)) continue;
    const stored = rowsOf(existing[field.key]);
    const incoming = rowsOf(value);
    const rules = field.rowRules;
    for (const row of stored) {
      if (incoming.some((item) => item?._id === row._id)) continue;
      const reason = rules?.removal?.(row, existing);
      if (reason) return reason;
    }
    for (const item of incoming) {
      const row = item?._id ? stored.find((known) => known._id === item._id) : undefined;
      if (!row) {
        // An unknown `_id` is the caller's error (400), not a new row.
        if (item?._id) continue;
        const reason = rules?.addition?.(existing);
        if (reason) return reason;
        continue;
      }
      const changed = rowFieldsOf(field).filter(
        (sub) => sub.key in item && !same(item[sub.key], row[sub.key]),
      );
      if (changed.length === 0) continue;
      const locked = rules?.locked?.(row, existing);
      if (locked) return locked;
      for (const sub of changed) {
        const reason = sub.fixedWhen?.(row, existing);
        if (reason) return reason;
      }
    }
  }
  return undefined;
}

/** Why a field of a stored record (or of one of its nested rows) cannot change here, if so. */
export function fixedReason(
  field: FieldDeclaration,
  record: Values | undefined,
  parent: Values | undefined,
): string | undefined {
  return record && parent ? field.fixedWhen?.(record, parent) : undefined;
}
