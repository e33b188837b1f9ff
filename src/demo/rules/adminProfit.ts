import { sumDecimals, type AdminProfitStats, type CoinProfit } from '../../../resources/domain';
import { badRequest } from '../http-utils';
import type { DemoStore } from '../store';
import { marketsOf } from './_markets';
import { transferNames } from './_transfers';
import type { CollectionRules } from './_types';

const DAY = 86_400_000;
/** The longest range the stats answer at once. */
const MAX_PROFIT_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Fee revenue per coin and per UTC day over `from`..`to` (default: the last 30 days ending
 * today), summed exactly from the ledger; 400 on a bad or too long range.
 */
function profitStats(store: DemoStore, params: URLSearchParams): AdminProfitStats | Response {
  const today = Math.floor(store.now() / DAY) * DAY;
  const to = params.get('to') || dayOf(today);
  const from = params.get('from') || dayOf(Date.parse(to) - 29 * DAY);
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!DATE.test(value) || Number.isNaN(Date.parse(value)))
      return badRequest('Dates are written YYYY-MM-DD', { [key]: `Not a date: "${value}"` });
  }
  const start = Date.parse(from);
  const count = Math.round((Date.parse(to) - start) / DAY) + 1;
  if (count < 1) return badRequest('The range ends before it starts', { to: 'Before the start' });
  if (count > MAX_PROFIT_DAYS)
    return badRequest(`At most ${MAX_PROFIT_DAYS} days at a time`, {
      to: `At most ${MAX_PROFIT_DAYS} days after the start`,
    });

  const days = Array.from({ length: count }, (_, index) => dayOf(start + index * DAY));
  const buckets = new Map(
    store.all('coins').map((coin) => [
      coin._id,
      {
        symbol: String(coin.symbol),
        trade: Array.from({ length: count }, () => [] as unknown[]),
        withdrawal: Array.from({ length: count }, () => [] as unknown[]),
        entries: 0,
      },
    ]),
  );
  for (const entry of store.all('adminProfit')) {
    const slot = Math.floor((Date.parse(String(entry.at)) - start) / DAY);
    const bucket = buckets.get(String(entry.coinId));
    if (!bucket || slot < 0 || slot >= count) continue;
    (entry.source === 'withdrawal' ? bucket.withdrawal : bucket.trade)[slot].push(entry.amount);
    bucket.entries += 1;
  }
  const coins: CoinProfit[] = [...buckets].map(([coinId, bucket]) => {
    const daily = days.map((_, index) => ({
      trade: sumDecimals(bucket.trade[index]),
      withdrawal: sumDecimals(bucket.withdrawal[index]),
    }));
    const trade = sumDecimals(daily.map((day) => day.trade));
    const withdrawal = sumDecimals(daily.map((day) => day.withdrawal));
    return {
      coinId,
      symbol: bucket.symbol,
      trade,
      withdrawal,
      total: sumDecimals([trade, withdrawal]),
      entries: bucket.entries,
      daily,
    };
  });
  return { from, to, days, coins };
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
    return store.all('adminProfit').map((entry) => ({
      ...names(entry),
      ...(entry.marketId ? { marketQuestion: questions.get(String(entry.marketId)) ?? '' } : {}),
    }));
  },
  stats: profitStats,
};

export default adminProfit;
