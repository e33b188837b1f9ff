import type { FieldDeclaration, Values } from '../../resources/types';

const NUMERIC = new Set(['number', 'money', 'bps', 'price']);

/** One form for a field's value, whichever way it came (a number as text, keys in any order). */
function canonicalValue(field: FieldDeclaration, value: unknown): string {
  if (NUMERIC.has(field.type) && value !== null && value !== '' && !Number.isNaN(Number(value)))
    return String(Number(value));
  const sorted = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sorted)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sorted((item as Values)[key])]),
          )
        : (item ?? null);
  return JSON.stringify(sorted(value));
}

/** Whether a body's value of a field differs from the stored one ("5" and 5 do not). */
export const changesValue = (field: FieldDeclaration, stored: unknown, sent: unknown): boolean =>
  canonicalValue(field, stored) !== canonicalValue(field, sent);
