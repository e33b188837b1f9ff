import type { FieldDeclaration } from '../../resources/types';
import { formatAmount, formatBps, formatDate, formatPrice, formatSigned, humanize } from './format';

/**
 * A value as plain text by its field's type, when that type reads as text (a list cell's title, an
 * audit entry's values); undefined for the types drawn otherwise (images, references, tags of
 * records).
 */
export function fieldText(field: FieldDeclaration, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'slug':
    case 'email':
    case 'url':
      return String(value);
    case 'money':
      return field.signed ? formatSigned(value, field.unit) : formatAmount(value, field.unit);
    case 'number':
      return formatAmount(value);
    case 'bps':
      return formatBps(value);
    case 'price':
      return formatPrice(value);
    case 'date':
      return formatDate(value, false);
    case 'datetime':
      return formatDate(value);
    case 'enum': {
      const option = field.options?.find((item) => item.value === value);
      return option?.label ?? humanize(String(value));
    }
    case 'tags':
      return Array.isArray(value) && !field.reference ? value.map(String).join(', ') : undefined;
    default:
      return undefined;
  }
}
