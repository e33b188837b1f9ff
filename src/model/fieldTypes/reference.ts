import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

/** The `_id` of a record of another resource. */
const reference: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'string' && value.trim()
      ? undefined
      : say`${field.label} must be chosen from the list`,
  width: 140,
  sample: (field, source) => {
    const ids = field.reference ? source.ids(field.reference.resource) : [];
    return ids.length ? ids[Math.floor(source.next() * ids.length)] : undefined;
  },
  schema: (field) => ({
    type: 'string',
    description: field.reference ? `the _id of a record of ${field.reference.resource}` : 'an _id',
  }),
};
export default reference;
