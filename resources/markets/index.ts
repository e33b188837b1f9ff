import { MARKET_STATES, RESOLUTION_OUTCOMES, type MarketView } from '../events';
import { CATEGORY, endFields } from '../_fields';
import { USDC_SHOWN_DECIMALS } from '../domain';
import { defineResource } from '../types';

/** A market's page lists its book and its traders: the trading lists, filtered by the market. */
const BY_MARKET = { key: 'marketId', hide: ['marketQuestion'] } as const;

/**
 * Every market across events, with trading figures; KPI tiles and a volume chart on top. A market's
 * page (/market/{id}, found with Ctrl-K by question or event ticker) shows its event, prices and
 * volume, and tabs of its orders, trades and positions; its changes are the event's history.
 */
export default defineResource<MarketView>()({
  name: 'markets',
  module: 'Markets',
  title: { singular: 'Market', plural: 'Markets' },
  menu: { group: 'Markets', label: 'Markets', order: 3, key: 'm' },
  routes: { list: '/market-overview', show: '/market/:id' },
  pages: { list: () => import('./pages/MarketOverview') },
  recordTitle: 'question',
  fields: [
    { key: 'question', label: 'Market', type: 'text', list: { width: 200 } },
    { key: 'eventTitle', label: 'Event', type: 'text', list: { width: 140 } },
    // Searched with the question (Ctrl-K finds a market by its event's ticker).
    { key: 'eventTicker', label: 'Ticker', type: 'text', list: { hidden: true } },
    { key: 'status', label: 'Status', type: 'enum', options: MARKET_STATES.options, list: true },
    {
      key: 'volume',
      label: 'Volume',
      type: 'money',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      list: { sortable: true },
    },
    {
      key: 'volume24h',
      label: '24 h volume',
      type: 'money',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      list: { sortable: true },
    },
    {
      key: 'liquidity',
      label: 'Liquidity',
      type: 'money',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      list: { sortable: true, hidden: true },
    },
    { key: 'bestBid', label: 'Best bid', type: 'price', list: { hidden: true } },
    { key: 'bestAsk', label: 'Best ask', type: 'price', list: { hidden: true } },
    { key: 'lastPrice', label: 'Last', type: 'price', list: { sortable: true } },
    { key: 'outcomePrices', label: 'Prices (Yes / No)', type: 'pricePair' },
    { key: 'tickSize', label: 'Tick size', type: 'number' },
    { key: 'minOrderSize', label: 'Minimum order', type: 'money', unit: 'shares' },
    { key: 'makerFeeBps', label: 'Maker fee', type: 'bps' },
    { key: 'takerFeeBps', label: 'Taker fee', type: 'bps' },
    { key: 'acceptingOrders', label: 'Accepting orders', type: 'boolean' },
    { key: 'startDate', label: 'Starts', type: 'datetime' },
    ...endFields('Ends'),
    {
      key: 'winningOutcome',
      label: 'Winning outcome',
      type: 'enum',
      options: RESOLUTION_OUTCOMES.options,
    },
    { key: 'resolvedAt', label: 'Resolved', type: 'datetime' },
  ],
  filters: [
    { key: 'q', label: 'Search question or event', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: MARKET_STATES.options },
    {
      key: 'categoryId',
      label: 'Category',
      type: 'reference',
      reference: CATEGORY,
    },
  ],
  defaultSort: { field: 'volume', order: 'desc' },
  exportable: true,
  dashboard: true,
  related: [
    { resource: 'orders', label: 'Orders', ...BY_MARKET },
    { resource: 'trades', label: 'Trades', ...BY_MARKET },
    { resource: 'open-positions', label: 'Open positions', ...BY_MARKET },
    { resource: 'closed-positions', label: 'Closed positions', ...BY_MARKET },
  ],
  actions: [
    {
      name: 'event-history',
      label: 'Event history',
      link: '/event-history/:eventId',
      need: 'view',
      module: 'Events',
      recordPageOnly: true,
    },
  ],
});
