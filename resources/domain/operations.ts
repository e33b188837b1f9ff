/** Operations the app and the demo kernel share: the site setting and notifications. */
import type { BaseRecord, Bps, Editable, IsoDate } from './primitives';
import { defineValues } from './states';
import type { DualControlSetting } from './dualControl';
import { nameKey } from './identity';

export const SOCIAL_PLATFORMS = defineValues({
  twitter: {},
  discord: {},
  telegram: {},
  github: {},
  website: {},
});
export type SocialPlatform = (typeof SOCIAL_PLATFORMS.values)[number];
/** Platform -> URL; absent or empty when not set. */
export type SocialLinks = Partial<Record<SocialPlatform, string>>;

/** The single site-setting object (getSiteSetting / updateSiteDetails). */
export interface SiteSetting extends BaseRecord, Editable {
  siteName: string;
  logoUrl: string;
  supportEmail: string;
  socialLinks: SocialLinks;
  maintenanceMode: boolean;
  registrationOpen: boolean;
  /** Global kill switch for trading. */
  tradingEnabled: boolean;
  defaultMakerFeeBps: Bps;
  defaultTakerFeeBps: Bps;
  /** Minutes without a request after which a session ends (SESSION_LIMITS; default when unset). */
  sessionIdleMinutes?: number;
  /** Hours after sign-in after which a session ends, however active (SESSION_LIMITS). */
  sessionLifetimeHours?: number;
  /**
   * Answered, never stored: the idle limit in force, in seconds, which the panel warns before. A
   * demo server started with a shorter one for tests answers that one.
   */
  sessionIdleSeconds?: number;
  /** Which admins must have 2FA before anything but enrolling (TWO_FACTOR_REQUIREMENTS). */
  requireTwoFactor?: TwoFactorRequirement;
  /** Which kinds of change need a second admin (DUAL_CONTROL_KINDS; absent: on). */
  dualControl?: DualControlSetting;
  /** Hours a pending change waits for a second admin before it expires (APPROVAL_EXPIRY_HOURS). */
  approvalExpiryHours?: number;
  /** Most rows one batch action may hold (src/model/bulk.ts; absent: 200). */
  bulkMaxRows?: number;
}

/**
 * Who must use two-factor authentication: every admin, those who can edit a money or rights
 * module (MONEY_MODULES), or no one. Absent is `none`.
 */
export const TWO_FACTOR_REQUIREMENTS = defineValues({
  none: { label: 'No one' },
  money: { label: 'Admins who can edit money or rights' },
  all: { label: 'Every admin' },
});
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS.values)[number];

/** The modules whose edit right moves money or grants rights: `money` covers who has it on any. */
export const MONEY_MODULES = [
  'Withdraw',
  'Deposit',
  'Coin List',
  'Unresolved Markets',
  'Site Setting',
  'Sub Admin',
  'Modules',
] as const;

/** How long a session lasts: idle minutes and lifetime hours, their defaults and bounds. */
export const SESSION_LIMITS = {
  idleMinutes: { default: 30, min: 5, max: 480 },
  lifetimeHours: { default: 12, min: 1, max: 72 },
} as const;

export const NOTIFICATION_TYPES = defineValues({
  info: { color: 'blue' },
  success: { color: 'green' },
  warning: { color: 'gold' },
  error: { color: 'red' },
});
export type NotificationType = (typeof NOTIFICATION_TYPES.values)[number];

/** A notification for the signed-in admin. Unread while `readAt` is absent. */
export interface Notification extends BaseRecord {
  /** The admin it is for. */
  adminId: string;
  title: string;
  body: string;
  type: NotificationType;
  /** In-app route to open, e.g. `/withdraw`. */
  link?: string;
  readAt?: IsoDate;
  /** Read-only, derived by the API: `readAt` is set (lists filter on it; the bell counts). */
  read?: boolean;
}

/** Money or rights modules, compared as restriction names are. */
const MONEY = new Set<string>(MONEY_MODULES.map(nameKey));

interface RightsEntry {
  name?: unknown;
  canEdit?: unknown;
}

/** The money or rights modules a restriction list gives edit on. */
function moneyEdits(restriction: unknown): Set<string> {
  const entries = Array.isArray(restriction) ? (restriction as RightsEntry[]) : [];
  return new Set(
    entries
      .filter((entry) => entry?.canEdit === true && MONEY.has(nameKey(String(entry.name ?? ''))))
      .map((entry) => nameKey(String(entry.name))),
  );
}

/** Whether a restriction change gives edit on a money or rights module it did not give. */
export function givesMoneyEdit(before: unknown, after: unknown): boolean {
  const had = moneyEdits(before);
  return [...moneyEdits(after)].some((module) => !had.has(module));
}

/** Most rows one batch action may hold: the site setting's `bulkMaxRows` (src/model/bulk.ts). */
export const BULK_MAX_ROWS = { min: 1, max: 1000, default: 200 } as const;
