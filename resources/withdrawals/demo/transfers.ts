import type { DemoStore, Row } from '../../../src/demo/store';
import { actorName } from '../../../src/demo/people';

/**
 * What transfer lists and the fee ledger show beside the ids a record keeps: the user's email and
 * the coin's symbol (a backend joins them; a row then reads without one lookup per cell).
 */
export function transferNames(store: DemoStore): (row: Row) => Row {
  const emails = new Map(store.all('users').map((user) => [user._id, String(user.email)]));
  const symbols = new Map(store.all('coins').map((coin) => [coin._id, String(coin.symbol)]));
  return (row) => ({
    ...row,
    ...(row.userId === undefined ? {} : { userEmail: emails.get(String(row.userId)) ?? '' }),
    coinSymbol: symbols.get(String(row.coinId)) ?? '',
    ...(row.reviewedBy ? { reviewedByName: actorName(store, row.reviewedBy) } : {}),
  });
}
