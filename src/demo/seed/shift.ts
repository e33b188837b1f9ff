/**
 * Moves the deterministic demo seed to the current day.
 *
 * The seed is generated around a fixed REFERENCE_TIME (so it stays the same for the same seed
 * number); the store then moves every date in it by a whole number of days, so that the reference
 * day becomes today: the 30-day volume chart ends today and "upcoming" events are ahead of us.
 * Time of day and the order of everything are kept. Ids (which embed a creation time) are left
 * as they are.
 *
 * What moves: ISO date-times (`2026-11-01T09:30:00.000Z`), date-only strings (`2026-11-01`), and
 * the dates the generator writes into titles, questions and slugs (`Nov 5, 2026`,
 * `nov-5-2026`); month labels (`November 2026`, `2026 (Nov)`) move by the nearest whole number
 * of months. Numbers are left alone: the seed keeps no epoch milliseconds.
 */
import { DAY, REFERENCE_TIME } from './rng';
import { LONG_MONTHS, MONTHS } from './words';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SHORT = MONTHS.join('|');
const SHORT_LC = SHORT.toLowerCase();
const LONG = LONG_MONTHS.join('|');
const LONG_LC = LONG.toLowerCase();
const YEAR = '(?:19|20)\\d{2}';
/**
 * The dates the generator writes into text, one alternative each, matched in one pass so that
 * nothing moves twice: `Nov 5, 2026` (titles, questions) and `nov-5-2026` (slugs made from
 * them); `November 2026` and `november-2026`; `2026 (Nov)` and `2026-nov`.
 */
const TEXT_DATE = new RegExp(
  [
    `\\b(?<dayMonth>${SHORT}) (?<day>\\d{1,2}), (?<dayYear>${YEAR})\\b`,
    `\\b(?<slugMonth>${SHORT_LC})-(?<slugDay>\\d{1,2})-(?<slugYear>${YEAR})\\b`,
    `\\b(?<longMonth>${LONG}) (?<longYear>${YEAR})\\b`,
    `\\b(?<longSlugMonth>${LONG_LC})-(?<longSlugYear>${YEAR})\\b`,
    `\\b(?<yearShort>${YEAR}) \\((?<shortMonth>${SHORT})\\)`,
    `\\b(?<yearSlug>${YEAR})-(?<shortSlugMonth>${SHORT_LC})\\b`,
  ].join('|'),
  'g',
);
const HAS_YEAR = new RegExp(YEAR);

type Groups = Record<string, string | undefined>;
const monthIndex = (name: string): number =>
  MONTHS.findIndex((month) => month.toLowerCase() === name.slice(0, 3).toLowerCase());

/** Whole days from the seed's reference day to the UTC day of `now` (0 on 2026-11-01). */
export function seedShiftDays(now: number): number {
  return Math.floor(now / DAY) - Math.floor(REFERENCE_TIME / DAY);
}

/**
 * A copy of `data` with every date moved by `days` whole days (see the module comment).
 * Plain JSON in, plain JSON out; `days === 0` returns an equal copy.
 */
export function shiftDates<T>(data: T, days: number): T {
  const shifter = new Shifter(days);
  return shifter.walk(data) as T;
}

class Shifter {
  private readonly dates = new Map<string, string>();
  private readonly months: number;

  constructor(private readonly days: number) {
    this.months = Math.round(days / (365.2425 / 12));
  }

  walk(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.walk(item));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const key in value) out[key] = this.walk((value as Record<string, unknown>)[key]);
      return out;
    }
    return value;
  }

  private text(value: string): string {
    if (this.days === 0) return value;
    if (value.charCodeAt(4) === 45 /* - */) {
      if (ISO_DATE_TIME.test(value) || ISO_DATE.test(value))
        return this.date(value.slice(0, 10)) + value.slice(10);
    }
    if (!HAS_YEAR.test(value)) return value;
    return value.replace(TEXT_DATE, (...args: unknown[]) => {
      const g = args[args.length - 1] as Groups;
      if (g.dayMonth) {
        const [y, m, d] = this.ymd(+g.dayYear!, monthIndex(g.dayMonth), +g.day!);
        return `${MONTHS[m]} ${d}, ${y}`;
      }
      if (g.slugMonth) {
        const [y, m, d] = this.ymd(+g.slugYear!, monthIndex(g.slugMonth), +g.slugDay!);
        return `${MONTHS[m].toLowerCase()}-${d}-${y}`;
      }
      if (g.longMonth) {
        const [y, m] = this.ym(+g.longYear!, monthIndex(g.longMonth));
        return `${LONG_MONTHS[m]} ${y}`;
      }
      if (g.longSlugMonth) {
        const [y, m] = this.ym(+g.longSlugYear!, monthIndex(g.longSlugMonth));
        return `${LONG_MONTHS[m].toLowerCase()}-${y}`;
      }
      if (g.shortMonth) {
        const [y, m] = this.ym(+g.yearShort!, monthIndex(g.shortMonth));
        return `${y} (${MONTHS[m]})`;
      }
      const [y, m] = this.ym(+g.yearSlug!, monthIndex(g.shortSlugMonth!));
      return `${y}-${MONTHS[m].toLowerCase()}`;
    });
  }

  /** `YYYY-MM-DD` moved by the shift (cached: many records share a day). */
  private date(ymd: string): string {
    let shifted = this.dates.get(ymd);
    if (shifted === undefined) {
      const [y, m, d] = this.ymd(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10));
      shifted = `${String(y).padStart(4, '0')}-${pad2(m + 1)}-${pad2(d)}`;
      this.dates.set(ymd, shifted);
    }
    return shifted;
  }

  /** [year, month index, day] of a calendar day moved by the shift. */
  private ymd(year: number, month: number, day: number): [number, number, number] {
    const date = new Date(Date.UTC(year, month, day) + this.days * DAY);
    return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  }

  /** [year, month index] moved by the nearest whole number of months. */
  private ym(year: number, month: number): [number, number] {
    const total = year * 12 + month + this.months;
    return [Math.floor(total / 12), ((total % 12) + 12) % 12];
  }
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
