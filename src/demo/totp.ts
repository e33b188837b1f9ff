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

/** A new random 160-bit secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();
}
