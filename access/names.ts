/** Access names and constants shared by the policy, the route rules and the QA cases. */

export type AccessAction = 'view' | 'edit';

export interface RestrictionEntry {
  name: string;
  canView: boolean;
  canEdit: boolean;
}

export const SUPERADMIN_ROLE = 'superadmin';

/** Paths that need only sign-in (SPEC §6). */
export const SKIP_LIST: readonly string[] = [
  '/login',
  '/register',
  '/profile',
  '/404',
  '/changePassword',
  '/2fa-settings',
  '/loginHistory',
];

/** Restriction entries match module names after trimming and ignoring case (DESIGN §6). */
export function normalizeModuleName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isSuperadmin(role: string | undefined | null): boolean {
  return normalizeModuleName(role ?? '') === SUPERADMIN_ROLE;
}
