import type { TwoFactorSetup } from '../../model/contract';
import { DEMO_TOTP_SECRET } from '../accounts';
import { badRequest, conflict, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import { acceptTotp, CODE_ALREADY_USED, newTotpSecret, otpauthUrl, totpAlreadyUsed } from '../totp';
import { publicAdmin } from './access';
import { createAttemptLimits } from './attempts';
import { say } from '../../../resources/_text';

const WRONG_CODE = say`The code is wrong or has expired`;

/**
 * The signed-in admin's own 2FA (TOTP): setup makes a secret that stays pending until a
 * code from it confirms it (enable); disable needs a current code. Sign-in then asks for a code.
 */
export function createTwoFactorRoutes(store: DemoStore) {
  const secretOf = (admin: Row) => String(admin.totpSecret ?? DEMO_TOTP_SECRET);
  // Wrong codes count with the sign-in step's (src/model/authLimits.ts).
  const limits = createAttemptLimits(store);

  async function checkCode(admin: Row, secret: string, request: Request) {
    const locked = limits.locked('totp', admin._id);
    if (locked) return locked;
    const code = String((await readBody(request)).code ?? '');
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

  function setup(admin: Row): Response {
    if (admin.twoFactorEnabled)
      return conflict(say`Two-factor authentication is already on; turn it off first.`);
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
    const refused = await checkCode(admin, pending, request);
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
    const refused = await checkCode(admin, secretOf(admin), request);
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
