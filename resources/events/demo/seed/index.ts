/** The events module's seed, for the demo's platform seed: events with their markets. */
export { buildEvents, EARLIEST, ticker, type MarketMeta } from './events';
