import { getBase58Decoder } from '@solana/web3.js';
import { looksLikeSecretKey, SECRET_KEY_MESSAGE } from '../../../resources/domain/secrets';
import { isSolanaAddress } from '../../lib/solana';
import type { FieldTypeModel } from './_types';
import { BASE58 } from './_checks';
import { say } from '../../../resources/_text';

/**
 * A Solana public key (base58, 32 bytes), checked with @solana/web3.js. A pasted secret key (64
 * bytes, a keypair file's byte array) is named as such, so that it is neither sent nor kept.
 */
const solanaAddress: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'string' && isSolanaAddress(value)
      ? undefined
      : looksLikeSecretKey(value)
        ? SECRET_KEY_MESSAGE
        : say`${field.label} must be a Solana address (base58, 32 bytes)`,
  width: 170,
  searchable: true,
  sample: (_field, source) =>
    getBase58Decoder().decode(
      Uint8Array.from({ length: 32 }, () => Math.floor(source.next() * 256)),
    ),
  schema: () => ({ type: 'string', pattern: BASE58.source, description: 'base58, 32 bytes' }),
};
export default solanaAddress;
