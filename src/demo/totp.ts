/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) over Web Crypto, for the demo 2FA account and tests. */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Uint8Array {
  const clean = secret.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export async function totp(secret: string, at: number = Date.now(), step = 30): Promise<string> {
  const counter = Math.floor(at / 1000 / step);
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  const key = await crypto.subtle.importKey(
    'raw',
    base32Decode(secret) as BufferSource,
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message as BufferSource));
  const offset = mac[mac.length - 1] & 0x0f;
  const code =
    ((mac[offset] & 0x7f) << 24) |
    (mac[offset + 1] << 16) |
    (mac[offset + 2] << 8) |
    mac[offset + 3];
  return String(code % 1_000_000).padStart(6, '0');
}

/** Accepts the current code and its neighbours (clock drift of one step either way). */
export async function verifyTotp(
  secret: string,
  code: string,
  at: number = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  for (const drift of [0, -1, 1]) {
    if ((await totp(secret, at + drift * 30_000)) === code) return true;
  }
  return false;
}
