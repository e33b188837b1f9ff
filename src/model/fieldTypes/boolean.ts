import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

const boolean: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'boolean' ? undefined : say`${field.label} must be yes or no`,
  width: 80,
  sample: (_field, source) => source.next() < 0.5,
  schema: () => ({ type: 'boolean' }),
};
export default boolean;
