/**
 * Secret keys never enter this panel. A Solana secret key is 64 bytes (a 32-byte seed and the
 * public key): `solana-keygen` writes it as a JSON array of 64 numbers, wallets export it as a
 * base58 string of about 88 characters, and tools show it in hex or base64. A field that
 * receives any of these (or a bare 32-byte seed in hex or as a byte array) is refused, in the
 * form and by the server, with one clear message; the value is never stored or echoed.
 */

import { say } from '../_text';

export const SECRET_KEY_MESSAGE = say`This looks like a secret key. Enter the public wallet address only: a secret key must never be typed into this panel.`;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE58_DIGITS = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** How many bytes a base58 string decodes to (leading `1`s are zero bytes). */
export function base58ByteLength(text: string): number {
  if (!BASE58.test(text)) return -1;
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_DIGITS.indexOf(char));
  let bytes = 0;
  for (; value > 0n; value >>= 8n) bytes += 1;
  const zeros = /^1*/.exec(text)![0].length;
  return bytes + zeros;
}

/** A JSON array of 32 or 64 byte values, as `solana-keygen` writes keypair files. */
function isByteArray(text: string): boolean {
  const numbers = text
    .slice(1, -1)
    .split(',')
    .map((item) => item.trim());
  return (
    (numbers.length === 32 || numbers.length === 64) &&
    numbers.every((item) => /^\d{1,3}$/.test(item) && Number(item) <= 255)
  );
}

function isSecretToken(token: string): boolean {
  // 64 bytes in base58 (a secret key; a public key is 32 bytes, a valid wallet address).
  if (token.length >= 80 && token.length <= 90 && base58ByteLength(token) === 64) return true;
  // A 32- or 64-byte key in hex, with or without 0x.
  if (/^(0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{128})$/.test(token)) return true;
  // 64 bytes in base64.
  return /^[A-Za-z0-9+/]{86}==$/.test(token);
}

/**
 * Whether text holds something shaped like a secret key: the whole value, any word of it, or a
 * byte array anywhere in it.
 */
export function looksLikeSecretKey(value: unknown): boolean {
  if (typeof value !== 'string') {
    return Array.isArray(value) && isByteArray(`[${value.map(String).join(',')}]`);
  }
  const text = value.trim();
  if (!text) return false;
  for (const match of text.matchAll(/\[[\d\s,]*\]/g)) if (isByteArray(match[0])) return true;
  return text.split(/[\s,;"'`]+/).some((token) => token && isSecretToken(token));
}

/** Field -> the secret-key message for every field whose value looks like a secret key. */
export function secretKeyErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (looksLikeSecretKey(value)) errors[key] = SECRET_KEY_MESSAGE;
  return errors;
}
