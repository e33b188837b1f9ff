import type { TwoFactorSetup } from '../../model/contract';
import { DEMO_TOTP_SECRET } from '../accounts';
import { badRequest, conflict, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../totp';
import { publicAdmin } from './access';

const WRONG_CODE = 'The code is wrong or has expired';

/**
 * The signed-in admin's own 2FA (DOMAIN "2FA"): setup makes a secret that stays pending until a
 * code from it confirms it (enable); disable needs a current code. Sign-in then asks for a code.
 */
export function createTwoFactorRoutes(store: DemoStore) {
  const secretOf = (admin: Row) => String(admin.totpSecret ?? DEMO_TOTP_SECRET);

  function setup(admin: Row): Response {
    if (admin.twoFactorEnabled)
      return conflict('Two-factor authentication is already on; turn it off first.');
    const secret = newTotpSecret();
    store.update('admins', admin._id, { pendingTotpSecret: secret });
    const siteName = String(store.object('siteSetting').siteName ?? 'Prediction Market Admin');
    const result: TwoFactorSetup = {
      secret,
      otpauthUrl: otpauthUrl(secret, String(admin.email), siteName),
    };
    return ok(result, 'Scan the code, then enter the 6 digits it shows');
  }

  async function enable(request: Request, admin: Row): Promise<Response> {
    if (admin.twoFactorEnabled) return conflict('Two-factor authentication is already on.');
    const pending = admin.pendingTotpSecret;
    if (typeof pending !== 'string')
      return conflict('Start the setup first: no secret is pending.');
    const code = String((await readBody(request)).code ?? '');
    if (!(await verifyTotp(pending, code, store.now())))
      return badRequest(WRONG_CODE, { code: WRONG_CODE });
    const saved = store.update('admins', admin._id, {
      twoFactorEnabled: true,
      totpSecret: pending,
      pendingTotpSecret: null,
    });
    return ok(publicAdmin(saved!), 'Two-factor authentication is on');
  }

  async function disable(request: Request, admin: Row): Promise<Response> {
    if (!admin.twoFactorEnabled) return conflict('Two-factor authentication is already off.');
    const code = String((await readBody(request)).code ?? '');
    if (!(await verifyTotp(secretOf(admin), code, store.now())))
      return badRequest(WRONG_CODE, { code: WRONG_CODE });
    const saved = store.update('admins', admin._id, {
      twoFactorEnabled: false,
      totpSecret: null,
      pendingTotpSecret: null,
    });
    return ok(publicAdmin(saved!), 'Two-factor authentication is off');
  }

  return { setup, enable, disable };
}
