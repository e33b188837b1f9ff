import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE, languageOf, type DisplayLanguage } from './languages';

/**
 * The admin's language's marks and formats (src/model/languages.ts): decimal and group marks of
 * its numbers, its date order, its relative times. Set by the translator when the language changes
 * (src/i18n); the demo API, which answers in English, keeps the default.
 */
const style = {
  intl: 'en-US',
  decimal: '.',
  group: ',',
  date: 'YYYY-MM-DD',
  relative: undefined as Intl.RelativeTimeFormat | undefined,
};

export function setFormatLanguage(code: DisplayLanguage): void {
  const language = languageOf(code);
  const parts = new Intl.NumberFormat(language.intl).formatToParts(12345.6);
  style.intl = language.intl;
  style.decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  style.group = parts.find((part) => part.type === 'group')?.value ?? ',';
  style.date = language.date;
  style.relative = undefined;
}
setFormatLanguage(DEFAULT_LANGUAGE);

/** The BCP 47 tag numbers and dates are formatted in (charts' axes, Intl calls). */
export const formatLocale = (): string => style.intl;

/** '1234.5' in the admin's marks ('1,234.5', '1.234,5'), digits as they are. */
function marked(sign: string, whole: string, fraction: string | undefined): string {
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${sign}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/**
 * An amount as an operator reads it, the one money format of the panel: the language's separators,
 * `decimals` places when given (a USDC volume's 2, rounded half away from zero in the digits, never
 * through a float; padded when shorter), else the digits as stored, then the unit. Decimal strings
 * stay strings.
 */
export function formatAmount(value: unknown, unit?: string, decimals?: number): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction] = match;
  const [shownWhole, shownFraction] =
    decimals === undefined ? [whole, fraction] : roundDigits(whole, fraction ?? '', decimals);
  const zero = !/[1-9]/.test(`${shownWhole}${shownFraction ?? ''}`);
  return `${marked(zero ? '' : sign, shownWhole, shownFraction)}${unit ? ` ${unit}` : ''}`;
}

/** `whole.fraction` rounded to `places` decimals, half away from zero, in integer arithmetic. */
function roundDigits(whole: string, fraction: string, places: number): [string, string] {
  const kept = BigInt(`${whole}${fraction.slice(0, places).padEnd(places, '0')}`);
  const digits = String(kept + (fraction.charAt(places) >= '5' ? 1n : 0n)).padStart(
    places + 1,
    '0',
  );
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}

export function formatBps(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const bps = Number(value);
  return `${bps} bps (${decimalMark((bps / 100).toFixed(2))}%)`;
}

/**
 * A share price (0..1 in USDC) in cents, exact: the decimal point moves two places in the string,
 * so a 0.0001 tick shows as 99.65¢, never rounded to a different price. At least one decimal.
 */
export function formatPrice(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(String(value).trim());
  if (!match) return String(value);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(2, '0');
  const cents = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = digits.slice(2).replace(/0+$/, '') || '0';
  return `${sign}${cents}${style.decimal}${rest}¢`;
}

export function formatDate(value: unknown, withTime = true): string {
  if (!value) return '—';
  const date = dayjs(String(value));
  return date.isValid()
    ? date.format(withTime ? `${style.date} HH:mm` : style.date)
    : String(value);
}

/**
 * The formats a typed date is read in, the shown one first (a date input's placeholder): the
 * language's day order and the ISO order, each with or without seconds, so that what an admin
 * types as a date is read as one, whichever of these it follows.
 */
export function dateInputFormats(withTime: boolean): string[] {
  const days = [...new Set([style.date, 'YYYY-MM-DD'])];
  const times = withTime ? [' HH:mm', ' HH:mm:ss'] : [''];
  return days.flatMap((day) => times.map((time) => `${day}${time}`));
}

/** "5 minutes ago", "hace 5 minutos": how long before `now` (or after), in the admin's language. */
export function formatRelative(value: unknown, now = Date.now()): string {
  const at = Date.parse(String(value ?? ''));
  if (Number.isNaN(at)) return '—';
  const seconds = Math.round((at - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  style.relative ??= new Intl.RelativeTimeFormat(style.intl, { numeric: 'auto' });
  let amount = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return style.relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return style.relative.format(amount, 'year');
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

/**
 * A title for use mid-sentence ("New CMS page", "Back to sub admins"): each word is lower-cased
 * unless it is an acronym (CMS, 2FA, IP, KPIs), which would read as a different word in lower case.
 * An acronym here is a word with two or more capitals.
 */
export function midSentence(title: string): string {
  return title.replace(/[\p{L}\p{N}]+/gu, (word) =>
    (word.match(/\p{Lu}/gu) ?? []).length < 2 ? word.toLowerCase() : word,
  );
}

/**
 * Record text in plain text (a toast's line, a title): between FSI and PDI (U+2068, U+2069), so
 * that a bidi control in it (U+202E) cannot reorder the words around it. React draws `<bdi>`.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

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
    if (Math.abs(number) >= size) return `${decimalMark((number / size).toFixed(2))}${suffix}`;
  return decimalMark(number.toFixed(2));
}

/** A short figure's decimal point in the admin's mark (12.50 -> 12,50). */
const decimalMark = (text: string) => text.replace('.', style.decimal);

/** The sign of a decimal string (-1, 0 or 1), read from its digits: '-0.00' is 0. */
export function signOf(value: unknown): -1 | 0 | 1 {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(value ?? '').trim());
  if (!match || !/[1-9]/.test(`${match[2]}${match[3] ?? ''}`)) return 0;
  return match[1] === '-' ? -1 : 1;
}

/** Profit and loss: `+1,234.50 USDC`, `-80.00 USDC`, `0.00 USDC` (a plus sign above zero). */
export function formatSigned(value: unknown, unit?: string, decimals?: number): string {
  const text = formatAmount(String(value ?? '').replace(/^\+/, ''), unit, decimals);
  return signOf(value) > 0 ? `+${text}` : text.replace(/^-(?=0(\.0*)?(\s|$))/, '');
}
