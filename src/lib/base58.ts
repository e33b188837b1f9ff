const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58 (Bitcoin alphabet) to bytes; null when a character is outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    let carry = value;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/** A Solana address (public key) is base58 that decodes to exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  return decodeBase58(text)?.length === 32;
}

/** A transaction signature is base58 that decodes to exactly 64 bytes. */
export function isTxSignature(text: string): boolean {
  if (text.length < 64 || text.length > 90) return false;
  return decodeBase58(text)?.length === 64;
}
