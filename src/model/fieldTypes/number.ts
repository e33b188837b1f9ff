import type { FieldTypeModel } from './_types';
import { formatAmount } from '../format';
import { checkNumber } from './_checks';

/** A number (`integer: true` for whole numbers); out of `min`/`max` is refused with a message. */
const number: FieldTypeModel = {
  text: (_field, value) => formatAmount(value),
  check: (field, value) => checkNumber(field, value),
  width: 100,
  sample: (field, source) => {
    const min = field.min ?? 0;
    const max = field.max ?? min + 1000;
    const value = min + source.next() * (max - min);
    return field.integer ? Math.round(value) : Math.round(value * 100) / 100;
  },
  schema: (field) => ({
    type: field.integer ? 'integer' : 'number',
    minimum: field.min,
    maximum: field.max,
  }),
};
export default number;
