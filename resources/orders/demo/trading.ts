import { CANCELLABLE_ORDER_STATUSES } from '../../_trading';
import { marketsOf } from '../../events/demo';
import type { DemoStore, Row } from '../../../src/demo/store';

/**
 * Orders, trades and positions as the admin API answers them: with the market's question and the
 * user's name and email joined in (a backend's join), so that lists search, sort and show them
 * without a request per row.
 */
function lookups(store: DemoStore) {
  const questions = new Map<string, unknown>();
  for (const event of store.all('events'))
    for (const market of marketsOf(event)) questions.set(market._id, market.question);
  const users = new Map(store.all('users').map((user) => [user._id, user]));
  return {
    question: (id: unknown) => questions.get(String(id)) ?? String(id ?? ''),
    name: (id: unknown) => users.get(String(id))?.name ?? String(id ?? ''),
    email: (id: unknown) => users.get(String(id))?.email ?? '',
  };
}

export function ordersView(store: DemoStore, keep: (order: Row) => boolean = () => true): Row[] {
  const join = lookups(store);
  return store
    .all('orders')
    .filter(keep)
    .map((order) => ({
      ...order,
      marketQuestion: join.question(order.marketId),
      userName: join.name(order.userId),
      userEmail: join.email(order.userId),
    }));
}

const CANCELLABLE = new Set(CANCELLABLE_ORDER_STATUSES);
export const isCancellable = (order: Row) => CANCELLABLE.has(String(order.status));

/** `userIds` holds the taker and the maker, so that `?userIds=` finds a user on either side. */
export function tradesView(store: DemoStore): Row[] {
  const join = lookups(store);
  return store.all('trades').map((trade) => ({
    ...trade,
    marketQuestion: join.question(trade.marketId),
    takerName: join.name(trade.takerUserId),
    makerName: join.name(trade.makerUserId),
    takerEmail: join.email(trade.takerUserId),
    makerEmail: join.email(trade.makerUserId),
    userIds: [trade.takerUserId, trade.makerUserId],
  }));
}

export function positionsView(store: DemoStore, keep: (position: Row) => boolean): Row[] {
  const join = lookups(store);
  return store
    .all('positions')
    .filter(keep)
    .map((position) => ({
      ...position,
      marketQuestion: join.question(position.marketId),
      userName: join.name(position.userId),
      userEmail: join.email(position.userId),
    }));
}
