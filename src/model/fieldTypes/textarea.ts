import type { FieldTypeModel } from './_types';
import { checkText, sampleWords } from './_checks';

/** Several lines of plain text. */
const textarea: FieldTypeModel = {
  text: (_field, value) => String(value),
  check: checkText,
  width: 200,
  wide: true,
  searchable: true,
  maxLength: 10_000,
  sample: (_field, source) => `${sampleWords(source, 8)}.`,
  schema: () => ({ type: 'string' }),
};
export default textarea;
