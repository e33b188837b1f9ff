import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

/** A binary market's [Yes, No] prices: each in [0, 1], together exactly 1. */
const pricePair: FieldTypeModel = {
  check: (field, value) => {
    const pair = Array.isArray(value)
      ? value.map((price) => (typeof price === 'number' ? price : NaN))
      : [];
    if (
      pair.length !== 2 ||
      pair.some((price) => !Number.isFinite(price) || price < 0 || price > 1)
    )
      return say`${field.label}: two prices from 0 to 1`;
    if (Math.abs(pair[0] + pair[1] - 1) > 1e-9)
      return say`${field.label} must sum to 1 (now ${+(pair[0] + pair[1]).toFixed(6)})`;
    return undefined;
  },
  width: 170,
  sample: (_field, source) => {
    const yes = Math.round(source.next() * 98 + 1) / 100;
    return [yes, Math.round((1 - yes) * 100) / 100];
  },
  schema: () => ({
    type: 'array',
    items: { type: 'number', minimum: 0, maximum: 1 },
    minItems: 2,
    maxItems: 2,
    description: '[Yes, No], summing to 1',
  }),
};
export default pricePair;
