import type { FieldDeclaration, Values } from '../../../../resources/types';

/** A new record's (or nested row's) values: the declared defaults, and its minimum of rows. */
export function initialValues(fields: readonly FieldDeclaration[]): Values {
  const values: Values = {};
  for (const field of fields) {
    if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
    // A record that needs nested rows starts with that many blank ones.
    if (field.type === 'nested' && field.minItems) {
      values[field.key] = Array.from({ length: field.minItems }, () =>
        initialValues(field.fields ?? []),
      );
    }
  }
  return values;
}
