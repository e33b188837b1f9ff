import type { FieldTypeModel } from './_types';
import { checkText, sampleWords } from './_checks';

/** One line of text. */
const text: FieldTypeModel = {
  text: (_field, value) => String(value),
  check: checkText,
  width: 180,
  searchable: true,
  maxLength: 500,
  sample: (field, source) => `${field.label} ${sampleWords(source, 2)} ${source.index + 1}`,
  schema: () => ({ type: 'string' }),
};
export default text;
