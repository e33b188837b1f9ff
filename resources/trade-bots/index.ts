import {
  BOT_MARKET_FILTER,
  TRADE_BOT_LIMITS,
  TRADE_BOT_STATES,
  TRADE_BOT_STRATEGIES,
  tradeBotProblems,
  type TradeBot,
} from './domain';
import { defineResource } from '../types';

/** One screen adds and updates: one loader, so both routes render the same component. */
const form = () => import('./pages/TradeBotForm');

/**
 * Market-making bots: one screen adds and updates; Start and Stop follow TRADE_BOT_STATES
 * (stopped -> starting -> running -> stopping -> stopped, running -> error). The bot's
 * wallet is a public address only: no field holds a secret key, and a value shaped like one is
 * refused by the form and by the server (resources/domain/secrets.ts).
 */
export default defineResource<TradeBot>()({
  name: 'trade-bots',
  module: 'Trade Bot',
  title: { singular: 'Trade bot', plural: 'Trade bots' },
  menu: { group: 'Trade Bot', label: 'Trade Bot', order: 1 },
  routes: { list: '/trade-bot', create: '/add-trade-bot', edit: '/update-trade-bot/:id' },
  pages: { create: form, edit: form },
  recordTitle: 'name',
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 80,
      list: { sortable: true, width: 210 },
    },
    {
      key: 'marketId',
      label: 'Market',
      type: 'reference',
      required: true,
      reference: { resource: 'markets', labelKey: 'question', filter: BOT_MARKET_FILTER },
      help: 'Only markets that are active and accepting orders are listed.',
    },
    { key: 'marketQuestion', label: 'Market', type: 'text', readOnly: true, list: { width: 240 } },
    {
      key: 'strategy',
      label: 'Strategy',
      type: 'enum',
      required: true,
      options: TRADE_BOT_STRATEGIES.options,
      defaultValue: 'spread',
      list: { width: 100 },
    },
    {
      key: 'spreadBps',
      label: 'Spread',
      type: 'bps',
      required: true,
      integer: true,
      ...TRADE_BOT_LIMITS.spreadBps,
      defaultValue: 100,
      help: 'Distance between the bid and the ask, in basis points (100 bps = 1 %).',
      list: { sortable: true, width: 150 },
    },
    {
      key: 'orderSize',
      label: 'Order size',
      type: 'money',
      unit: 'shares',
      required: true,
      help: 'Shares per quote; more than 0 and not above the max position.',
      list: { width: 140 },
    },
    {
      key: 'maxPosition',
      label: 'Max position',
      type: 'money',
      unit: 'shares',
      required: true,
      help: 'The largest net position the bot may hold.',
      list: { hidden: true },
    },
    {
      key: 'refreshSeconds',
      label: 'Refresh (seconds)',
      type: 'number',
      required: true,
      integer: true,
      ...TRADE_BOT_LIMITS.refreshSeconds,
      defaultValue: 15,
      help: `How often the bot re-quotes: ${TRADE_BOT_LIMITS.refreshSeconds.min} to ${TRADE_BOT_LIMITS.refreshSeconds.max} seconds.`,
      list: { hidden: true },
    },
    {
      key: 'walletAddress',
      label: 'Wallet address',
      type: 'solanaAddress',
      required: true,
      help: "The bot wallet's public address. Its secret key stays with the bot's signer and is never entered here.",
      list: { hidden: true },
    },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: TRADE_BOT_STATES.options,
      list: { width: 100 },
    },
    { key: 'lastError', label: 'Last error', type: 'text', readOnly: true, list: { hidden: true } },
    {
      key: 'updatedAt',
      label: 'Updated',
      type: 'datetime',
      readOnly: true,
      list: { sortable: true, hidden: true },
    },
  ],
  filters: [
    { key: 'q', label: 'Search name or market', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: TRADE_BOT_STATES.options },
    { key: 'strategy', label: 'Strategy', type: 'enum', options: TRADE_BOT_STRATEGIES.options },
  ],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  validate: tradeBotProblems,
  actions: [
    {
      name: 'start',
      label: 'Start',
      approval: { kind: 'tradeBotStart' },
      confirm: 'The bot starts quoting on its market with the saved settings.',
      // stopped|error -> starting; the runner then reports running (or error).
      ...TRADE_BOT_STATES.move('starting'),
    },
    {
      name: 'stop',
      label: 'Stop',
      danger: true,
      confirm: 'The bot cancels its open quotes and stops.',
      // running -> stopping -> stopped; a bot in error stops at once (error -> stopped).
      allowedWhen: {
        field: 'status',
        in: [
          ...TRADE_BOT_STATES.sources('stopping'),
          ...TRADE_BOT_STATES.sources('stopped'),
        ].filter((state) => state !== 'stopping'),
      },
    },
  ],
});

/** The module's domain, for other modules and the app (a module is reached through its index). */
export * from './domain';
