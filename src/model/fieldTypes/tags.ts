import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

/** Several values: `_id`s of another resource, or free words. */
const tags: FieldTypeModel = {
  text: (field, value) =>
    Array.isArray(value) && !field.reference ? value.map(String).join(', ') : undefined,
  check: (field, value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim())
      ? undefined
      : say`${field.label} must be a list`,
  width: 180,
  sample: (field, source) => {
    const ids = field.reference ? source.ids(field.reference.resource) : ['alpha', 'beta', 'gamma'];
    return ids.filter(() => source.next() < 0.3).slice(0, 3);
  },
  schema: (field) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description: field.reference ? `_ids of records of ${field.reference.resource}` : undefined,
  }),
};
export default tags;
