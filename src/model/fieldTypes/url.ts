import type { FieldTypeModel } from './_types';
import { isHttpUrl } from './_checks';
import { say } from '../../../resources/_text';

/** An absolute http(s) address (never javascript:, data: or a relative path). */
const url: FieldTypeModel = {
  text: (_field, value) => String(value),
  check: (field, value) =>
    isHttpUrl(value)
      ? undefined
      : say`${field.label} must be an http(s) address, like https://example.com`,
  width: 200,
  maxLength: 2048,
  sample: (_field, source) => `https://example.com/${source.index + 1}`,
  schema: () => ({ type: 'string', format: 'uri', description: 'http(s) only' }),
};
export default url;
