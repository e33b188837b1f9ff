/** The orders module's part of the platform seed: orders, trades, positions and their fees. */
export { buildTrading, type Trading } from './trading';
