import { LOGIN_RESULTS, type LoginAttempt } from './domain';
import type { FieldDeclaration, TypedFilter } from './types';

/** The fields of one sign-in attempt (admins' and users' alike: LoginAttempt). */
export const LOGIN_FIELDS: readonly FieldDeclaration<keyof LoginAttempt>[] = [
  { key: 'at', label: 'Time', type: 'datetime', list: { sortable: true } },
  { key: 'ip', label: 'IP and place', type: 'ipAddress', list: true },
  // Stored at sign-in; the list shows the place looked up from the IP instead (VITE_IPGEO_URL).
  { key: 'location', label: 'Location at sign-in', type: 'text', list: { hidden: true } },
  { key: 'browser', label: 'Browser', type: 'text', list: { width: 160 } },
  { key: 'os', label: 'OS', type: 'text', list: { width: 120 } },
  { key: 'result', label: 'Result', type: 'enum', options: LOGIN_RESULTS.options, list: true },
];

export const LOGIN_FILTERS: readonly TypedFilter<keyof LoginAttempt>[] = [
  { key: 'result', label: 'Result', type: 'enum', options: LOGIN_RESULTS.options },
  { key: 'at', label: 'Time', type: 'dateRange' },
];
