import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email: FieldTypeModel = {
  text: (_field, value) => String(value),
  check: (field, value) =>
    typeof value === 'string' && EMAIL.test(value)
      ? undefined
      : say`${field.label} must be an e-mail address`,
  width: 220,
  searchable: true,
  maxLength: 254,
  sample: (_field, source) => `user${source.index + 1}@example.test`,
  schema: () => ({ type: 'string', format: 'email', pattern: EMAIL.source }),
};
export default email;
