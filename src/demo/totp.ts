import { Secret, TOTP } from 'otpauth';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from the maintained `otpauth` library. */
function generator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/** The code an authenticator app shows at `at` (tests sign in with it). */
export async function totp(secret: string, at: number = Date.now()): Promise<string> {
  return generator(secret).generate({ timestamp: at });
}

/** Accepts the current code and its neighbours (clock drift of one step either way). */
export async function verifyTotp(
  secret: string,
  code: string,
  at: number = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  return generator(secret).validate({ token: code, timestamp: at, window: 1 }) !== null;
}
