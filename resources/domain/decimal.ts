/**
 * Exact arithmetic on decimal strings (amounts are never floats): values are read as
 * scaled BigInts, so `'5000000000.00001'` compares and sums without rounding.
 */
import type { DecimalString } from './primitives';

const DECIMAL = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$|^\s*([+-]?)\.(\d+)\s*$/;

interface Scaled {
  units: bigint;
  scale: number;
}

/**
 * A finite number in plain decimal notation, with the digits JavaScript prints for it: 12.5 ->
 * '12.5', 1e21 -> '1000000000000000000000', 1.5e-7 -> '0.00000015'; undefined for NaN and Infinity.
 */
export function decimalText(value: number): DecimalString | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponent] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function scaled(value: unknown): Scaled | undefined {
  if (typeof value === 'number') {
    const text = decimalText(value);
    return text === undefined ? undefined : scaled(text);
  }
  if (typeof value !== 'string') return undefined;
  const match = DECIMAL.exec(value);
  if (!match) return undefined;
  const sign = match[1] ?? match[4] ?? '';
  const whole = match[2] ?? '0';
  const fraction = match[3] ?? match[5] ?? '';
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not a decimal. */
export function compareDecimal(a: unknown, b: unknown): -1 | 0 | 1 | undefined {
  const left = scaled(a);
  const right = scaled(b);
  if (!left || !right) return undefined;
  const scale = Math.max(left.scale, right.scale);
  const x = rescale(left, scale);
  const y = rescale(right, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

function print(units: bigint, scale: number): DecimalString {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * The exact sum, with as many decimals as the most precise term (`'1.5' + '0.25'` is `'1.75'`);
 * values that are not decimals count as zero.
 */
export function sumDecimals(values: readonly unknown[], minScale = 0): DecimalString {
  const terms = values.map(scaled).filter((term): term is Scaled => term !== undefined);
  const scale = Math.max(minScale, ...terms.map((term) => term.scale));
  return print(
    terms.reduce((sum, term) => sum + rescale(term, scale), 0n),
    scale,
  );
}

/** `a × b`, exact (as many decimals as both together: a price times a size, 0.9965 × 12.5). */
export function multiplyDecimals(a: unknown, b: unknown): DecimalString {
  const left = scaled(a);
  const right = scaled(b);
  if (!left || !right) return '0';
  return print(left.units * right.units, left.scale + right.scale);
}

/** `a - b`, exact. */
export function subtractDecimal(a: unknown, b: unknown): DecimalString {
  const right = scaled(b);
  return sumDecimals([a, right ? print(-right.units, right.scale) : '0']);
}

/** An integer count of base units (a token amount) as a decimal string: `('1234500', 6)` -> `'1.2345'`. */
export function fromBaseUnits(units: bigint | string, decimals: number): DecimalString {
  const text = print(BigInt(units), decimals);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A decimal string as base units of a token with `decimals` (extra digits are cut, not rounded). */
export function toBaseUnits(value: unknown, decimals: number): bigint {
  const parsed = scaled(value);
  if (!parsed) return 0n;
  return parsed.scale <= decimals
    ? rescale(parsed, decimals)
    : parsed.units / 10n ** BigInt(parsed.scale - decimals);
}
