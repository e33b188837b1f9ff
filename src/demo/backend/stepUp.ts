import { nameKey } from '../../../resources/domain/identity';
import { requestNeed } from '../../model/apiRules';
import { BULK_SEGMENT } from '../../model/bulk';
import { AUTH_PATHS } from '../../model/contract';
import { apiSegments } from './apiSegments';
import { declarationAtApiPath } from '../../model/registry';
import {
  needsStepUp,
  siteSettingNeedsStepUp,
  STEP_UP_MESSAGE,
  STEP_UP_MINUTES,
  STEP_UP_REQUIRED,
  type StepUpResult,
} from '../../model/stepUp';
import { DEMO_TOTP_SECRET } from '../accounts';
import { badRequest, json, ok, readBody } from '../http-utils';
import { verifyPassword } from '../passwordHash';
import type { DemoStore, Row } from '../store';
import { appendEntry } from './auditEntry';
import { acceptTotp, CODE_ALREADY_USED, totpAlreadyUsed } from '../totp';
import { sessionToken, type Permit } from './access';
import { createAttemptLimits } from './attempts';
import { say } from '../../../resources/_text';

const WINDOW_MS = STEP_UP_MINUTES * 60_000;

/** A body read ahead of its handler, which reads (and refuses) it again on its own. */
async function peekBody(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readBody(request.clone());
  } catch {
    return {};
  }
}

/**
 * Step-up confirmation (src/model/stepUp.ts): `gate` answers 403 `step_up_required` to a sensitive
 * request from a session not confirmed in the last STEP_UP_MINUTES; `confirm` (POST step-up) takes
 * the code (an admin with 2FA) or the password (without), counted as sign-in guesses are, and
 * writes the confirmation and its method, never the secret, to the audit trail. The caller runs
 * `confirm` under the account's lock, so that parallel guesses are counted one at a time.
 */
export function createStepUp(store: DemoStore, permitted: Permit) {
  const limits = createAttemptLimits(store);
  const sessionOf = (request: Request) => {
    const token = sessionToken(request);
    return token ? store.all('sessions').find((row) => row.token === token) : undefined;
  };

  /** Whether the session's identity was confirmed less than STEP_UP_MINUTES ago. */
  function fresh(request: Request): boolean {
    const at = Number(sessionOf(request)?.stepUpAt ?? 0);
    const now = store.now();
    return at > 0 && at <= now && now - at < WINDOW_MS;
  }

  /** Whether the request is sensitive and the admin may make it at all (else its 403 says so). */
  async function sensitive(request: Request, admin: Row, route: string, method: string) {
    if (route === AUTH_PATHS.updateSiteDetails) {
      if (method !== 'POST') return false;
      const changes = siteSettingNeedsStepUp(await peekBody(request), store.object('site-setting'));
      return changes && !(await permitted(admin, 'Site Setting', 'edit'));
    }
    const segments = apiSegments(route);
    if (!segments) return false;
    const [path, id, name] = segments;
    const declaration = declarationAtApiPath(path);
    if (!declaration) return false;
    const writes = method === 'POST' || method === 'PUT';
    const body = writes && (!name || id === BULK_SEGMENT) ? await peekBody(request) : {};
    const current = method === 'PUT' && id ? store.find(declaration.name, id) : undefined;
    if (!needsStepUp(declaration, method, [id, name], body, current)) return false;
    const { module, need } = requestNeed(declaration, method, [id, name]);
    return !(await permitted(admin, module, need));
  }

  /** The 403 to answer a sensitive request without a fresh confirmation, else undefined. */
  async function gate(request: Request, admin: Row, route: string, method: string) {
    if (route === AUTH_PATHS.stepUp || fresh(request)) return undefined;
    if (!(await sensitive(request, admin, route, method))) return undefined;
    return json(403, { success: false, message: STEP_UP_MESSAGE, code: STEP_UP_REQUIRED });
  }

  /** The audit entry of one confirmation asked for, done or refused, with its method. */
  function record(admin: Row, method: StepUpResult['method'], response: Response, message: string) {
    const done = response.status === 200;
    appendEntry(store, admin, {
      module: '',
      resource: 'session',
      recordId: admin._id,
      recordTitle: String(admin.name),
      action: `step-up-${method}`,
      outcome: response.status,
      message,
      changes: done ? [{ field: 'stepUp', before: null, after: method }] : [],
    });
    return response;
  }

  async function checkCode(admin: Row, code: string): Promise<Response | undefined> {
    const secret = String(admin.totpSecret ?? DEMO_TOTP_SECRET);
    const step = await acceptTotp(secret, code, store.now(), admin.totpLastStep);
    if (step !== undefined) {
      limits.succeeded('totp', admin._id);
      store.update('admins', admin._id, { totpLastStep: step });
      return undefined;
    }
    // The right code once more is refused as sign-in refuses it, and not counted as a guess.
    if (await totpAlreadyUsed(secret, code, store.now(), admin.totpLastStep))
      return badRequest(CODE_ALREADY_USED, { code: CODE_ALREADY_USED });
    const wrong = say`The code is wrong or has expired`;
    return limits.failed('totp', admin._id) ?? badRequest(wrong, { code: wrong });
  }

  async function checkPassword(admin: Row, password: string): Promise<Response | undefined> {
    const email = nameKey(String(admin.email));
    if (await verifyPassword(password, admin.passwordHash)) {
      limits.succeeded('password', email);
      return undefined;
    }
    const wrong = say`The password is wrong`;
    return limits.failed('password', email) ?? badRequest(wrong, { password: wrong });
  }

  /** POST step-up: `{ code }` with 2FA, `{ password }` without; confirms the session. */
  async function confirm(request: Request, admin: Row): Promise<Response> {
    const body = await readBody(request);
    const method: StepUpResult['method'] = admin.twoFactorEnabled ? 'code' : 'password';
    const key = method === 'code' ? admin._id : nameKey(String(admin.email));
    const kind = method === 'code' ? 'totp' : 'password';
    const locked = limits.locked(kind, key);
    if (locked) return record(admin, method, locked, say`Locked: too many wrong attempts`);
    const given = body[method];
    if (typeof given !== 'string' || !given) {
      const missing =
        method === 'code'
          ? say`Enter the 6-digit code from your authenticator app`
          : say`Enter your password`;
      return record(admin, method, badRequest(missing, { [method]: missing }), missing);
    }
    const refused =
      method === 'code' ? await checkCode(admin, given) : await checkPassword(admin, given);
    if (refused) return record(admin, method, refused, say`Identity not confirmed`);
    const now = store.now();
    const session = sessionOf(request);
    if (session) store.update('sessions', session._id, { stepUpAt: now, stepUpMethod: method });
    const result: StepUpResult = { method, until: new Date(now + WINDOW_MS).toISOString() };
    const message =
      method === 'code'
        ? say`Identity confirmed with the code for 5 minutes`
        : say`Identity confirmed with the password for 5 minutes`;
    return record(admin, method, ok(result, message), message);
  }

  return { gate, confirm };
}
