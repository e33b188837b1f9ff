import { SESSION_LIMITS } from '../../resources/domain';
import type { SiteSetting } from '../state/appState';
import { onSessionEnd } from './unauthorized';

/**
 * The admin's last activity (a key press, a click, a scroll), in local storage so that every tab
 * of the browser shares it: activity in any tab keeps all of them signed in, and all of them warn
 * and sign out together. The last time the server heard of it is shared the same way, so that one
 * tab, not each, tells it.
 */
export const ACTIVITY_KEY = 'adminLastActivity';
export const SERVER_TOLD_KEY = 'adminActivityTold';

/** Activity is written at most this often (pointer moves come by the hundred). */
const WRITE_EVERY_MS = 1_000;

function read(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function write(key: string, value: number): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Storage full or refused: this tab alone keeps the time (each tab still signs out).
  }
}

// A session's times go with it: the next admin on this browser starts from nothing of the last.
onSessionEnd(() => {
  try {
    localStorage.removeItem(ACTIVITY_KEY);
    localStorage.removeItem(SERVER_TOLD_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
});

export const lastActivity = (): number => read(ACTIVITY_KEY);
export const lastToldServer = (): number => read(SERVER_TOLD_KEY);
export const toldServer = (at = Date.now()): void => write(SERVER_TOLD_KEY, at);

/** The admin did something now. */
export function markActivity(at = Date.now()): void {
  if (at - lastActivity() >= WRITE_EVERY_MS) write(ACTIVITY_KEY, at);
}

/**
 * The idle limit in force, in ms: what the server says (`sessionIdleSeconds`, which a demo server
 * for tests may shorten), else the setting's minutes, else the default.
 */
export function idleLimitMs(setting: SiteSetting | null | undefined): number {
  const seconds = setting?.sessionIdleSeconds;
  if (typeof seconds === 'number' && seconds > 0) return seconds * 1000;
  const minutes = setting?.sessionIdleMinutes;
  return (
    (typeof minutes === 'number' && minutes > 0 ? minutes : SESSION_LIMITS.idleMinutes.default) *
    60_000
  );
}

/** The warning comes a minute before the sign-out (half the limit, when that is shorter). */
const warningLeadMs = (limitMs: number): number => Math.min(60_000, limitMs / 2);

/**
 * How often, at most, the server is told of activity that made no request of its own (reading a
 * page): well within the limit, so that its idle clock never runs out while the admin is busy.
 */
export const tellServerEveryMs = (limitMs: number): number => Math.min(limitMs / 3, 5 * 60_000);

/** Where a session stands at `now`: active, warned (ms left), or past the idle limit. */
export function idleState(
  now: number,
  limitMs: number,
): { phase: 'active' } | { phase: 'warning'; leftMs: number } | { phase: 'expired' } {
  const last = lastActivity();
  // Nothing stored (storage refused): no time to count from, and no sign-out from nothing.
  if (!last) return { phase: 'active' };
  const left = last + limitMs - now;
  if (left <= 0) return { phase: 'expired' };
  if (left <= warningLeadMs(limitMs)) return { phase: 'warning', leftMs: left };
  return { phase: 'active' };
}
