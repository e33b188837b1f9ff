import type { FieldTypeModel } from './_types';
import { formatBps } from '../format';
import { checkNumber } from './_checks';

/** Whole basis points, 0..10000 (100 bps = 1 %). */
const bps: FieldTypeModel = {
  text: (_field, value) => formatBps(value),
  check: (field, value) =>
    checkNumber(field, value, { min: 0, max: 10_000, integer: true, unit: 'bps' }),
  width: 140,
  sample: (_field, source) => Math.floor(source.next() * 300),
  schema: () => ({ type: 'integer', minimum: 0, maximum: 10_000, description: 'basis points' }),
};
export default bps;
