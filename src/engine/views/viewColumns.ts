import type { FieldDeclaration } from '../../../resources/types';
import { listOptions, readChoice, storageKey, writeChoice, type Choice } from '../columnChoice';

/**
 * A view's columns and the list's column choice (kept per admin and list, ../listColumns.tsx):
 * applying a view writes its columns as that choice; saving one reads the columns shown now.
 */

const listedOf = (fields: readonly FieldDeclaration[]) => fields.filter((field) => field.list);

/** The keys of the columns the admin shows now on this list. */
export function shownColumns(
  admin: string,
  resource: string,
  fields: readonly FieldDeclaration[],
): string[] {
  const choice = readChoice(storageKey(admin, resource));
  return listedOf(fields)
    .filter((field) => choice[field.key] ?? !listOptions(field).hidden)
    .map((field) => field.key);
}

/** Shows exactly `columns` (none: the list's default), as the Columns chooser would keep it. */
export function showColumns(
  admin: string,
  resource: string,
  fields: readonly FieldDeclaration[],
  columns: readonly string[],
): void {
  const choice: Choice = {};
  const wanted = new Set(columns);
  if (columns.length)
    for (const field of listedOf(fields)) {
      const shown = wanted.has(field.key);
      if (shown === Boolean(listOptions(field).hidden)) choice[field.key] = shown;
    }
  writeChoice(storageKey(admin, resource), choice);
}
