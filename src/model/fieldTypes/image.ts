import type { FieldTypeModel } from './_types';
import { isHttpUrl } from './_checks';
import { say } from '../../../resources/_text';

/** An image address: absolute http(s), or a path on this site's own host (/media/...). */
const image: FieldTypeModel = {
  check: (field, value) =>
    isHttpUrl(value) || (typeof value === 'string' && /^\/(?!\/)\S+$/.test(value))
      ? undefined
      : say`${field.label} must be an http(s) address or a /path`,
  width: 72,
  maxLength: 2048,
  sample: (_field, source) => `/demo-images/item-${source.index + 1}.svg`,
  schema: () => ({ type: 'string', description: 'an http(s) address or a /path' }),
};
export default image;
