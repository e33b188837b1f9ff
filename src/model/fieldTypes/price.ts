import type { FieldTypeModel } from './_types';
import { formatPrice } from '../format';
import { checkNumber } from './_checks';

/** A price or probability, 0..1. */
const price: FieldTypeModel = {
  text: (_field, value) => formatPrice(value),
  check: (field, value) => checkNumber(field, value, { min: 0, max: 1 }),
  width: 80,
  sample: (_field, source) => Math.round(source.next() * 100) / 100,
  schema: () => ({ type: 'number', minimum: 0, maximum: 1 }),
};
export default price;
