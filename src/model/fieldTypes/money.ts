import type { FieldTypeModel } from './_types';
import { checkNumber, sampleDecimal } from './_checks';

/** An amount as a decimal string, kept as typed ('0.0050' stays '0.0050'); at least 0 by default. */
const money: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'number' || typeof value === 'string'
      ? checkNumber(field, value, { min: 0, unit: field.unit })
      : `${field.label} must be an amount`,
  width: 150,
  sample: (field, source) => sampleDecimal(source, field.min ?? 0, field.max ?? 10_000),
};
export default money;
