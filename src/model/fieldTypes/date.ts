import type { FieldTypeModel } from './_types';
import { formatDate } from '../format';
import { checkDate } from './_checks';

const DAY = 86_400_000;

/** A calendar day (ISO 8601). */
const date: FieldTypeModel = {
  text: (_field, value) => formatDate(value, false),
  check: checkDate,
  width: 110,
  sample: (_field, source) =>
    new Date(source.now - Math.floor(source.next() * 60) * DAY).toISOString().slice(0, 10),
  schema: () => ({ type: 'string', format: 'date' }),
};
export default date;
