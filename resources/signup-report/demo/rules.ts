import { badRequest } from '../../../src/demo/http-utils';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';
import { knownTimeZone, SIGNUP_REPORT_MAX_DAYS, signupsPerDay } from './signups';

const DAY = 86_400_000;

/**
 * GET /api/admin/signup-report?createdAt_gte=&createdAt_lte= (and /export): one row per day of
 * the range, in the caller's time zone (the `timezone` header). Without a range: the last 30 days.
 */
const signupReport: CollectionRules = {
  report({ store }, query, timeZone) {
    const now = store.now();
    const from = query.get('createdAt_gte')
      ? Date.parse(query.get('createdAt_gte')!)
      : now - 29 * DAY;
    const to = query.get('createdAt_lte') ? Date.parse(query.get('createdAt_lte')!) : now;
    const problem =
      !Number.isFinite(from) || !Number.isFinite(to)
        ? say`Choose a valid date range`
        : from > to
          ? say`The range ends before it starts`
          : to - from > SIGNUP_REPORT_MAX_DAYS * DAY
            ? say`A report covers at most ${SIGNUP_REPORT_MAX_DAYS} days`
            : undefined;
    if (problem) return badRequest(problem, { createdAt: problem });
    const days = signupsPerDay(store.all('users'), store.all('deposits'), {
      from,
      to,
      timeZone: knownTimeZone(timeZone),
    });
    return days.map((day) => ({ ...day }));
  },
};

export default signupReport;
