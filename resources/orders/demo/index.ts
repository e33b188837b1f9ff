/** What the trading views (pending orders, trades, positions) share of the orders module's demo. */
export * from './trading';
