import type { FieldTypeModel } from './_types';
import { formatDate } from '../format';
import { checkDate } from './_checks';

/** A moment (ISO 8601 in UTC). */
const datetime: FieldTypeModel = {
  text: (_field, value) => formatDate(value),
  check: checkDate,
  width: 140,
  sample: (_field, source) =>
    new Date(source.now - Math.floor(source.next() * 60 * 86_400_000)).toISOString(),
  schema: () => ({ type: 'string', format: 'date-time' }),
};
export default datetime;
