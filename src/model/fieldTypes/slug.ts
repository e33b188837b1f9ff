import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case letters, digits and single dashes: a public URL segment. */
const slug: FieldTypeModel = {
  text: (_field, value) => String(value),
  check: (field, value) =>
    typeof value === 'string' && SLUG.test(value)
      ? undefined
      : say`${field.label}: lower-case letters, digits and single dashes only`,
  width: 180,
  searchable: true,
  maxLength: 80,
  sample: (field, source) => `${field.key.toLowerCase()}-${source.index + 1}`,
  schema: () => ({ type: 'string', pattern: SLUG.source }),
};
export default slug;
