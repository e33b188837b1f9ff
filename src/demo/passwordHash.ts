/**
 * Admin passwords as the demo store keeps them: PBKDF2-SHA-256 with a per-admin random salt, via
 * Web Crypto (globalThis.crypto.subtle: every browser, Node 20), so no dependency is added.
 * Stored as `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`; the plain password is never
 * stored.
 */
/** The cost every hash has in the demo and the HTTP demo server (tests/unit proves it). */
export const PASSWORD_HASH_ITERATIONS = 100_000;
let cost = PASSWORD_HASH_ITERATIONS;

/**
 * For test runs only (tests/setup.ts, through src/demo/accounts.ts): a cheaper cost for the hashes
 * made from now on. Hundreds of sign-ins each paying PBKDF2 at full strength made a loaded runner's
 * test hooks time out; what a hash proves does not depend on its cost.
 */
export function setPasswordHashCost(iterations: number): void {
  cost = iterations;
}
const SCHEME = 'pbkdf2-sha256';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = cost): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Whether the password matches a stored hash (compared in constant time). */
export async function verifyPassword(password: unknown, stored: unknown): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || !salt || !hash || !(Number(iterations) > 0)) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), Number(iterations));
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i] ^ expected[i];
  return difference === 0;
}
