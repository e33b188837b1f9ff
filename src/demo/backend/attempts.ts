import {
  LOCK_MINUTES,
  RESET_MAILS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
  RESET_WINDOW_MINUTES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MINUTES,
  TOTP_MAX_FAILURES,
  tooManyAttemptsMessage,
} from '../../model/authLimits';
import { tooManyRequests } from '../http-utils';
import type { DemoStore } from '../store';

const MINUTE = 60_000;
/** Kept in the store (so a reload of the demo does not clear a lock), never answered. */
const COLLECTION = 'auth-attempts';

type AttemptKind = 'password' | 'totp';

const MAX: Record<AttemptKind, number> = {
  password: SIGN_IN_MAX_FAILURES,
  totp: TOTP_MAX_FAILURES,
};

/**
 * Failed sign-in attempts per account (by e-mail, known or not, so that the answer tells nothing)
 * and wrong 6-digit codes per admin: SIGN_IN_MAX_FAILURES within SIGN_IN_WINDOW_MINUTES, or
 * TOTP_MAX_FAILURES in a row, lock that kind of attempt for LOCK_MINUTES (429 + Retry-After).
 * A success clears the count.
 */
export function createAttemptLimits(store: DemoStore) {
  const id = (kind: AttemptKind, key: string) => `${kind}:${key.toLowerCase()}`;

  function retryAfter(lockedUntil: number): Response {
    const seconds = Math.max(1, Math.ceil((lockedUntil - store.now()) / 1000));
    return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
  }

  /** The 429 to answer while the account is locked for this kind of attempt, else undefined. */
  function locked(kind: AttemptKind, key: string): Response | undefined {
    const row = store.find(COLLECTION, id(kind, key));
    const until = Number(row?.lockedUntil ?? 0);
    return until > store.now() ? retryAfter(until) : undefined;
  }

  /** Counts a failure; the 429 when this one reaches the limit (the lock starts now). */
  function failed(kind: AttemptKind, key: string): Response | undefined {
    const now = store.now();
    const rowId = id(kind, key);
    const row = store.find(COLLECTION, rowId);
    const recent = ((row?.failures as number[] | undefined) ?? []).filter(
      (at) => at > now - SIGN_IN_WINDOW_MINUTES * MINUTE,
    );
    recent.push(now);
    const lockedUntil = recent.length >= MAX[kind] ? now + LOCK_MINUTES * MINUTE : null;
    const patch = { failures: lockedUntil ? [] : recent, lockedUntil };
    if (row) store.update(COLLECTION, rowId, patch);
    else store.insert(COLLECTION, { _id: rowId, ...patch });
    return lockedUntil ? retryAfter(lockedUntil) : undefined;
  }

  function succeeded(kind: AttemptKind, key: string): void {
    if (store.find(COLLECTION, id(kind, key))) store.remove(COLLECTION, id(kind, key));
  }

  return { locked, failed, succeeded };
}

/**
 * Limits on forgotPassword: RESET_MAILS_PER_ADDRESS per e-mail and RESET_REQUESTS_PER_CLIENT per
 * client within RESET_WINDOW_MINUTES, else a 429 with Retry-After. Every address counts alike, so
 * the answer says nothing of whether an admin has it; a mailbox is not flooded, nor the mail server.
 */
export function createResetLimits(store: DemoStore) {
  function hit(rowId: string, max: number): number | undefined {
    const now = store.now();
    const row = store.find(COLLECTION, rowId);
    const recent = ((row?.requests as number[] | undefined) ?? []).filter(
      (at) => at > now - RESET_WINDOW_MINUTES * MINUTE,
    );
    // Refused requests are not counted: asking again does not make the wait longer.
    if (recent.length >= max) return recent[0] + RESET_WINDOW_MINUTES * MINUTE;
    recent.push(now);
    if (row) store.update(COLLECTION, rowId, { requests: recent });
    else store.insert(COLLECTION, { _id: rowId, requests: recent });
    return undefined;
  }

  /** The 429 for this request, else undefined (and the request is counted). */
  return function resetRefusal(emailKey: string, client: string): Response | undefined {
    const until =
      hit(`reset-client:${client}`, RESET_REQUESTS_PER_CLIENT) ??
      hit(`reset-address:${emailKey}`, RESET_MAILS_PER_ADDRESS);
    if (until === undefined) return undefined;
    const seconds = Math.max(1, Math.ceil((until - store.now()) / 1000));
    return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
  };
}
