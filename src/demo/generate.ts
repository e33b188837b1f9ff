import type { ResourceDeclaration } from '../../resources/types';
import { fieldTypeModel } from '../model/fieldTypes';
import { Rng } from './seed/rng';
import type { Row } from './row';

/** How many rows a module without seed data starts with. */
const GENERATED_ROWS = 24;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/**
 * Rows for a declared module that has no seed of its own: every field gets a plausible value from
 * its type (src/model/fieldTypes), deterministic per module, dated around `now`, and valid by the
 * declaration's own rules. A module needs no demo file to have a working list.
 */
export function generateRows(
  declaration: ResourceDeclaration,
  ids: (resource: string) => readonly string[],
  now: number = Date.now(),
): Row[] {
  const rng = new Rng(hash(declaration.name));
  return Array.from({ length: GENERATED_ROWS }, (_, index) => {
    const created = now - (GENERATED_ROWS - index) * 3_600_000;
    const source = { next: rng.next, index, ids, now };
    const row: Row = {
      _id: rng.id(created),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created).toISOString(),
    };
    for (const field of declaration.fields) {
      if (field.key in row) continue;
      const value =
        field.defaultValue !== undefined && field.type !== 'enum'
          ? field.defaultValue
          : field.pattern
            ? `${field.key.toUpperCase()}-${index + 1}`
            : fieldTypeModel(field.type).sample(field, source);
      if (value !== undefined) row[field.key] = value;
    }
    // Rows must obey the declaration's cross-field rules too: drop what they refuse.
    for (const key of Object.keys(declaration.validate?.(row) ?? {})) delete row[key];
    return row;
  });
}
