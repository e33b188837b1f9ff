import type { FieldTypeModel } from './_types';
import { formatAmount, formatSigned } from '../format';
import { checkNumber, DECIMAL, sampleDecimal } from './_checks';
import { say } from '../../../resources/_text';

/**
 * An amount as a decimal string, kept as typed ('0.0050' stays '0.0050'); at least 0 by default.
 * A JSON number is refused: it has lost the typed digits already (1e308, 0.1 + 0.2), and a form
 * could not show it back as typed. Forms send what they hold as text (`moneyAsText`).
 */
const money: FieldTypeModel = {
  text: (field, value) =>
    field.signed
      ? formatSigned(value, field.unit, field.decimals)
      : formatAmount(value, field.unit, field.decimals),
  check: (field, value) =>
    typeof value === 'number'
      ? say`${field.label} must be sent as a decimal string, e.g. "12.50"`
      : typeof value === 'string'
        ? checkNumber(field, value, { min: 0, unit: field.unit })
        : say`${field.label} must be an amount`,
  width: 150,
  sample: (field, source) => sampleDecimal(source, field.min ?? 0, field.max ?? 10_000),
  schema: (field) => ({
    type: 'string',
    pattern: DECIMAL.source,
    description: `A decimal string such as "12.50", kept as typed${field.readOnly ? '' : `; at least ${field.min ?? 0}`}`,
  }),
};
export default money;
