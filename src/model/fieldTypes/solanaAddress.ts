import { getBase58Decoder } from '@solana/web3.js';
import { isSolanaAddress } from '../../lib/solana';
import type { FieldTypeModel } from './_types';

/** A Solana public key (base58, 32 bytes), checked with @solana/web3.js. */
const solanaAddress: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'string' && isSolanaAddress(value)
      ? undefined
      : `${field.label} must be a Solana address (base58, 32 bytes)`,
  width: 170,
  searchable: true,
  sample: (_field, source) =>
    getBase58Decoder().decode(
      Uint8Array.from({ length: 32 }, () => Math.floor(source.next() * 256)),
    ),
};
export default solanaAddress;
