/** Random ids of new rows (24 hex digits, as the seed's) and session tokens. */
export function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A random Solana transaction signature's text (88 base-58 characters), for simulated transfers. */
export function newSignature(): string {
  const bytes = new Uint8Array(88);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => BASE58[byte % 58]).join('');
}
