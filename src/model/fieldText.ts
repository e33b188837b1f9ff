import type { FieldDeclaration } from '../../resources/types';
import { fieldTypeModel } from './fieldTypes';

/**
 * A value as plain text by its field's type, when that type reads as text (a list cell's title, an
 * audit entry's values); undefined for empty values and for the types drawn otherwise (images,
 * references, tags of records). Each type's own `text` says how (src/model/fieldTypes).
 */
export function fieldText(field: FieldDeclaration, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return fieldTypeModel(field.type).text?.(field, value);
}
