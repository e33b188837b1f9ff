import { appState, type AppState } from './appState';

/**
 * The date filter state, `{ isDate, filters }`: `isDate` is true while the admin has chosen
 * a date range, and `filters` holds it as `from` and `to` (ISO instants: the start of the first
 * day and the end of the last, in the admin's time zone). It lives in the app state, so that a
 * range chosen on one report is still chosen on the next visit, and on the other date-ranged
 * reports, until the admin clears it. Each page turns it into its own query
 * parameters (`createdAt_gte`/`createdAt_lte` on the sign-up report).
 */
type DateFilterState = AppState['dateFilter'];

interface DateRange {
  from: string;
  to: string;
}

export function setDateRange(range: DateRange): void {
  appState.set({ dateFilter: { isDate: true, filters: { from: range.from, to: range.to } } });
}

export function clearDateRange(): void {
  appState.set({ dateFilter: { isDate: false, filters: {} } });
}

/** The chosen range, or undefined when none is (isDate false, or a range missing an end). */
export function chosenRange(state: DateFilterState): DateRange | undefined {
  const { from, to } = state.filters;
  return state.isDate && from && to ? { from, to } : undefined;
}

export function useDateFilter(): DateFilterState {
  return appState.use((state) => state.dateFilter);
}
