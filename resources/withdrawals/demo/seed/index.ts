/** The withdrawals module's part of the platform seed: deposits, withdrawals and the fee ledger. */
export { buildTransfers, type Transfers } from './money';
