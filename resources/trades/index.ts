import { TRADE_FIELDS, tradingFilters } from '../_trading';
import { TRADE_STATES, type Trade } from '../domain';
import { defineResource } from '../types';

/** Every trade (taker against maker) with its transaction on the chain scan; CSV export. */
export default defineResource<Trade>()({
  name: 'trades',
  module: 'Trade History',
  title: { singular: 'Trade', plural: 'Trades' },
  menu: { group: 'Order History', label: 'Trade History', order: 2, key: 'h' },
  routes: { list: '/trade-history' },
  recordTitle: 'txSignature',
  fields: TRADE_FIELDS,
  // `userIds` holds the taker and the maker: the user filter finds trades on either side.
  filters: tradingFilters({ userKey: 'userIds', status: TRADE_STATES.options, dateLabel: 'Time' }),
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportable: true,
});
