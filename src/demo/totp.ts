import { Secret, TOTP } from 'otpauth';
import { say } from '../../resources/_text';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from the maintained `otpauth` library. */
function generator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/** The code an authenticator app shows at `at` (tests sign in with it). */
export async function totp(secret: string, at: number = Date.now()): Promise<string> {
  return generator(secret).generate({ timestamp: at });
}

/** A code is good for one 30 s step. */
const PERIOD_MS = 30_000;

/**
 * The time step of a valid code (the current one or a neighbour, for clock drift of one step
 * either way), or undefined. A code of a step not after `lastUsed` is refused: RFC 6238 §5.2, a
 * code is accepted once (the caller keeps the step it accepted).
 */
export async function acceptTotp(
  secret: string,
  code: string,
  at: number = Date.now(),
  lastUsed?: unknown,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = generator(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(at / PERIOD_MS) + delta;
  return typeof lastUsed === 'number' && step <= lastUsed ? undefined : step;
}

/**
 * Whether a code is valid but of a step not after `lastUsed`: the code just accepted, typed again
 * in the same 30 s (a sign-in right after turning 2FA on). Such a code is refused all the same;
 * this only lets the answer say why, since the admin did nothing wrong but must wait.
 */
export const CODE_ALREADY_USED = say`This code was already used; wait for the next one`;

export async function totpAlreadyUsed(
  secret: string,
  code: string,
  at: number,
  lastUsed: unknown,
): Promise<boolean> {
  return (
    typeof lastUsed === 'number' &&
    (await acceptTotp(secret, code, at)) !== undefined &&
    (await acceptTotp(secret, code, at, lastUsed)) === undefined
  );
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
