import type { FieldTypeModel } from './_types';
import { checkText, sampleWords } from './_checks';

/** HTML, sanitized wherever it is shown. */
const richtext: FieldTypeModel = {
  check: checkText,
  width: 160,
  wide: true,
  maxLength: 200_000,
  sample: (_field, source) => `<p>${sampleWords(source, 12)}.</p>`,
  schema: () => ({ type: 'string', contentMediaType: 'text/html' }),
};
export default richtext;
