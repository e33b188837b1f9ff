import type { FieldDeclaration, ResourceDeclaration, Values } from '../../../resources/types';
import { sentOn } from '../../model/apiRules';
import { say } from '../../../resources/_text';

/**
 * What a create (POST) or update (PUT) body may hold: only the declaration's writable fields
 * (not readOnly, in the form; `form: 'create'` ones on create only), and in nested rows their
 * own writable fields plus the row's `_id` (text). Field -> message for every other key, keyed
 * like the form's fields (`markets.0.slug`); the values' types are checked by validateValues.
 */
export function bodyKeyErrors(
  declaration: Pick<ResourceDeclaration, 'fields'>,
  body: Values,
  action: 'create' | 'update',
): Record<string, string> {
  const errors: Record<string, string> = {};
  // An own property even for "__proto__" (a plain assignment would set the prototype instead).
  const refuse = (path: string, message: string) =>
    Object.defineProperty(errors, path, {
      value: message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  const check = (fields: readonly FieldDeclaration[], values: Values, prefix: string) => {
    const byKey = new Map(fields.map((field) => [field.key, field]));
    for (const [key, value] of Object.entries(values)) {
      const path = prefix + key;
      // The record's own id (a nested row's, or the record's on an update) is not a change; a
      // nested row's is stored, so it is an id's text.
      if (key === '_id') {
        if (prefix && typeof value !== 'string') refuse(path, say`A row id must be text`);
        continue;
      }
      const field = byKey.get(key);
      if (!field) refuse(path, say`Unknown field "${key}"`);
      else if (!sentOn(field, action))
        refuse(
          path,
          sentOn(field, 'create')
            ? say`${field.label} can only be set when creating`
            : say`${field.label} is set by the server`,
        );
      else if (field.type === 'nested' && Array.isArray(value)) {
        value.forEach((row: unknown, index) => {
          if (row === null || typeof row !== 'object' || Array.isArray(row))
            refuse(`${path}.${index}`, say`Each of ${field.label.toLowerCase()} must be a row`);
          else check(field.fields ?? [], row as Values, `${path}.${index}.`);
        });
      }
    }
  };
  check(declaration.fields, body, '');
  return errors;
}

/** Types whose values are JSON numbers (money stays a decimal string). */
const NUMERIC = new Set(['number', 'bps', 'price']);

/**
 * Checked values as stored: a number sent as text ("25" bps) becomes the number it spells, so a
 * stored record always has its declared types. Nested rows likewise.
 */
export function storedTypes(fields: readonly FieldDeclaration[], values: Values): Values {
  const out: Values = { ...values };
  for (const field of fields) {
    const value = out[field.key];
    if (NUMERIC.has(field.type) && typeof value === 'string' && value.trim() !== '')
      out[field.key] = Number(value);
    else if (field.type === 'nested' && Array.isArray(value))
      out[field.key] = value.map((row: Values) =>
        row && typeof row === 'object' ? storedTypes(field.fields ?? [], row) : row,
      );
  }
  return out;
}
