import { formatLocale } from '../../model/format';

/** Whether the category at `index` of `count` gets an axis label: the last one and every n-th before it. */
export function showsLabel(index: number, count: number, every: number | undefined): boolean {
  if (!every || every <= 1) return true;
  return (count - 1 - index) % every === 0;
}

const decimalMarks = new Map<string, string>();

/** The decimal mark of the admin's language ('.' in English, ',' in Spanish). */
function decimalMark(): string {
  const locale = formatLocale();
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** Short figures for an axis: 1.2k, 3.4M (1,2k, 3,4M in Spanish). */
export function compactNumber(value: number): string {
  const size = Math.abs(value);
  const short = (figure: number) => String(+figure.toFixed(size >= 1_000 ? 1 : 2));
  const text =
    size >= 1_000_000
      ? `${short(value / 1_000_000)}M`
      : size >= 1_000
        ? `${short(value / 1_000)}k`
        : short(value);
  return text.replace('.', decimalMark());
}

export const defaultFormat = (value: number): string =>
  value.toLocaleString(formatLocale(), { maximumFractionDigits: 4 });
