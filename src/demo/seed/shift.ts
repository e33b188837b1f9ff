/**
 * Moves the deterministic demo seed to the current hour.
 *
 * The seed is generated around a fixed REFERENCE_TIME (so it stays the same for the same seed
 * number); the store then moves every date in it by the time from REFERENCE_TIME to the start of
 * the current hour (seedShift), so that the newest activity lies in the last hour, the 30-day
 * volume chart ends today and "upcoming" events are ahead of us. The order of everything is
 * kept. Ids (which embed a creation time) are left as they are.
 *
 * What moves: ISO date-times (`2026-11-01T09:30:00.000Z`) by the exact shift; date-only strings
 * (`2026-11-01`) by the whole days from the reference day to today; the dates the generator
 * writes into titles, questions and slugs (`Nov 5, 2026`, `nov-5-2026`), each an event's end
 * day, by the days its end moves (every seeded event ends at END_TIME_OF_DAY, so that is one
 * number); month labels (`November 2026`, `2026 (Nov)`) by the nearest whole number of months.
 * Numbers are left alone: the seed keeps no epoch milliseconds.
 */
import { DAY, END_TIME_OF_DAY, HOUR, MINUTE, REFERENCE_TIME } from './rng';
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

/**
 * Milliseconds from the seed's reference time to the start of the hour of `now` (0 at
 * 2026-11-01T00:00Z): the same for every `now` within one hour, so a store built twice in that
 * hour holds the same data.
 */
export function seedShift(now: number): number {
  return Math.floor(now / HOUR) * HOUR - REFERENCE_TIME;
}

/**
 * A copy of `data` with every date moved by `shift` ms, a whole number of minutes (see the
 * module comment). Plain JSON in, plain JSON out; `shift === 0` returns an equal copy.
 */
export function shiftDates<T>(data: T, shift: number): T {
  if (shift % MINUTE !== 0) throw new Error(`The seed moves by whole minutes, not ${shift} ms`);
  const shifter = new Shifter(shift);
  return shifter.walk(data) as T;
}

class Shifter {
  /** Shifted `YYYY-MM-DDTHH:MM` and `YYYY-MM-DD` prefixes (cached: many records share them). */
  private readonly prefixes = new Map<string, string>();
  /** Whole days a date-only string moves: from the reference day to the shifted one. */
  private readonly dateDays: number;
  /** Whole days a date written in text (an event's end day) moves. */
  private readonly days: number;
  private readonly months: number;

  constructor(private readonly shift: number) {
    this.dateDays = Math.floor(shift / DAY);
    this.days = Math.floor((END_TIME_OF_DAY + shift) / DAY);
    this.months = Math.round(this.days / (365.2425 / 12));
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
    if (this.shift === 0) return value;
    if (value.charCodeAt(4) === 45 /* - */) {
      if (ISO_DATE_TIME.test(value)) return this.prefix(value.slice(0, 16)) + value.slice(16);
      if (ISO_DATE.test(value)) return this.prefix(value);
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

  /**
   * `YYYY-MM-DDTHH:MM` moved by the shift (seconds and their fraction stay as they are), or a
   * date-only `YYYY-MM-DD` moved by the whole days.
   */
  private prefix(text: string): string {
    let shifted = this.prefixes.get(text);
    if (shifted === undefined) {
      const dateOnly = text.length === 10;
      const at = Date.parse(dateOnly ? `${text}T00:00Z` : `${text}Z`);
      const iso = new Date(at + (dateOnly ? this.dateDays * DAY : this.shift)).toISOString();
      shifted = iso.slice(0, text.length);
      this.prefixes.set(text, shifted);
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
