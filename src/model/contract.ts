/**
 * The admin API contract (docs/API.md). The data provider and the demo API are both
 * typed against these shapes.
 */
import type { RestrictionEntry } from '../../access/names';
import type { PendingChange } from '../../resources/domain';
import type { Language } from './languages';
import { say } from '../../resources/_text';

export interface Envelope<T = unknown> {
  success: boolean;
  message?: string;
  result?: T;
  /** Field -> message, on 400 validation failures. */
  errors?: Record<string, string>;
  status?: number;
  /** What kind of refusal, where the status alone does not say (`step_up_required` on a 403). */
  code?: string;
  /**
   * Set by the client, never sent: the answer was 202 (HELD_FOR_APPROVAL), the change waits for a
   * second admin and `result` is the pending change, not the record.
   */
  held?: boolean;
  /**
   * On a create (201) part of which waits for a second admin (a new admin's money rights): the
   * pending change holding that part, while the record starts without it.
   */
  pendingChange?: PendingChange;
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

/** The seven fixed sign-in and site-setting calls (docs/API.md); getadmindetail has no leading /. */
export const AUTH_PATHS = {
  login: '/api/admin/login',
  forgotPassword: '/api/admin/forgotPassword',
  resetPassword: '/api/admin/resetPassword',
  adminDetail: 'api/admin/getadmindetail',
  checkAuthToken: '/api/admin/checkauthtoken',
  siteSetting: '/api/admin/getSiteSetting',
  updateSiteDetails: '/api/admin/updateSiteDetails',
  // Not among the seven fixed calls; ours, following the same prefix.
  changePassword: '/api/admin/changePassword',
  logout: '/api/admin/logout',
  /** Two-factor enrolment of the signed-in admin: a new secret, then a code turns it on. */
  twoFactorSetup: '/api/admin/2fa/setup',
  twoFactorEnable: '/api/admin/2fa/enable',
  twoFactorDisable: '/api/admin/2fa/disable',
  /** The signed-in admin's own preferences (their language), kept on the account. */
  preferences: '/api/admin/preferences',
  /** Confirms the session's identity (code or password) before sensitive requests (stepUp.ts). */
  stepUp: '/api/admin/step-up',
} as const;

/** PUT preferences: what the admin chose; answers the identity with it. */
export interface Preferences {
  language: Language;
}

/** POST twoFactorSetup answers the secret to enrol (not yet active: a code must confirm it). */
export interface TwoFactorSetup {
  /** Base32, as authenticator apps take it when typed. */
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauthUrl: string;
}

/** POST twoFactorEnable and twoFactorDisable take a current 6-digit code. */
export interface TwoFactorCode {
  code: string;
}

export const API_PREFIX = '/api/admin';

/**
 * The `code` of the 409 a change gets while a pending change of the same fields waits for a second
 * admin (dual control; its `result.pendingChangeId` names it). A held change itself answers 202.
 */
export const CHANGE_PENDING = 'change_pending';
/** The status of a change held for a second admin: stored as a pending change, not applied. */
export const HELD_FOR_APPROVAL = 202;

/**
 * The caller's own sessions: GET lists them, DELETE `{SESSIONS_PATH}/{id}` ends one, DELETE
 * SESSIONS_PATH ends all but the caller's own (docs/API.md, Sessions).
 */
export const SESSIONS_PATH = '/api/admin/sessions';

/** One session of the caller, as GET SESSIONS_PATH lists it (never its token). */
export interface AdminSession {
  _id: string;
  /** From the User-Agent of its sign-in ("Chrome 131", "macOS"). */
  browser: string;
  os: string;
  /** The address it signed in from, and the place stored then. */
  ip: string;
  location: string;
  /** ISO 8601: its sign-in, its last request, and when it ends however active. */
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The session of the request that asked: exactly one is. */
  current: boolean;
}

/**
 * GET: the live feed, a text/event-stream of what changes, for as long as the session lasts
 * (docs/API.md, Live updates). Each message's data is a LiveMessage about rows of a resource the
 * caller may view; its id is the feed position a reconnection sends back as Last-Event-ID.
 */
export const LIVE_PATH = '/api/admin/live';

/** Sent instead of the messages missed when they can no longer be replayed: read everything again. */
export const LIVE_RESET_EVENT = 'reset';

/**
 * The channel of the signed-in admin's own account: an `updated` message on it (its ids: the
 * admin's own id) says its rights changed (role, restriction or status), `by` names who changed
 * them. Every admin hears its own, whatever modules it may view: the app reads its identity again.
 */
export const ACCOUNT_CHANNEL = 'account';

/** How a resource's rows changed; the rows themselves are read from the API as usual. */
export interface LiveMessage {
  /** `resources/<resource name>` (the channel Refine's live hooks listen on), or ACCOUNT_CHANNEL. */
  channel: string;
  type: 'created' | 'updated' | 'deleted';
  payload: {
    ids: string[];
    /** Each changed row's version (rows of the resource itself, not of a derived view). */
    versions?: Record<string, number>;
    /** On ACCOUNT_CHANNEL: the display name of the admin who made the change. */
    by?: string;
  };
  /** ISO 8601. */
  date: string;
}

/** The largest request body the API reads (bytes), and the deepest JSON nesting it accepts. */
export const BODY_MAX_BYTES = 1_048_576;
export const BODY_MAX_DEPTH = 8;
/** The 413's message. */
export const BODY_TOO_LARGE = say`The request body is larger than 1 MB`;

/** GET: the dashboard's KPI figures the caller may see (the dashboard declaration's `kpis`). */
export const DASHBOARD_API_PATH = '/api/admin/dashboard';

export interface KpiFigure {
  key: string;
  /** A count, or a decimal string for money. */
  value: number | string;
  /** The same figure at the compared time (the declaration's `comparedWith`). */
  previous: number | string;
  /** The last 30 UTC days, oldest first, ending today. */
  series?: { date: string; value: number }[];
}

/** How often one action was taken with one reason code over the dashboard's last days. */
export interface ReasonCount {
  /** The declared resource and action (withdrawals, reject). */
  resource: string;
  action: string;
  code: string;
  count: number;
}

export interface DashboardAnswer {
  figures: KpiFigure[];
  /**
   * Reason codes given in the last `REASON_COUNT_DAYS` days, per action, for the modules the
   * admin may view (codes never given are left out).
   */
  reasons?: ReasonCount[];
}

/** A list's page size when the query names none, and the largest it answers. */
export const LIST_LIMIT = { default: 20, max: 1000 } as const;
/**
 * Filter parameters one list request may send (a key sent twice counts twice), and values one
 * `_in` list may hold: more, or a parameter the list does not have, is a 400 (docs/API.md).
 */
export const LIST_QUERY_MAX = { conditions: 50, inValues: LIST_LIMIT.max } as const;

export interface LoginRequest {
  email: string;
  password: string;
  /** The 6-digit TOTP code, on the second step for admins with 2FA. */
  code?: string;
}

export interface AdminIdentity {
  _id: string;
  name: string;
  email: string;
  role: string;
  restriction: RestrictionEntry[];
  twoFactorEnabled?: boolean;
  /**
   * Module name -> immutable key, for the names in `restriction` (from the Modules data): a module
   * renamed in /modules keeps granting what code checks under its key. Absent: names are keys.
   */
  moduleKeys?: Record<string, string>;
  /** The language the admin chose (PUT preferences); absent: never chosen. */
  language?: Language;
  /**
   * The site's requireTwoFactor covers this admin, who has no 2FA yet: every call but enrolling
   * answers 403 `two_factor_setup_required` (getadmindetail only; absent otherwise).
   */
  twoFactorSetupRequired?: boolean;
}

/** The `code` of the 403 every call but enrolment gets from an admin who must set up 2FA first. */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
export const TWO_FACTOR_SETUP_MESSAGE = say`Set up two-factor authentication to continue`;

export type LoginResult =
  { twoFactorRequired: true } | { twoFactorRequired?: false; token: string; admin: AdminIdentity };

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What the app keeps of a failed call: the server's body, or one made for it (docs/API.md). */
export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
  statusCode?: number;
  /** A 429's Retry-After header, in seconds: how long before trying again. */
  retryAfterSeconds?: number;
  /** The server's refusal code, when it sends one (`step_up_required`). */
  code?: string;
}

export const GENERIC_FAILURE = say`Something went wrong`;
