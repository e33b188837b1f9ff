import { createNotes } from './notes';
import { claimRoute, createClaims } from './claims';
import { createViews, VIEWS_SEGMENT } from './views';
import { NOTES_SEGMENT } from '../../model/notes';
import { nameKey } from '../../../resources/domain/identity';
import { API_PREFIX, AUTH_PATHS, LIVE_PATH, SESSIONS_PATH } from '../../model/contract';
import { requestedAction } from '../../model/apiRules';
import { apiPath, declarationAtApiPath } from '../../model/registry';
import { badRequest, notFound, ok, RefusedRequest, unauthorized } from '../http-utils';
import { bulkAction, BULK_SEGMENT } from '../../model/bulk';
import { createBulk } from './bulk';
import { createTrialGate } from './trialGate';
import { createLiveFeed } from './live';
import { simulateOnce } from '../simulator';
import type { DemoStore, Row } from '../store';
import { createAccess, publicAdmin, sessionToken } from './access';
import { createAuthRoutes, type AuthRouteOptions } from './auth';
import { createResourceRoutes } from './resources';
import { createSiteSettingRoute } from './siteSetting';
import { createSessions, siteSettingWithLimits, type SessionOptions } from './sessions';
import { createTwoFactorRoutes } from './twoFactor';
import { createStepUp } from './stepUp';
import { createTwoFactorRequired } from './twoFactorRequired';
import { createPageAnswers } from './pageAnswers';
import { createLocks } from './locks';
import { createAuditTrail } from './audit';
import { apiSegments } from './apiSegments';
import { createDualControl } from './dualControl';
import { savePreferences } from './preferences';
import { say } from '../../../resources/_text';

/** Methods that only read: answered without waiting for any lock. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The e-mail a sign-in names, keyed as the attempt limits key it (every spelling one lock). */
async function signInEmail(request: Request): Promise<string> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? nameKey(email) : '';
  } catch {
    return '';
  }
}

/**
 * A declared action that only reads (a payout preview, sent as POST for its body): answered as a
 * read, without a lock, and not written to the audit trail, which records changes asked for.
 */
function readingAction(route: string, method: string): boolean {
  const segments = method === 'POST' ? apiSegments(route) : undefined;
  if (!segments) return false;
  const [path, id, name] = segments;
  const declaration = declarationAtApiPath(path);
  return Boolean(declaration && requestedAction(declaration, method, [id, name]).action?.reads);
}

/**
 * The demo admin API: the seven fixed calls and the generic contract over the store. It enforces
 * what a real backend would: sign-in (401), restrictions (403), validation (400), unknown ids (404)
 * and state rules (409).
 */
export type DemoApiOptions = AuthRouteOptions & SessionOptions;

export function createDemoApi(store: DemoStore, options: DemoApiOptions = {}) {
  const sessions = createSessions(store, options);
  const access = createAccess(store, sessions);
  const twoFactorRequired = createTwoFactorRequired(store, access.permitted);
  const auth = createAuthRoutes(store, sessions, options, twoFactorRequired.setupRequired);
  const twoFactor = createTwoFactorRoutes(store);
  // An approved change is replayed as its proposer asked it, past the session's gates.
  const dualControl = createDualControl(store, access.permitted, (request, proposer) =>
    perform(request, proposer),
  );
  const updateSiteDetails = createSiteSettingRoute(
    store,
    access.permitted,
    options,
    dualControl.gate,
  );
  const resources = createResourceRoutes(store, access.permitted, dualControl);
  const approvalsPath = apiPath('approvals');
  const pageAnswer = createPageAnswers(store, access.permitted);
  const locks = createLocks();
  const trail = createAuditTrail(store, access.sessionAdmin);
  const stepUp = createStepUp(store, access.permitted);
  const live = createLiveFeed(store, access.tokenAdmin, access.permitted);
  // A batch sends each row as its own request, answered inside the batch's lock; its dry run
  // keeps every other request out (./trialGate.ts).
  const gate = createTrialGate();
  const bulk = createBulk(store, access.permitted, {
    answer: (request, route, options) =>
      answer(request, route, request.method.toUpperCase(), options),
    trail,
    alone: gate.exclusive,
  });
  const readRecord = (request: Request, path: string, id: string) => {
    const url = new URL(`${API_PREFIX}/${path}/${encodeURIComponent(id)}`, request.url);
    return answer(new Request(url, { headers: request.headers }), url.pathname, 'GET');
  };
  const notes = createNotes(store, access.permitted, readRecord);
  const claims = createClaims(store, access.permitted, readRecord);
  const views = createViews(store, access.permitted, answer);

  /**
   * Which lock a change waits for: an account's credentials (sign-in, password, 2FA) by its
   * e-mail, so that guesses and single-use codes are counted one at a time; every other change
   * (records, settings, admins) by the store, so that each check sees the previous change.
   */
  async function lockKey(request: Request, route: string): Promise<string> {
    if (route === AUTH_PATHS.login) return `account:${await signInEmail(request)}`;
    const credentials: string[] = [
      AUTH_PATHS.changePassword,
      AUTH_PATHS.twoFactorSetup,
      AUTH_PATHS.twoFactorEnable,
      AUTH_PATHS.twoFactorDisable,
      AUTH_PATHS.stepUp,
    ];
    if (credentials.includes(route)) {
      const admin = access.sessionAdmin(request);
      if (admin) return `account:${nameKey(String(admin.email))}`;
    }
    return 'store';
  }

  /**
   * Answers one request, or undefined when it is not an admin API call. A body refused before it
   * is read (too large, too deep, not JSON) answers its 413 or 400 from wherever it was read.
   */
  async function handle(request: Request): Promise<Response | undefined> {
    try {
      return await dispatch(request);
    } catch (error) {
      if (error instanceof RefusedRequest) return error.response;
      throw error;
    }
  }
  /** One step of the platform simulator, between requests' changes (never inside one). */
  const simulate = () => locks.run('store', async () => simulateOnce(store));
  return Object.assign(handle, { simulate });

  async function dispatch(request: Request): Promise<Response | undefined> {
    const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
    const at = pathname.indexOf(API_PREFIX + '/');
    if (at < 0) return undefined;
    const route = pathname.slice(at);
    const method = request.method.toUpperCase();
    if (READS.has(method) || route === AUTH_PATHS.checkAuthToken || readingAction(route, method))
      return gate.shared(() => answer(request, route, method));
    const key = await lockKey(request, route);
    // Under the store's lock a change is already kept out of a batch's dry run; others are not.
    const kept = key === 'store' ? (run: () => Promise<Response>) => run() : gate.shared;
    return locks.run(key, () =>
      kept(async () => {
        // Every change request leaves an entry in the audit trail, done or refused (a step-up
        // writes its own, which names how the identity was confirmed).
        // A batch writes one entry per row itself (./bulk.ts).
        const pending =
          route === AUTH_PATHS.stepUp || bulkRoute(route, method)
            ? undefined
            : await trail.begin(request, route, method);
        const response = await answer(request, route, method);
        if (pending) await trail.finish(pending, response);
        claims.touch(request, pending?.admin, route, response.status);
        return response;
      }),
    );
  }

  async function answer(
    request: Request,
    route: string,
    method: string,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): Promise<Response> {
    if (method === 'POST' && route === AUTH_PATHS.login) return auth.login(request);
    if (method === 'POST' && route === AUTH_PATHS.forgotPassword)
      return auth.forgotPassword(request);
    if (method === 'POST' && route === AUTH_PATHS.checkAuthToken)
      return auth.checkAuthToken(request);
    if (method === 'POST' && route === AUTH_PATHS.resetPassword) return auth.resetPassword(request);
    if (method === 'GET' && route === AUTH_PATHS.siteSetting)
      return ok(siteSettingWithLimits(store, store.object('site-setting'), options));

    const admin = access.sessionAdmin(request);
    if (!admin) return unauthorized();
    if (method === 'GET' && route === LIVE_PATH)
      return live.stream(sessionToken(request)!, request.headers.get('Last-Event-ID'));
    if (method === 'GET' && route === '/' + AUTH_PATHS.adminDetail)
      return ok(publicAdmin(admin, store, await twoFactorRequired.setupRequired(admin)));
    // An admin the site requires 2FA of, without it, can only enrol (or sign out).
    const notEnrolled = await twoFactorRequired.gate(admin, route);
    if (notEnrolled) return notEnrolled;
    if (method === 'POST' && route === AUTH_PATHS.stepUp) return stepUp.confirm(request, admin);
    // A dry run's rows change nothing: only the batch itself asks who is acting.
    const unconfirmed = dryRun ? undefined : await stepUp.gate(request, admin, route, method);
    if (unconfirmed) return unconfirmed;
    if (route === SESSIONS_PATH || route.startsWith(SESSIONS_PATH + '/'))
      return sessions.answer(request, admin, route.slice(SESSIONS_PATH.length + 1), method);
    if (method === 'POST' && route === AUTH_PATHS.logout) return auth.logout(request);
    if (method === 'POST' && route === AUTH_PATHS.changePassword)
      return auth.changePassword(request, admin);
    if (method === 'POST' && route === AUTH_PATHS.twoFactorSetup)
      return twoFactor.setup(request, admin);
    if (method === 'POST' && route === AUTH_PATHS.twoFactorEnable)
      return twoFactor.enable(request, admin);
    if (method === 'POST' && route === AUTH_PATHS.twoFactorDisable)
      return twoFactor.disable(request, admin);
    if (method === 'PUT' && route === AUTH_PATHS.preferences)
      return savePreferences(store, request, admin);
    if (method === 'POST' && route === AUTH_PATHS.updateSiteDetails)
      return updateSiteDetails(request, admin);
    const segments = apiSegments(route);
    if (!segments) return badRequest(say`The address is not valid`);
    const [path, id, name] = segments;
    if (method === 'POST' && path === approvalsPath && id && name && DECISIONS.has(name))
      return dualControl.act(request, admin, id, name);
    if (bulkRoute(route, method)) {
      const declaration = declarationAtApiPath(path);
      const action = declaration && bulkAction(declaration, name);
      if (!declaration || !action) return notFound(say`Unknown batch action "${name ?? ''}"`);
      return bulk(request, admin, declaration, action);
    }
    const noted = id && name === NOTES_SEGMENT ? declarationAtApiPath(path) : undefined;
    if (noted) return notes(request, admin, noted, segments);
    const claimed = id && claimRoute(name) ? declarationAtApiPath(path) : undefined;
    if (claimed) return claims(request, admin, claimed, segments);
    if (path === VIEWS_SEGMENT) return views(request, admin, segments);
    if (method === 'GET') {
      const page = await pageAnswer(admin, segments, new URL(request.url).searchParams);
      if (page) return page;
    }
    return resources(request, admin, segments);
  }

  /** A change request as `admin` made it, with no session: an approved change's replay. */
  async function perform(request: Request, admin: Row): Promise<Response> {
    const route = new URL(request.url).pathname;
    if (route === AUTH_PATHS.updateSiteDetails) return updateSiteDetails(request, admin);
    const segments = apiSegments(route);
    if (!segments) return badRequest(say`The address is not valid`);
    return resources(request, admin, segments);
  }
}

/** POST {resource}/bulk/{action}: an action on many rows (./bulk.ts). */
function bulkRoute(route: string, method: string): boolean {
  if (method !== 'POST') return false;
  const segments = apiSegments(route);
  return Boolean(segments && segments[1] === BULK_SEGMENT && segments[2] && !segments[3]);
}

/** What a second admin may do to a pending change (or its proposer: withdraw). */
const DECISIONS = new Set(['approve', 'reject', 'withdraw']);
