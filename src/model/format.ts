import dayjs from 'dayjs';

/** Decimal strings stay strings: grouping is added without a float round-trip. */
export function formatAmount(value: unknown, unit?: string): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}${unit ? ` ${unit}` : ''}`;
}

export function formatBps(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const bps = Number(value);
  return `${bps} bps (${(bps / 100).toFixed(2)}%)`;
}

export function formatPrice(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return `${(Number(value) * 100).toFixed(1)}¢`;
}

export function formatDate(value: unknown, withTime = true): string {
  if (!value) return '—';
  const date = dayjs(String(value));
  return date.isValid() ? date.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : String(value);
}

export function shortenKey(value: string, keep = 4): string {
  return value.length > keep * 2 + 3 ? `${value.slice(0, keep)}…${value.slice(-keep)}` : value;
}

/** `partiallyFilled` -> `Partially filled`, `active` -> `Active` (codes stay codes in the API). */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 184,856,037.94 -> 184.86M (KPI tiles; the exact figure goes in the tooltip). */
export function formatCompact(value: unknown): string {
  const number = Number(value ?? 0);
  if (!Number.isFinite(number)) return String(value);
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units)
    if (Math.abs(number) >= size) return `${(number / size).toFixed(2)}${suffix}`;
  return number.toFixed(2);
}
