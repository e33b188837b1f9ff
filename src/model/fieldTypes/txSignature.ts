import { getBase58Decoder } from '@solana/web3.js';
import { isTxSignature } from '../../lib/solana';
import type { FieldTypeModel } from './_types';
import { BASE58 } from './_checks';
import { say } from '../../../resources/_text';

/** A Solana transaction signature (base58, 64 bytes), checked with @solana/web3.js. */
const txSignature: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'string' && isTxSignature(value)
      ? undefined
      : say`${field.label} must be a transaction signature`,
  width: 170,
  searchable: true,
  sample: (_field, source) =>
    getBase58Decoder().decode(
      Uint8Array.from({ length: 64 }, () => Math.floor(source.next() * 256)),
    ),
  schema: () => ({ type: 'string', pattern: BASE58.source, description: 'base58, 64 bytes' }),
};
export default txSignature;
