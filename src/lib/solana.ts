import { isAddress, isSignature } from '@solana/web3.js';

/**
 * Solana key and signature checks from @solana/web3.js 2 (base58 that decodes to 32 or 64 bytes).
 * Tree-shaken to about a kilobyte; loaded only by code that checks addresses (forms, the demo API,
 * the start-up configuration check), never by the entry chunk.
 */
export function isSolanaAddress(text: string): boolean {
  return isAddress(text);
}

export function isTxSignature(text: string): boolean {
  return isSignature(text);
}
