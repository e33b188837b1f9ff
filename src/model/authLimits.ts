/**
 * Limits on guessing (docs/demo.md, "What the demo API enforces"): the demo API applies them, the
 * sign-in page shows the server's 429 message with the wait it names.
 */

import { say } from '../../resources/_text';

/** Wrong passwords for one account, within SIGN_IN_WINDOW_MINUTES, before sign-in is locked. */
export const SIGN_IN_MAX_FAILURES = 5;
/** Wrong 6-digit codes in a row for one admin (sign-in step, 2FA on/off) before codes are locked. */
export const TOTP_MAX_FAILURES = 5;
/** How far back failures count, and how long a lock lasts. */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

/** Reset e-mails asked for one address (known or not), and by one client, within the window. */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_WINDOW_MINUTES = 60;

/** The 429 message: the wait in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? say`Too many attempts. Try again in ${minutes} minute.`
    : say`Too many attempts. Try again in ${minutes} minutes.`;
}
