/**
 * Primitives every entity uses.
 *
 * - `_id` is a 24-hex-character string (a Mongo ObjectId).
 * - Dates are ISO 8601 strings in UTC (`2026-11-01T00:00:00.000Z`).
 * - Amounts are decimal strings such as `'1250.50'`, never floats; negative only where noted (PnL).
 * - Prices and probabilities are numbers in 0..1. Fees are integer basis points 0..10000.
 */

/** ISO 8601 date-time string in UTC. */
export type IsoDate = string;
/** Decimal amount as a string (`'1250.50'`, `'-3.20'`, `'0'`). */
export type DecimalString = string;
/** A price or probability, 0..1. */
export type Price = number;
/** Integer basis points, 0..10000 (100 bps = 1 %). */
export type Bps = number;
/** A base58 Solana public key (32 bytes, 32..44 characters). */
export type SolanaAddress = string;
/** A base58 Solana transaction signature (64 bytes, about 88 characters). */
export type TxSignature = string;

/** Any JSON value; used for the before/after snapshots of history rows. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Fields every stored record has. */
export interface BaseRecord {
  _id: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/** Fields of records an admin creates or edits: the admin `_id`s of the last writers. */
export interface Editable {
  createdBy?: string;
  updatedBy?: string;
}
