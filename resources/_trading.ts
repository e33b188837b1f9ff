import {
  reasonCodes,
  ORDER_SIDES,
  ORDER_STATES,
  OUTCOMES,
  POSITION_STATES,
  TIME_IN_FORCE,
  TRADE_STATES,
  type Order,
  type Position,
  type Trade,
} from './domain';
import type {
  EntityAction,
  EntityListAction,
  FieldDeclaration,
  FilterDeclaration,
  ReferenceTarget,
  TypedFilter,
} from './types';
import { say } from './_text';

/**
 * What the trading declarations share (orders, trades, positions): their fields, filters and the
 * cancel actions. Rows carry the market's question and the user's name and email, added by the
 * demo API's views (resources/orders/demo/trading.ts) as a backend would join them. Each piece is typed
 * by the keys it names, so that the declarations typed for Order, Trade or Position check them.
 */

export const MARKET: ReferenceTarget = { resource: 'markets', labelKey: 'question' };
export const USER: ReferenceTarget = { resource: 'users', labelKey: 'email' };

const market: FieldDeclaration<'marketQuestion'> = {
  key: 'marketQuestion',
  label: 'Market',
  type: 'text',
  list: { width: 220 },
};
const user: FieldDeclaration<'userName'> = {
  key: 'userName',
  label: 'User',
  type: 'text',
  list: { width: 120 },
};
const userEmail: FieldDeclaration<'userEmail'> = {
  key: 'userEmail',
  label: 'User email',
  type: 'email',
  list: { hidden: true },
};
const outcome: FieldDeclaration<'outcome'> = {
  key: 'outcome',
  label: 'Outcome',
  type: 'enum',
  options: OUTCOMES.options,
  list: { width: 86 },
};
/** "BUY Yes": the side with the outcome after it (the outcome column stays out by default). */
const sideAndOutcome: FieldDeclaration<'side' | 'outcome'>[] = [
  {
    key: 'side',
    label: 'Side',
    type: 'enum',
    options: ORDER_SIDES.options,
    detail: { key: 'outcome' },
    list: { width: 108 },
  },
  { ...outcome, show: false, list: { width: 86, hidden: true } },
];
const shares = <K extends string>(key: K, label: string, hidden = false): FieldDeclaration<K> => ({
  key,
  label,
  type: 'money',
  list: { sortable: !hidden, width: 96, hidden },
});

/** An order: time in force by its labels (TIME_IN_FORCE), with the expiry of a GTD order. */
export const ORDER_FIELDS: readonly FieldDeclaration<keyof Order>[] = [
  // Room for the batch checkboxes of pending orders at 1440 px.
  { ...market, list: { width: 160 } },
  user,
  userEmail,
  ...sideAndOutcome,
  { key: 'price', label: 'Price', type: 'price', list: { sortable: true, width: 80 } },
  shares('size', 'Size'),
  shares('filledSize', 'Filled', true),
  shares('remainingSize', 'Remaining', true),
  {
    key: 'timeInForce',
    label: 'Time in force',
    type: 'enum',
    options: TIME_IN_FORCE.options,
    detail: { key: 'expiresAt', prefix: 'until', below: true },
    list: { width: 150 },
  },
  { key: 'expiresAt', label: 'Expires', type: 'datetime', list: { sortable: true, hidden: true } },
  { key: 'feeBps', label: 'Fee', type: 'bps', list: { hidden: true } },
  {
    key: 'status',
    label: 'Status',
    type: 'enum',
    options: ORDER_STATES.options,
    list: { width: 124 },
  },
  { key: 'rejectReason', label: 'Reject reason', type: 'text' },
  { key: 'cancelReason', label: 'Cancel reason', type: 'text', list: { hidden: true } },
  { key: 'createdAt', label: 'Placed', type: 'datetime', list: { sortable: true } },
  { key: 'updatedAt', label: 'Updated', type: 'datetime', list: { sortable: true, hidden: true } },
];

const dateRange = <K extends string>(key: K, label: string): TypedFilter<K> => ({
  key,
  label,
  type: 'dateRange',
});

/** The side filter's key, unless the rows have no side (positions: `side: false`). */
type SideKey<S extends boolean> = S extends false ? never : 'side';

/**
 * Market, user, side, status and date range (`createdAt` unless `dateKey`), all applied by the
 * server. Typed by the keys it filters on (never inferred from where the result goes).
 */
export function tradingFilters<
  U extends string,
  D extends string = 'createdAt',
  S extends boolean = true,
>(options: {
  userKey: U;
  status: FilterDeclaration['options'];
  dateKey?: D;
  dateLabel: string;
  side?: S;
}): TypedFilter<NoInfer<'marketId' | 'status' | 'createdAt' | U | D | SideKey<S>>>[] {
  const side: TypedFilter<SideKey<S>>[] =
    options.side === false
      ? []
      : [
          {
            // `side` is not false here, so the key is 'side' (a value does not narrow S).
            key: 'side' as SideKey<S>,
            label: 'Side',
            type: 'enum',
            options: ORDER_SIDES.options,
          },
        ];
  return [
    { key: 'q', label: 'Search market or user', type: 'search' },
    { key: 'marketId', label: 'Market', type: 'reference', reference: MARKET },
    { key: options.userKey, label: 'User', type: 'reference', reference: USER },
    ...side,
    { key: 'status', label: 'Status', type: 'enum', options: options.status },
    dateRange(options.dateKey ?? 'createdAt', options.dateLabel),
  ];
}

/** States an admin may cancel an order from (ORDER_STATES: open and partially filled). */
const CANCEL = ORDER_STATES.move('cancelled');
export const CANCELLABLE_ORDER_STATUSES = CANCEL.allowedWhen.in;

/** Why an admin cancels orders, one or all of a market's or a user's: the same codes. */
const CANCEL_REASONS = {
  reasons: reasonCodes('market_manipulation', 'risk_limit', 'market_error', 'user_request'),
  input: { key: 'cancelReason', label: 'Details' },
};

export const CANCEL_ORDER: EntityAction<Order> = {
  name: 'cancel',
  label: 'Cancel',
  danger: true,
  key: 'c',
  confirm: 'Cancel this order? Its unfilled size leaves the book; what was filled stays.',
  ...CANCEL_REASONS,
  ...CANCEL,
};

/** Cancel every open or partially filled order of one market or of one user, in one request. */
export const CANCEL_ALL_ORDERS: EntityListAction<Order> = {
  name: 'cancel-all',
  label: 'Cancel all open orders',
  danger: true,
  pick: [
    { key: 'marketId', label: 'Market', reference: MARKET },
    { key: 'userId', label: 'User', reference: USER },
  ],
  confirm: (count) =>
    count === 0
      ? say`There are no open orders to cancel.`
      : count === 1
        ? say`${count} open order will be cancelled.`
        : say`${count} open orders will be cancelled.`,
  done: (count) =>
    count === 1 ? say`${count} open order cancelled` : say`${count} open orders cancelled`,
  ...CANCEL_REASONS,
  ...CANCEL,
};

/** A trade between a taker and a maker, with its transaction on the chain scan. */
export const TRADE_FIELDS: readonly FieldDeclaration<keyof Trade>[] = [
  { ...market, list: { width: 230 } },
  { key: 'takerName', label: 'Taker', type: 'text', list: { width: 120 } },
  { key: 'makerName', label: 'Maker', type: 'text', list: { width: 120, hidden: true } },
  { key: 'takerEmail', label: 'Taker email', type: 'email' },
  { key: 'makerEmail', label: 'Maker email', type: 'email' },
  ...sideAndOutcome,
  { key: 'price', label: 'Price', type: 'price', list: { sortable: true, width: 80 } },
  shares('size', 'Size'),
  { key: 'takerFee', label: 'Taker fee', type: 'money', unit: 'USDC', list: { hidden: true } },
  { key: 'makerFee', label: 'Maker fee', type: 'money', unit: 'USDC', list: { hidden: true } },
  { key: 'txSignature', label: 'Transaction', type: 'txSignature', list: { width: 150 } },
  { key: 'status', label: 'Status', type: 'enum', options: TRADE_STATES.options, list: true },
  { key: 'createdAt', label: 'Time', type: 'datetime', list: { sortable: true } },
  { key: 'takerOrderId', label: 'Taker order', type: 'text' },
  { key: 'makerOrderId', label: 'Maker order', type: 'text' },
];

const pnl = <K extends string>(key: K, label: string, hidden = false): FieldDeclaration<K> => ({
  key,
  label,
  type: 'money',
  unit: 'USDC',
  signed: true,
  list: { sortable: true, width: 140, hidden },
});

/** A position: realised and unrealised PnL in USDC, coloured by sign. */
export function positionFields(closed: boolean): FieldDeclaration<keyof Position>[] {
  return [
    { ...market, list: { width: 210 } },
    user,
    userEmail,
    outcome,
    shares('size', 'Shares', closed),
    { key: 'avgPrice', label: 'Avg price', type: 'price', list: { width: 90 } },
    {
      key: 'currentPrice',
      label: 'Price now',
      type: 'price',
      list: { width: 96, hidden: closed },
    },
    pnl('unrealizedPnl', 'Unrealised PnL', closed),
    pnl('realizedPnl', 'Realised PnL', !closed),
    {
      key: 'payout',
      label: 'Payout',
      type: 'money',
      unit: 'USDC',
      list: { width: 130, hidden: !closed },
    },
    {
      key: 'status',
      label: 'Status',
      type: 'enum',
      options: POSITION_STATES.options,
      list: { width: 110, hidden: closed },
    },
    { key: 'redeemedAt', label: 'Redeemed', type: 'datetime', list: { hidden: true } },
    { key: 'createdAt', label: 'Opened', type: 'datetime', list: { sortable: true } },
    {
      key: 'updatedAt',
      label: closed ? 'Closed' : 'Updated',
      type: 'datetime',
      list: { sortable: true, hidden: !closed },
    },
  ];
}
