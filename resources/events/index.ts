import type { Event } from './domain';
import {
  CATEGORY,
  CATEGORY_FIELD,
  endFields,
  TAGS_FIELD,
  SERIES,
  slugField,
  TAG,
  tickerField,
} from '../_fields';
import { reasonCodes, SERIES_TAKING_EVENTS, USDC_SHOWN_DECIMALS } from '../domain';
import {
  datesInOrder,
  EVENT_STATES,
  eventResolvable,
  MARKET_STATES,
  marketAddition,
  marketLocked,
  marketRemoval,
  negRiskFixed,
  TICK_SIZES,
  tickSizeFixed,
} from './domain';
import { defineResource, type Values } from '../types';
import { say } from '../_text';
import { RESOLVE_BODY, RESOLVE_PREVIEW_BODY } from './resolveBodies';

type MarketRow = { status?: string };

const markets = (record: Values): MarketRow[] =>
  Array.isArray(record.markets) ? (record.markets as MarketRow[]) : [];

/** Events with their markets, edited together; the lifecycle runs through the row actions. */
export default defineResource<Event>()({
  name: 'events',
  module: 'Events',
  title: { singular: 'Event', plural: 'Events' },
  menu: { group: 'Markets', label: 'Events', order: 1, key: 'e' },
  routes: {
    list: '/events',
    create: '/add-event',
    edit: '/update-event/:id',
    extra: [
      {
        path: '/event-history/:id',
        need: 'view',
        name: 'Event History',
        page: () => import('./pages/EventHistory'),
      },
    ],
  },
  recordTitle: 'title',
  fields: [
    {
      key: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 140,
      list: { sortable: true, width: 300 },
    },
    slugField('title'),
    tickerField(32, { help: 'Typed again by the admin who resolves the event.' }),
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      readOnly: true,
      options: EVENT_STATES.options,
      list: true,
    },
    { ...CATEGORY_FIELD, list: { hidden: true } },
    {
      key: 'seriesId',
      label: 'Series',
      type: 'reference',
      // Only series that take new events (the API refuses the others).
      reference: { ...SERIES, filter: { status: SERIES_TAKING_EVENTS } },
    },
    TAGS_FIELD,
    { key: 'image', label: 'Image', type: 'image' },
    { key: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 4000 },
    { key: 'resolutionSource', label: 'Resolution source', type: 'url', required: true },
    {
      key: 'startDate',
      label: 'Starts',
      type: 'datetime',
      required: true,
      list: { sortable: true, hidden: true },
    },
    ...endFields('Ends', { required: true }),
    {
      key: 'featured',
      label: 'Featured',
      type: 'boolean',
      defaultValue: false,
      list: { hidden: true },
    },
    {
      key: 'negRisk',
      label: 'Mutually exclusive (negRisk)',
      type: 'boolean',
      defaultValue: false,
      help: 'Exactly one market resolves Yes.',
      fixedWhen: negRiskFixed,
    },
    {
      key: 'volume',
      label: 'Volume',
      type: 'money',
      unit: 'USDC',
      readOnly: true,
      decimals: USDC_SHOWN_DECIMALS,
      list: { sortable: true },
    },
    {
      key: 'liquidity',
      label: 'Liquidity',
      type: 'money',
      unit: 'USDC',
      decimals: USDC_SHOWN_DECIMALS,
      readOnly: true,
    },
    {
      key: 'markets',
      label: 'Markets',
      type: 'nested',
      rowsOf: 'markets',
      minItems: 1,
      maxItems: 30,
      inherit: ['startDate', 'endDate'],
      list: { hidden: true },
      rowRules: { locked: marketLocked, removal: marketRemoval, addition: marketAddition },
      fields: [
        { key: 'question', label: 'Question', type: 'text', required: true, maxLength: 200 },
        {
          key: 'slug',
          label: 'Slug',
          type: 'slug',
          from: 'question',
          required: true,
          maxLength: 80,
        },
        {
          key: 'outcomePrices',
          label: 'Prices',
          type: 'pricePair',
          required: true,
          defaultValue: [0.5, 0.5],
        },
        {
          key: 'tickSize',
          label: 'Tick size',
          type: 'enum',
          required: true,
          defaultValue: 0.01,
          options: TICK_SIZES.map((value) => ({ value })),
          fixedWhen: tickSizeFixed,
        },
        {
          key: 'minOrderSize',
          label: 'Minimum order',
          type: 'money',
          unit: 'shares',
          required: true,
          defaultValue: '5',
        },
        { key: 'makerFeeBps', label: 'Maker fee', type: 'bps', required: true, defaultValue: 0 },
        { key: 'takerFeeBps', label: 'Taker fee', type: 'bps', required: true, defaultValue: 100 },
        { key: 'startDate', label: 'Starts', type: 'datetime', required: true },
        { key: 'endDate', label: 'Ends', type: 'datetime', required: true },
        {
          key: 'status',
          label: 'Status',
          type: 'enum',
          readOnly: true,
          options: MARKET_STATES.options,
        },
      ],
    },
  ],
  filters: [
    { key: 'q', label: 'Search title, slug or ticker', type: 'search' },
    { key: 'status', label: 'Status', type: 'enum', options: EVENT_STATES.options },
    {
      key: 'categoryId',
      label: 'Category',
      type: 'reference',
      reference: CATEGORY,
    },
    {
      key: 'seriesId',
      label: 'Series',
      type: 'reference',
      reference: SERIES,
    },
    {
      key: 'tagIds',
      label: 'Tag',
      type: 'reference',
      reference: TAG,
    },
    { key: 'featured', label: 'Featured', type: 'boolean' },
    { key: 'endDate', label: 'Ends', type: 'dateRange' },
  ],
  defaultSort: { field: 'endDate', order: 'desc' },
  exportable: true,
  lockedWhen: {
    field: 'status',
    in: ['resolved', 'archived', 'cancelled'],
    message: 'This event is resolved, archived or cancelled: it can no longer be edited.',
  },
  validate: (values) => {
    const errors: Record<string, string> = { ...datesInOrder(values) };
    markets(values).forEach((market, index) =>
      Object.assign(errors, datesInOrder(market as Values, `markets.${index}.`)),
    );
    if (values.negRisk === true && markets(values).length < 2) {
      errors.negRisk = say`A mutually exclusive event needs at least two markets`;
    }
    return errors;
  },
  actions: [
    {
      name: 'publish',
      label: 'Publish',
      confirm: 'Publish the event and open its markets for trading?',
      allowedWhen: EVENT_STATES.move('active').allowedWhen,
    },
    {
      name: 'pause',
      label: 'Pause trading',
      confirm: 'Stop taking orders on every active market of this event?',
      bulk: { max: 100 },
      allowedWhen: (record) =>
        record.status === 'active' && markets(record).some((market) => market.status === 'active'),
    },
    {
      name: 'resume',
      label: 'Resume trading',
      confirm: 'Take orders again on the paused markets?',
      allowedWhen: (record) =>
        record.status === 'active' && markets(record).some((market) => market.status === 'paused'),
    },
    {
      name: 'close',
      label: 'Close',
      confirm: 'Close trading on every market of this event? It then awaits resolution.',
      bulk: { max: 100 },
      allowedWhen: EVENT_STATES.move('closed').allowedWhen,
    },
    {
      name: 'resolution',
      label: 'Resolve',
      link: '/event-resolution/:id',
      module: 'Unresolved Markets',
      allowedWhen: eventResolvable,
    },
    {
      name: 'cancel',
      label: 'Cancel',
      danger: true,
      confirm: 'Cancel the event? Open orders are cancelled and its markets will not resolve.',
      reasons: reasonCodes('ambiguous_terms', 'source_unavailable', 'market_error', 'duplicate'),
      input: { key: 'reason', label: 'Details' },
      allowedWhen: EVENT_STATES.move('cancelled').allowedWhen,
    },
    {
      name: 'archive',
      label: 'Archive',
      confirm: 'Archive this resolved event?',
      allowedWhen: EVENT_STATES.move('archived').allowedWhen,
    },
    { name: 'history', label: 'History', link: '/event-history/:id', need: 'view' },
    {
      name: 'resolve',
      label: 'Resolve',
      hidden: true,
      stepUp: true,
      approval: { kind: 'marketResolution' },
      module: 'Unresolved Markets',
      body: RESOLVE_BODY,
      allowedWhen: eventResolvable,
    },
    {
      name: 'resolve-preview',
      label: 'Preview resolution',
      hidden: true,
      reads: true,
      module: 'Unresolved Markets',
      body: RESOLVE_PREVIEW_BODY,
      allowedWhen: eventResolvable,
    },
  ],
});

/** The module's domain, for other modules and the app (a module is reached through its index). */
export * from './domain';
