import { multiplyDecimals, sumDecimals } from '../../resources/domain';
/** Decimal strings with two places, added as integer cents (never floats in the API). */
export function toCents(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of amounts, with at least two decimals (money as the API answers it). */
export function sumAmounts(values: readonly unknown[]): string {
  return sumDecimals(values, 2);
}

/** A trade's or position's value in USDC: price × size, exact. */
export function notional(price: unknown, size: unknown): string {
  return multiplyDecimals(price, size);
}
