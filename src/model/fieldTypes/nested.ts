import type { FieldTypeModel } from './_types';
import { midSentence } from '../format';
import { say } from '../../../resources/_text';

/** Rows owned by the record (an event's markets); each row is checked by its own fields. */
const nested: FieldTypeModel = {
  check: (field, value) => {
    if (!Array.isArray(value)) return say`${field.label} must be a list`;
    if (field.minItems && value.length < field.minItems)
      return say`At least ${field.minItems} ${midSentence(field.label)} needed`;
    if (field.maxItems && value.length > field.maxItems)
      return say`At most ${field.maxItems} ${midSentence(field.label)}`;
    return undefined;
  },
  width: 90,
  wide: true,
  sample: () => [],
  schema: (field, rows) => ({
    type: 'array',
    items: rows(field.fields ?? []),
    minItems: field.minItems,
    maxItems: field.maxItems,
  }),
};
export default nested;
