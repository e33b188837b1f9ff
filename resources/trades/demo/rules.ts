import { tradesView } from '../../orders/demo';
import type { CollectionRules } from '../../../src/demo/rules';

/** Trades with their market and both users joined in (read-only). */
const trades: CollectionRules = { view: tradesView };

export default trades;
