import {
  DAY_MS,
  feeRevenuePerDay,
  sumDecimals,
  utcDate,
  utcDays,
  type AdminProfitStats,
  type CoinProfit,
} from '../../domain';
import { badRequest } from '../../../src/demo/http-utils';
import type { DemoStore } from '../../../src/demo/store';
import { marketsOf } from '../../events/demo';
import { transferNames } from '../../withdrawals/demo';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

/** The longest range the stats answer at once. */
const MAX_PROFIT_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Fee revenue per coin and per UTC day over `from`..`to` (default: the last 30 days ending
 * today), summed exactly from the ledger; 400 on a bad or too long range.
 */
function profitStats(store: DemoStore, params: URLSearchParams): AdminProfitStats | Response {
  const today = Math.floor(store.now() / DAY_MS) * DAY_MS;
  const to = params.get('to') || utcDate(today);
  const from = params.get('from') || utcDate(Date.parse(to) - 29 * DAY_MS);
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!DATE.test(value) || Number.isNaN(Date.parse(value)))
      return badRequest(say`Dates are written YYYY-MM-DD`, { [key]: say`Not a date: "${value}"` });
  }
  const start = Date.parse(from);
  const count = Math.round((Date.parse(to) - start) / DAY_MS) + 1;
  if (count < 1)
    return badRequest(say`The range ends before it starts`, { to: say`Before the start` });
  if (count > MAX_PROFIT_DAYS)
    return badRequest(say`At most ${MAX_PROFIT_DAYS} days at a time`, {
      to: say`At most ${MAX_PROFIT_DAYS} days after the start`,
    });

  const days = utcDays(Date.parse(to), count);
  const entries = store.all('admin-profit');
  // One definition with the dashboard's fee tile (feeRevenuePerDay, resources/domain/figures.ts).
  const coins: CoinProfit[] = store.all('coins').map((coin) => {
    const daily = feeRevenuePerDay(entries, coin._id, days);
    const trade = sumDecimals(daily.map((day) => day.trade));
    const withdrawal = sumDecimals(daily.map((day) => day.withdrawal));
    return {
      coinId: coin._id,
      symbol: String(coin.symbol),
      mintAddress: String(coin.mintAddress),
      trade,
      withdrawal,
      total: sumDecimals([trade, withdrawal]),
      entries: daily.reduce((sum, day) => sum + day.entries, 0),
      daily: daily.map((day) => ({ trade: day.trade, withdrawal: day.withdrawal })),
    };
  });
  return { from, to, days: days.map((day) => day.date), coins };
}

/** The fee ledger with coin symbols and market questions; its sums per coin and day (stats). */
const adminProfit: CollectionRules = {
  view(store) {
    const names = transferNames(store);
    const questions = new Map(
      store
        .all('events')
        .flatMap(marketsOf)
        .map((market) => [market._id, String(market.question)]),
    );
    return store.all('admin-profit').map((entry) => ({
      ...names(entry),
      ...(entry.marketId ? { marketQuestion: questions.get(String(entry.marketId)) ?? '' } : {}),
    }));
  },
  stats: profitStats,
  statsParams: ['from', 'to'],
};

export default adminProfit;
