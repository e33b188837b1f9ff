import { SESSION_LIMITS, type SiteSetting } from '../../../resources/domain';
import type { AdminSession } from '../../model/contract';
import { json, notFound, ok } from '../http-utils';
import { CLIENT_ADDRESS_HEADER } from '../clientAddress';
import { newId, newToken, type DemoStore, type Row } from '../store';
import { requestAgent } from './userAgent';
import { say } from '../../../resources/_text';

export interface SessionOptions {
  /**
   * The idle limit in seconds, in place of the site setting's minutes: the HTTP demo server's
   * `--session-idle-seconds`, so that a test sees an idle sign-out without waiting 30 minutes.
   */
  sessionIdleSeconds?: number;
}

/** A session's last activity is written at most this often (each write is a store write). */
const TOUCH_EVERY_MS = 1_000;

/** A stored setting within its bounds, else the default (a setting saved before it existed). */
function bounded(value: unknown, limits: { default: number; min: number; max: number }): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= limits.min &&
    value <= limits.max
    ? value
    : limits.default;
}

/** The limits in force: idle and lifetime in ms, from the site setting or the server's option. */
function sessionLimits(
  store: DemoStore,
  options: SessionOptions = {},
): { idleMs: number; lifetimeMs: number } {
  const setting = store.object<Partial<SiteSetting>>('site-setting');
  const override = options.sessionIdleSeconds;
  return {
    idleMs:
      override !== undefined && override > 0
        ? override * 1000
        : bounded(setting.sessionIdleMinutes, SESSION_LIMITS.idleMinutes) * 60_000,
    lifetimeMs: bounded(setting.sessionLifetimeHours, SESSION_LIMITS.lifetimeHours) * 3_600_000,
  };
}

/** The site setting as answered: both limits filled in, and the idle limit in force in seconds. */
export function siteSettingWithLimits(
  store: DemoStore,
  setting: Record<string, unknown>,
  options: SessionOptions = {},
): Record<string, unknown> {
  return {
    ...setting,
    sessionIdleMinutes: bounded(setting.sessionIdleMinutes, SESSION_LIMITS.idleMinutes),
    sessionLifetimeHours: bounded(setting.sessionLifetimeHours, SESSION_LIMITS.lifetimeHours),
    sessionIdleSeconds: sessionLimits(store, options).idleMs / 1000,
  };
}

/** A request's session token: the Authorization header, bare (as the app sends it) or Bearer. */
export function sessionToken(request: Request): string | undefined {
  return (
    request.headers
      .get('Authorization')
      ?.replace(/^Bearer\s+/i, '')
      .trim() || undefined
  );
}

const time = (ms: number) => new Date(ms).toISOString();

/** An IPv4 or IPv6 address as written, IPv4 for an IPv4-mapped one; else the local machine. */
function clientIp(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.replace(/^::ffff:/i, '') ?? '';
  return /^[\d.]{7,15}$|^[\da-f:]{2,39}$/i.test(address) ? address : '127.0.0.1';
}

/**
 * The admins' sessions (the store's `sessions`): one per sign-in, ended by sign-out, by its
 * owner (or a superadmin) here, by a password change or reset, by disabling the admin, and by
 * itself after the idle limit without a request or the lifetime after its sign-in. A session
 * past either is removed when next seen, and its token answers 401 like an unknown one.
 */
export function createSessions(store: DemoStore, options: SessionOptions = {}) {
  /** The session of a token while it lasts; an ended one is removed here. */
  function active(token: string): Row | undefined {
    const session = store.all('sessions').find((item) => item.token === token);
    if (!session) return undefined;
    const { idleMs, lifetimeMs } = sessionLimits(store, options);
    const now = store.now();
    const started = Date.parse(String(session.createdAt));
    const lastActive = Date.parse(String(session.lastActiveAt ?? session.createdAt));
    if (!(now - lastActive < idleMs && now - started < lifetimeMs)) {
      store.remove('sessions', session._id);
      return undefined;
    }
    return session;
  }

  /** A request made with the session: its last activity is now. */
  function touch(session: Row): void {
    const now = store.now();
    const last = Date.parse(String(session.lastActiveAt ?? session.createdAt));
    if (now - last >= TOUCH_EVERY_MS)
      store.update('sessions', session._id, { lastActiveAt: time(now) });
  }

  /** A new session for a sign-in: what it was made from, and its token. */
  function open(request: Request, adminId: string): string {
    const token = newToken();
    const now = time(store.now());
    store.insert('sessions', {
      _id: newId(),
      token,
      adminId,
      createdAt: now,
      lastActiveAt: now,
      // The address the HTTP demo server saw the sign-in come from (it sets the header itself);
      // the in-browser demo has none but its own machine's.
      ip: clientIp(request),
      location: 'Local demo',
      ...requestAgent(request),
    });
    return token;
  }

  /** Ends the admin's sessions but the one with `keep`; how many ended. */
  function endAll(adminId: string, keep?: string | null): number {
    let ended = 0;
    for (const session of store.all('sessions').filter((row) => row.adminId === adminId)) {
      if (session.token !== keep && store.remove('sessions', session._id)) ended++;
    }
    return ended;
  }

  /** What the API tells of a session: never its token. */
  function present(session: Row, token: string): AdminSession {
    const { lifetimeMs } = sessionLimits(store, options);
    return {
      _id: session._id,
      browser: String(session.browser ?? 'unknown'),
      os: String(session.os ?? 'unknown'),
      ip: String(session.ip ?? ''),
      location: String(session.location ?? ''),
      createdAt: String(session.createdAt),
      lastActiveAt: String(session.lastActiveAt ?? session.createdAt),
      expiresAt: time(Date.parse(String(session.createdAt)) + lifetimeMs),
      current: session.token === token,
    };
  }

  /** The caller's sessions that last, this one first, then the most recently active. */
  function own(admin: Row, token: string): Row[] {
    return store
      .all('sessions')
      .filter((row) => row.adminId === admin._id && active(String(row.token)))
      .sort(
        (a, b) =>
          Number(b.token === token) - Number(a.token === token) ||
          String(b.lastActiveAt).localeCompare(String(a.lastActiveAt)),
      );
  }

  /** GET /api/admin/sessions. */
  function list(admin: Row, token: string): Response {
    return ok(own(admin, token).map((row) => present(row, token)));
  }

  /** DELETE /api/admin/sessions/{id}: one of the caller's own (another's is a 404, as unknown). */
  function end(admin: Row, id: string): Response {
    const session = store.find('sessions', id);
    if (!session || session.adminId !== admin._id) return notFound(say`No such session`);
    store.remove('sessions', session._id);
    return ok({ _id: id }, say`Session ended`);
  }

  /** DELETE /api/admin/sessions: every session of the caller but this one. */
  function endOthers(admin: Row, token: string): Response {
    const ended = endAll(admin._id, token);
    return ok({ ended }, say`Other sessions ended: ${ended}`);
  }

  /** The calls under /api/admin/sessions, `rest` the path after it ('' or an id). */
  function answer(request: Request, admin: Row, rest: string, method: string): Response {
    const token = sessionToken(request) ?? '';
    if (method === 'GET' && !rest) return list(admin, token);
    if (method === 'DELETE' && !rest) return endOthers(admin, token);
    if (method === 'DELETE' && !rest.includes('/')) return end(admin, rest);
    return json(405, { success: false, message: say`Sessions are listed and ended, nothing else` });
  }

  return { active, touch, open, endAll, answer };
}

export type Sessions = ReturnType<typeof createSessions>;
