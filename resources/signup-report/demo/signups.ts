import type { SignupReportRow } from '../../domain';
import type { Row } from '../../../src/demo/store';

/** The longest range one report covers. */
export const SIGNUP_REPORT_MAX_DAYS = 366;

const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A usable IANA zone: the caller's, or UTC when it is missing or unknown. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(at: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Every calendar day from `first` to `last` (YYYY-MM-DD, both included). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const time = (value: unknown) => Date.parse(String(value ?? ''));

/**
 * Sign-ups per day over [from, to] (instants, ms), days counted in the admin's time zone: users
 * who signed up that day, how many of them verified their e-mail, and users whose first credited
 * deposit happened that day (whenever they signed up). Every day of the range has a row, zeros
 * included, oldest first.
 */
export function signupsPerDay(
  users: readonly Row[],
  deposits: readonly Row[],
  range: { from: number; to: number; timeZone: string },
): SignupReportRow[] {
  const { from, to, timeZone } = range;
  const rows = new Map(
    daysBetween(dayIn(from, timeZone), dayIn(to, timeZone)).map((date) => [
      date,
      { _id: date, date, signups: 0, verified: 0, firstDeposits: 0 },
    ]),
  );
  const inRange = (at: number) => at >= from && at <= to;
  for (const user of users) {
    const at = time(user.createdAt);
    if (!inRange(at)) continue;
    const row = rows.get(dayIn(at, timeZone))!;
    row.signups += 1;
    if (user.emailVerified === true) row.verified += 1;
  }
  const firstDeposit = new Map<string, number>();
  for (const deposit of deposits) {
    if (deposit.status !== 'credited') continue;
    const at = time(deposit.creditedAt ?? deposit.createdAt);
    const user = String(deposit.userId);
    if (Number.isFinite(at) && at < (firstDeposit.get(user) ?? Infinity))
      firstDeposit.set(user, at);
  }
  for (const at of firstDeposit.values()) {
    if (inRange(at)) rows.get(dayIn(at, timeZone))!.firstDeposits += 1;
  }
  return [...rows.values()];
}
