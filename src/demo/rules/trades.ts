import { tradesView } from './_trading';
import type { CollectionRules } from './_types';

/** Trades with their market and both users joined in (read-only). */
const trades: CollectionRules = { view: tradesView };

export default trades;
