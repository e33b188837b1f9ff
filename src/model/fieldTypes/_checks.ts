import type { FieldDeclaration } from '../../../resources/types';
import type { SampleSource } from './_types';
import { say } from '../../../resources/_text';

/** Plain decimal notation only: no hex (0x1F), exponents (1e3), spaces or signs other than `-`. */
export const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Bitcoin's base58 alphabet (no 0, O, I, l): Solana keys and signatures, as the document says. */
export const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** A number typed or sent as text, or as a JSON number; NaN when it is not plain decimal. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value);
  return Number.NaN;
}

/** The bounds and whole-number rule every numeric type shares; out of range is refused, never clamped. */
export function checkNumber(
  field: FieldDeclaration,
  value: unknown,
  defaults: { min?: number; max?: number; integer?: boolean; unit?: string } = {},
): string | undefined {
  const number = toNumber(value);
  if (!Number.isFinite(number)) return say`${field.label} must be a number, like 12.5`;
  if ((field.integer ?? defaults.integer) && !Number.isInteger(number))
    return say`${field.label} must be a whole number`;
  const min = field.min ?? defaults.min;
  const max = field.max ?? defaults.max;
  const bound = (limit: number) => (defaults.unit ? `${limit} ${defaults.unit}` : String(limit));
  if (min !== undefined && number < min) return say`${field.label} must be at least ${bound(min)}`;
  if (max !== undefined && number > max) return say`${field.label} must be at most ${bound(max)}`;
  return undefined;
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A real calendar date in ISO 8601 between 1970 and 2200: not "1", not 2026-02-31, not year 99999. */
export function checkDate(field: FieldDeclaration, value: unknown): string | undefined {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return say`${field.label} must be a date (YYYY-MM-DD)`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    const typed = `${match[1]}-${match[2]}-${match[3]}`;
    return say`${field.label}: ${typed} is not a day of the calendar`;
  }
  if (year < 1970 || year > 2200) return say`${field.label} must be between 1970 and 2200`;
  if (Number(match[4] ?? 0) > 23 || Number(match[5] ?? 0) > 59 || Number(match[6] ?? 0) > 59)
    return say`${field.label} has an impossible time`;
  return undefined;
}

/** An absolute http(s) address; nothing else is ever stored or rendered as a link. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export function checkText(field: FieldDeclaration, value: unknown): string | undefined {
  return typeof value === 'string' ? undefined : say`${field.label} must be text`;
}

/** Words for sample text. */
const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'nova', 'orbit', 'pulse', 'quartz', 'sigma'];

export function sampleWords(source: SampleSource, count: number): string {
  return Array.from({ length: count }, () => WORDS[Math.floor(source.next() * WORDS.length)]).join(
    ' ',
  );
}

export function sampleDecimal(source: SampleSource, min: number, max: number, places = 2) {
  return (min + source.next() * (max - min)).toFixed(places);
}
