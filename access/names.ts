/** Access names and constants shared by the policy, the route rules and the QA cases. */
import { nameKey } from '../resources/domain/identity';

export type AccessAction = 'view' | 'edit';

export interface RestrictionEntry {
  name: string;
  canView: boolean;
  canEdit: boolean;
}

const SUPERADMIN_ROLE = 'superadmin';

/** Paths that need only sign-in. */
export const SKIP_LIST: readonly string[] = [
  '/login',
  '/register',
  '/profile',
  '/404',
  '/changePassword',
  '/2fa-settings',
  '/loginHistory',
  '/sessions',
  '/approvals',
];

/**
 * The modules of the skip-list pages: one's own account, and the Approvals inbox. Every signed-in
 * admin may view and edit them (one's own password, 2FA, sign-in history, sessions), whatever the
 * list says; the inbox itself shows and decides only changes of modules the admin's rights cover.
 */
const OWN_ACCOUNT_MODULES: readonly string[] = [
  'Profile',
  'Change Password',
  'Login History',
  '2FA Settings',
  'Sessions',
  'Approvals',
];

/**
 * Restriction entries match module names as identifying names do: Unicode NFKC, invisible
 * characters dropped, spaces trimmed and collapsed, case folded (resources/domain/identity.ts).
 */
export const normalizeModuleName = nameKey;

/** Their keys, made once: the route guard asks for each sidebar item on every navigation. */
const OWN_ACCOUNT_KEYS: ReadonlySet<string> = new Set(OWN_ACCOUNT_MODULES.map(normalizeModuleName));

export function isOwnAccountModule(module: string): boolean {
  return OWN_ACCOUNT_KEYS.has(normalizeModuleName(module));
}

export function isSuperadmin(role: string | undefined | null): boolean {
  return normalizeModuleName(role ?? '') === SUPERADMIN_ROLE;
}
