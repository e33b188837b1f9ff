/** What the other money modules (deposits, admin profit) share of the withdrawals module's demo. */
export { transferNames } from './transfers';
