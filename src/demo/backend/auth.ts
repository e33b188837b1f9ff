import { nameKey } from '../../../resources/domain/identity';
import { newPasswordErrors } from '../../model/passwords';
import { DEMO_TOTP_SECRET, seededPasswordHash } from '../accounts';
import { badRequest, forbidden, json, ok, readBody } from '../http-utils';
import { newId, newToken, type DemoStore, type Row } from '../store';
import { acceptTotp, CODE_ALREADY_USED, totpAlreadyUsed } from '../totp';
import { hashPassword, verifyPassword } from '../passwordHash';
import { publicAdmin, sessionToken } from './access';
import { createAttemptLimits, createResetLimits } from './attempts';
import { clientAddress } from '../clientAddress';
import type { Sessions } from './sessions';
import { requestAgent } from './userAgent';
import { say } from '../../../resources/_text';

const stamp = () => new Date().toISOString();
/** Checked against when no admin has the e-mail (any stored hash of the same cost will do). */
const unknownAccountHash = () => seededPasswordHash('admin-superadmin');

/** A demo e-mail (a reset link), for the HTTP demo server's console. */
export interface DemoMail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface AuthRouteOptions {
  /**
   * Where demo e-mails go. Without it (the in-browser demo) the reset link is handed back in the
   * answer (`demoLink`) for the forgot-password page to show; with it (the HTTP demo server) it
   * is delivered there only, like a mail catcher, and the answer never carries it.
   */
  sendMail?: (mail: DemoMail) => void;
}

/**
 * Sign-in (with the 2FA step), password reset and change, sign-out (fixed calls and ours). Guessing
 * is limited (src/model/authLimits.ts); a password reset ends every session of the admin, a
 * password change every other one.
 */
export function createAuthRoutes(
  store: DemoStore,
  sessions: Sessions,
  options: AuthRouteOptions = {},
  /** Whether the site's `requireTwoFactor` leaves the admin only enrolment, said at sign-in. */
  setupRequired: (admin: Row) => Promise<boolean> = async () => false,
) {
  const limits = createAttemptLimits(store);
  const resetRefusal = createResetLimits(store);
  /** Ends the admin's sessions, but the one with `keep` (the caller's own, on a change). */
  const endSessions = (adminId: string, keep?: string | null) =>
    void sessions.endAll(adminId, keep);

  /** The admin whose e-mail has this key (nameKey). */
  const adminByEmail = (key: string) =>
    store.all('admins').find((row) => nameKey(String(row.email ?? '')) === key);

  async function login(request: Request): Promise<Response> {
    const body = await readBody(request);
    // The e-mail as identifying names compare: " SuperAdmin@demo.test" is that admin, and one
    // lock counts the guesses at every spelling of it.
    const email = nameKey(String(body.email ?? ''));
    const password = String(body.password ?? '');
    const errors: Record<string, string> = {};
    if (!email) errors.email = say`Email is required`;
    if (!password) errors.password = say`Password is required`;
    if (Object.keys(errors).length) return badRequest(say`Enter your email and password`, errors);
    const admin = adminByEmail(email);
    const record = (result: 'success' | 'failed') =>
      admin &&
      store.insert('login-history', {
        _id: newId(),
        adminId: admin._id,
        ip: '127.0.0.1',
        location: 'Local demo',
        ...requestAgent(request),
        result,
        at: stamp(),
        createdAt: stamp(),
        updatedAt: stamp(),
      });
    // A locked account answers 429 even to the right password: guessing goes no further.
    const locked = limits.locked('password', email);
    if (locked) return locked;
    // An unknown e-mail costs the same hashing as a known one: the time tells nothing either.
    const matches = await verifyPassword(password, admin?.passwordHash ?? unknownAccountHash());
    if (!admin || !matches) {
      record('failed');
      return limits.failed('password', email) ?? badRequest(say`Invalid email or password`);
    }
    if (admin.status === 'disabled') {
      // In the admin's history like any refused sign-in: someone who knows the password tried.
      record('failed');
      return forbidden(say`This admin account is disabled.`);
    }
    if (admin.twoFactorEnabled) {
      const code = String(body.code ?? '');
      const codeLocked = limits.locked('totp', admin._id);
      if (codeLocked) return codeLocked;
      if (!code)
        return ok(
          { twoFactorRequired: true },
          say`Enter the 6-digit code from your authenticator app`,
        );
      const secret = String(admin.totpSecret ?? DEMO_TOTP_SECRET);
      // A code signs in once: one seen over the admin's shoulder, or sent twice, is refused.
      const step = await acceptTotp(secret, code, Date.now(), admin.totpLastStep);
      if (step === undefined) {
        record('failed');
        // Not a guess: the right code, once more. Said so, and not counted as a wrong one.
        if (await totpAlreadyUsed(secret, code, Date.now(), admin.totpLastStep))
          return badRequest(CODE_ALREADY_USED, { code: CODE_ALREADY_USED });
        return (
          limits.failed('totp', admin._id) ??
          badRequest(say`The code is wrong or has expired`, {
            code: say`The code is wrong or has expired`,
          })
        );
      }
      limits.succeeded('totp', admin._id);
      store.update('admins', admin._id, { totpLastStep: step });
    }
    limits.succeeded('password', email);
    const token = sessions.open(request, admin._id);
    store.update('admins', admin._id, { lastLoginAt: stamp() });
    record('success');
    const identity = publicAdmin(admin, store, await setupRequired(admin));
    return ok({ token, admin: identity }, say`Welcome, ${String(admin.name)}`);
  }

  async function forgotPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = nameKey(String(body.email ?? ''));
    if (!email) return badRequest(say`Enter your email`, { email: say`Email is required` });
    const limited = resetRefusal(email, clientAddress(request));
    if (limited) return limited;
    const admin = adminByEmail(email);
    const message = say`If the address belongs to an admin, a reset link is on its way.`;
    if (!admin) return ok({}, message);
    const token = newToken();
    store.insert('password-resets', {
      _id: newId(),
      token,
      adminId: admin._id,
      expiresAt: Date.now() + 3_600_000,
    });
    const link = `/verification/forgotPassword?token=${token}`;
    if (options.sendMail) {
      options.sendMail({
        to: String(admin.email),
        subject: 'Reset your admin password',
        text: `Open this link within an hour to choose a new password: ${link}`,
        link,
      });
      return ok({}, message);
    }
    // In-browser demo: no mail server, so the link is handed back for the person trying the demo.
    return ok({ demoLink: link }, message);
  }

  function endResetLinks(adminId: string) {
    for (const link of store.all('password-resets').filter((row) => row.adminId === adminId))
      store.remove('password-resets', link._id);
  }

  function resetRow(token: unknown): Row | undefined {
    const row = store.all('password-resets').find((item) => item.token === token);
    return row && Number(row.expiresAt) > Date.now() ? row : undefined;
  }

  async function checkAuthToken(request: Request): Promise<Response> {
    const body = await readBody(request);
    if (!resetRow(body.token))
      return badRequest(say`This reset link has expired or was already used. Ask for a new one.`);
    return ok({}, say`Link verified. Choose a new password.`);
  }

  async function resetPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const row = resetRow(body.token);
    if (!row)
      return json(400, {
        success: false,
        status: 400,
        message: say`This reset link has expired or was already used. Ask for a new one.`,
      });
    const password = String(body.password ?? '');
    const errors = newPasswordErrors(password, body.confirmPassword, {
      password: 'password',
      confirmation: 'confirmPassword',
    });
    if (Object.keys(errors).length)
      return json(400, {
        success: false,
        status: 400,
        message: say`Check the new password`,
        errors,
      });
    // This link and any other the admin was sent: a new password voids them all. Before the
    // hashing awaits, so that the same link sent twice at once resets once (the second finds none).
    endResetLinks(String(row.adminId));
    store.update('admins', String(row.adminId), { passwordHash: await hashPassword(password) });
    // Whoever knew the old password is signed out everywhere.
    endSessions(String(row.adminId));
    return json(200, {
      success: true,
      status: 200,
      message: say`Password changed. Sign in with the new password.`,
    });
  }

  async function changePassword(request: Request, admin: Row): Promise<Response> {
    const body = await readBody(request);
    const next = String(body.newPassword ?? '');
    const errors = newPasswordErrors(next, body.confirmPassword, {
      password: 'newPassword',
      confirmation: 'confirmPassword',
    });
    // The current password is a guess like a sign-in's: the same count, limit and lock.
    const email = nameKey(String(admin.email));
    const locked = limits.locked('password', email);
    if (locked) return locked;
    if (!(await verifyPassword(body.currentPassword, admin.passwordHash))) {
      const lockedNow = limits.failed('password', email);
      if (lockedNow) return lockedNow;
      errors.currentPassword = say`The current password is wrong`;
    } else if (!Object.keys(errors).length) limits.succeeded('password', email);
    if (Object.keys(errors).length) return badRequest(say`Check the form`, errors);
    store.update('admins', admin._id, { passwordHash: await hashPassword(next) });
    // The other sessions of this admin end; this one stays. Reset links sent before are void.
    endSessions(admin._id, sessionToken(request));
    endResetLinks(admin._id);
    return ok({}, say`Password changed`);
  }

  /** Ends the session of the token sent, bare (as the app sends it) or as `Bearer <token>`. */
  function logout(request: Request): Response {
    const token = sessionToken(request);
    const session = store.all('sessions').find((item) => item.token === token);
    if (session) store.remove('sessions', session._id);
    return ok({}, say`Signed out`);
  }

  return { login, forgotPassword, checkAuthToken, resetPassword, changePassword, logout };
}
