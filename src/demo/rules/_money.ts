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

export function sumAmounts(values: readonly unknown[]): string {
  return fromCents(values.reduce<number>((sum, value) => sum + toCents(value), 0));
}
