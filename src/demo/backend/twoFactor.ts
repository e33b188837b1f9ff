import type { TwoFactorSetup } from '../../model/contract';
import { DEMO_TOTP_SECRET } from '../accounts';
import { nameKey } from '../../../resources/domain/identity';
import { badRequest, conflict, ok, readBody } from '../http-utils';
import { verifyPassword } from '../passwordHash';
import type { DemoStore, Row } from '../store';
import { acceptTotp, CODE_ALREADY_USED, newTotpSecret, otpauthUrl, totpAlreadyUsed } from '../totp';
import { publicAdmin } from './access';
import { createAttemptLimits } from './attempts';
import { say } from '../../../resources/_text';

const WRONG_CODE = say`The code is wrong or has expired`;

/**
 * The signed-in admin's own 2FA (TOTP): setup makes a secret that stays pending until a
 * code from it confirms it (enable); disable needs a current code. Sign-in then asks for a code.
 * Enrolling needs the password too (setup and enable), so that a stolen session token alone
 * cannot put the account under a code only the thief has.
 */
export function createTwoFactorRoutes(store: DemoStore) {
  const secretOf = (admin: Row) => String(admin.totpSecret ?? DEMO_TOTP_SECRET);
  // Wrong codes count with the sign-in step's (src/model/authLimits.ts).
  const limits = createAttemptLimits(store);

  /** The password in the body, counted as a sign-in guess; the refusal, or undefined when right. */
  async function checkPassword(admin: Row, body: Record<string, unknown>) {
    const email = nameKey(String(admin.email));
    const locked = limits.locked('password', email);
    if (locked) return locked;
    if (typeof body.password !== 'string' || !body.password) {
      const missing = say`Enter your password to change two-factor authentication`;
      return badRequest(missing, { password: say`Password is required` });
    }
    if (await verifyPassword(body.password, admin.passwordHash)) {
      limits.succeeded('password', email);
      return undefined;
    }
    const wrong = say`The password is wrong`;
    return limits.failed('password', email) ?? badRequest(wrong, { password: wrong });
  }

  async function checkCode(admin: Row, secret: string, body: Record<string, unknown>) {
    const locked = limits.locked('totp', admin._id);
    if (locked) return locked;
    const code = String(body.code ?? '');
    if (!code) {
      const missing = say`Enter the 6-digit code from your authenticator app`;
      return badRequest(missing, { code: missing });
    }
    const step = await acceptTotp(secret, code, store.now(), admin.totpLastStep);
    if (
      step === undefined &&
      (await totpAlreadyUsed(secret, code, store.now(), admin.totpLastStep))
    )
      return badRequest(CODE_ALREADY_USED, { code: CODE_ALREADY_USED });
    if (step === undefined)
      return limits.failed('totp', admin._id) ?? badRequest(WRONG_CODE, { code: WRONG_CODE });
    limits.succeeded('totp', admin._id);
    store.update('admins', admin._id, { totpLastStep: step });
    return undefined;
  }

  async function setup(request: Request, admin: Row): Promise<Response> {
    if (admin.twoFactorEnabled)
      return conflict(say`Two-factor authentication is already on; turn it off first.`);
    const refused = await checkPassword(admin, await readBody(request));
    if (refused) return refused;
    const secret = newTotpSecret();
    store.update('admins', admin._id, { pendingTotpSecret: secret });
    const siteName = String(store.object('site-setting').siteName ?? 'Prediction Market Admin');
    const result: TwoFactorSetup = {
      secret,
      otpauthUrl: otpauthUrl(secret, String(admin.email), siteName),
    };
    return ok(result, say`Scan the code, then enter the 6 digits it shows`);
  }

  async function enable(request: Request, admin: Row): Promise<Response> {
    if (admin.twoFactorEnabled) return conflict(say`Two-factor authentication is already on.`);
    const pending = admin.pendingTotpSecret;
    if (typeof pending !== 'string')
      return conflict(say`Start the setup first: no secret is pending.`);
    const body = await readBody(request);
    const refused = (await checkPassword(admin, body)) ?? (await checkCode(admin, pending, body));
    if (refused) return refused;
    const saved = store.update('admins', admin._id, {
      twoFactorEnabled: true,
      totpSecret: pending,
      pendingTotpSecret: null,
    });
    return ok(publicAdmin(saved!, store), say`Two-factor authentication is on`);
  }

  async function disable(request: Request, admin: Row): Promise<Response> {
    if (!admin.twoFactorEnabled) return conflict(say`Two-factor authentication is already off.`);
    const refused = await checkCode(admin, secretOf(admin), await readBody(request));
    if (refused) return refused;
    const saved = store.update('admins', admin._id, {
      twoFactorEnabled: false,
      totpSecret: null,
      pendingTotpSecret: null,
    });
    return ok(publicAdmin(saved!, store), say`Two-factor authentication is off`);
  }

  return { setup, enable, disable };
}
