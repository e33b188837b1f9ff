import type { DashboardAnswer, KpiFigure } from '../../model/contract';
import { getDeclaration } from '../../model/registry';
import { notional, sumAmounts } from '../rules/_money';
import { allMarkets } from '../rules/_markets';
import { ok } from '../http-utils';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const time = (value: unknown) => Date.parse(String(value));

/** 30 UTC days ending today, as [date, start ms]. */
function days(now: number): [string, number][] {
  const first = (Math.floor(now / DAY) - 29) * DAY;
  return Array.from({ length: 30 }, (_, index) => {
    const start = first + index * DAY;
    return [new Date(start).toISOString().slice(0, 10), start];
  });
}

/** Sums `amount(row)` (an exact decimal) per day of `at(row)`; the chart's points are numbers. */
function daily(now: number, rows: Row[], at: (row: Row) => number, amount: (row: Row) => unknown) {
  const slots = days(now);
  const terms = slots.map((): unknown[] => []);
  const first = slots[0][1];
  for (const row of rows) {
    const slot = Math.floor((at(row) - first) / DAY);
    if (slot >= 0 && slot < 30) terms[slot].push(amount(row));
  }
  return slots.map(([date], index) => ({ date, value: Number(sumAmounts(terms[index])) }));
}

/** Money is summed exactly (DOMAIN: never floats): 4-decimal fees are not rounded one by one. */
const tradeValue = (trade: Row) => notional(trade.price, trade.size);

/** Each KPI of resources/dashboard.ts, from the store at `now`. */
const FIGURES: Record<string, (store: DemoStore, now: number) => Omit<KpiFigure, 'key'>> = {
  users(store, now) {
    const users = store.all('users');
    return {
      value: users.length,
      previous: users.filter((user) => time(user.createdAt) <= now - 7 * DAY).length,
      series: daily(
        now,
        users,
        (user) => time(user.createdAt),
        () => 1,
      ),
    };
  },
  activeMarkets(store, now) {
    const markets = allMarkets(store);
    const then = now - 7 * DAY;
    return {
      value: markets.filter((market) => market.status === 'active').length,
      // Open for trading a week ago: started, not yet ended, and not a draft or cancelled since.
      previous: markets.filter(
        (market) =>
          time(market.startDate) <= then &&
          time(market.endDate) > then &&
          market.status !== 'draft' &&
          market.status !== 'cancelled',
      ).length,
    };
  },
  volume24h(store, now) {
    const trades = store.all('trades').filter((trade) => trade.status !== 'failed');
    const sum = (from: number, to: number) =>
      sumAmounts(
        trades
          .filter((trade) => time(trade.createdAt) > from && time(trade.createdAt) <= to)
          .map(tradeValue),
      );
    return {
      value: sum(now - DAY, now),
      previous: sum(now - 2 * DAY, now - DAY),
      series: daily(now, trades, (trade) => time(trade.createdAt), tradeValue),
    };
  },
  openInterest(store, now) {
    const positions = store.all('positions');
    const then = now - 7 * DAY;
    const held = (position: Row, at: number) =>
      time(position.createdAt) <= at &&
      (position.status !== 'closed' || time(position.updatedAt) > at);
    return {
      value: sumAmounts(
        positions
          .filter((position) => position.status === 'open')
          .map((position) => notional(position.currentPrice ?? position.avgPrice, position.size)),
      ),
      previous: sumAmounts(
        positions
          .filter((position) => held(position, then))
          .map((position) => notional(position.avgPrice, position.size)),
      ),
    };
  },
  pendingWithdrawals(store, now) {
    const waiting = ['pending', 'awaitingSecondApproval'];
    const withdrawals = store.all('withdrawals');
    const then = now - DAY;
    return {
      value: withdrawals.filter((row) => waiting.includes(String(row.status))).length,
      previous: withdrawals.filter(
        (row) =>
          time(row.createdAt) <= then &&
          (waiting.includes(String(row.status)) || time(row.reviewedAt) > then),
      ).length,
    };
  },
  feeRevenue(store, now) {
    // Fees are summed in USDC only: other coins' withdrawal fees are not comparable amounts.
    const usdc = store.all('coins').find((coin) => coin.symbol === 'USDC')?._id;
    const fees = store.all('adminProfit').filter((entry) => entry.coinId === usdc);
    const sum = (from: number, to: number) =>
      sumAmounts(
        fees
          .filter((entry) => time(entry.at) > from && time(entry.at) <= to)
          .map((entry) => entry.amount),
      );
    return {
      value: sum(now - 7 * DAY, now),
      previous: sum(now - 14 * DAY, now - 7 * DAY),
      series: daily(
        now,
        fees,
        (entry) => time(entry.at),
        (entry) => entry.amount,
      ),
    };
  },
};

/**
 * GET /api/admin/dashboard: the KPI figures of the modules the caller may view, and no others
 * (a figure is data of its module: an admin without Withdraw never receives the pending count).
 */
export function createDashboardRoute(store: DemoStore, permitted: Permit) {
  return async function dashboard(admin: Row): Promise<Response> {
    const denied = await permitted(admin, 'Dashboard', 'view');
    if (denied) return denied;
    const figures: KpiFigure[] = [];
    for (const kpi of getDeclaration('dashboard')?.kpis ?? []) {
      const compute = FIGURES[kpi.key];
      if (!compute || (await permitted(admin, kpi.module, 'view'))) continue;
      figures.push({ key: kpi.key, ...compute(store, store.now()) });
    }
    const answer: DashboardAnswer = { figures };
    return ok(answer);
  };
}
