/** Administration: admins, access modules, sub-modules, admin login history. */
import type { RestrictionEntry } from '../../access/names';
import type { LoginAttempt } from './users';
import type { BaseRecord, Editable, IsoDate } from './primitives';
import { defineStates, defineValues } from './states';

export const ADMIN_ROLES = defineValues({
  superadmin: { label: 'Superadmin', color: 'purple' },
  subadmin: { label: 'Sub-admin', color: 'blue' },
});
export type AdminRole = (typeof ADMIN_ROLES.values)[number];

export const ADMIN_STATES = defineStates({
  active: { color: 'green', next: ['disabled'] },
  disabled: { color: 'default', next: ['active'] },
});
export type AdminStatus = (typeof ADMIN_STATES.values)[number];

/** One entry of an admin's restriction list; `name` is a Module name. */
export type { RestrictionEntry };

export interface Admin extends BaseRecord, Editable {
  name: string;
  email: string;
  role: AdminRole;
  status: AdminStatus;
  restriction: RestrictionEntry[];
  twoFactorEnabled: boolean;
  lastLoginAt?: IsoDate;
}

/**
 * What the admin form sends: an admin and, on create only, its first password (write-only: the
 * API stores a hash and never answers it).
 */
export interface AdminInput extends Admin {
  password?: string;
}

export interface Module extends BaseRecord, Editable {
  /** Unique; the access name used in restriction entries (an admin may rename it). */
  name: string;
  /**
   * Immutable: the declaration's `module` that code checks (set once, from the name, when the
   * module is created). Deciders translate restriction names to keys through the Modules data.
   */
  key: string;
  /** First route of the module, e.g. `/dashboard`. */
  route: string;
  sortOrder: number;
  isActive: boolean;
}

export interface SubModule extends BaseRecord, Editable {
  moduleId: string;
  /** Unique. */
  name: string;
  /** Route pattern with `:param` segments, e.g. `/event-history/:id`. */
  route: string;
}

/** One sign-in attempt of an admin. */
export interface LoginHistory extends LoginAttempt {
  adminId: string;
  /** Read-only, joined by the API on the sub-admins' sign-ins: who the admin is. */
  adminName?: string;
  adminEmail?: string;
}
