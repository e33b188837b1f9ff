/** Platform users: their states and balances, their sign-ins, the sign-up report's rows. */
import type { BaseRecord, DecimalString, Editable, IsoDate, SolanaAddress } from './primitives';
import { defineStates, defineValues } from './states';

export const USER_STATES = defineStates({
  active: { color: 'green', next: ['suspended', 'blocked'] },
  suspended: { color: 'gold', next: ['active', 'blocked'] },
  blocked: { color: 'red', next: ['active'] },
});
export type UserStatus = (typeof USER_STATES.values)[number];

export interface UserBalance {
  coinId: string;
  symbol: string;
  available: DecimalString;
  /** Locked in open orders and pending withdrawals. */
  locked: DecimalString;
}

export interface User extends BaseRecord, Editable {
  name: string;
  email: string;
  emailVerified: boolean;
  walletAddress: SolanaAddress;
  status: UserStatus;
  /** Required when blocking (and suspending); absent when active. */
  blockReason?: string;
  twoFactorEnabled: boolean;
  signupIp: string;
  /** ISO 3166-1 alpha-2 code. */
  signupCountry: string;
  lastLoginAt: IsoDate;
  /** One entry per coin. */
  balances: UserBalance[];
}

export const LOGIN_RESULTS = defineValues({
  success: { color: 'green' },
  failed: { color: 'red' },
});
export type LoginResult = (typeof LOGIN_RESULTS.values)[number];

/** One sign-in attempt (of a user or an admin). Immutable. */
export interface LoginAttempt extends BaseRecord {
  ip: string;
  /** From IP geolocation, e.g. `Berlin, DE`. */
  location: string;
  browser: string;
  os: string;
  result: LoginResult;
  at: IsoDate;
}

/** One login attempt of a platform user (user history, Logins tab). */
export interface UserLogin extends LoginAttempt {
  userId: string;
}

/**
 * One day of the sign-up report (computed, not stored). `_id` equals `date` so tables have a key;
 * it carries no createdAt/updatedAt.
 */
export interface SignupReportRow {
  _id: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
  signups: number;
  /** Of those signups, how many verified their email. */
  verified: number;
  /** Users whose first credited deposit happened that day. */
  firstDeposits: number;
}
