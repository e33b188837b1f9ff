import { restrictionProblem } from '../restrictions';
import type { JsonSchema } from '../jsonSchema';
import type { FieldTypeModel } from './_types';

/** Each entry exactly `{ name, canView, canEdit }`: restrictionProblem refuses any other key or type. */
const RESTRICTION_SCHEMA: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'an access module' },
      canView: { type: 'boolean' },
      canEdit: { type: 'boolean' },
    },
    required: ['name', 'canView', 'canEdit'],
    additionalProperties: false,
  },
};

/** An admin's restriction list: per module, View and Edit (src/model/restrictions.ts). */
const restriction: FieldTypeModel = {
  check: (_field, value) => restrictionProblem(value),
  width: 240,
  wide: true,
  sample: () => [],
  schema: () => RESTRICTION_SCHEMA,
};
export default restriction;
