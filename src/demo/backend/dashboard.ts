import type { DashboardAnswer, KpiFigure } from '../../model/contract';
import { getDeclaration } from '../../model/registry';
import { fromCents, toCents } from '../rules/_money';
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

/** Sums `amount(row)` (cents) per day of `at(row)`. */
function daily(now: number, rows: Row[], at: (row: Row) => number, amount: (row: Row) => number) {
  const slots = days(now);
  const sums = slots.map(() => 0);
  const first = slots[0][1];
  for (const row of rows) {
    const slot = Math.floor((at(row) - first) / DAY);
    if (slot >= 0 && slot < 30) sums[slot] += amount(row);
  }
  return slots.map(([date], index) => ({ date, value: sums[index] }));
}

const notional = (trade: Row) => Math.round(Number(trade.price) * toCents(trade.size));

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
      trades
        .filter((trade) => time(trade.createdAt) > from && time(trade.createdAt) <= to)
        .reduce((total, trade) => total + notional(trade), 0);
    return {
      value: fromCents(sum(now - DAY, now)),
      previous: fromCents(sum(now - 2 * DAY, now - DAY)),
      series: daily(now, trades, (trade) => time(trade.createdAt), notional).map((day) => ({
        ...day,
        value: day.value / 100,
      })),
    };
  },
  openInterest(store, now) {
    const positions = store.all('positions');
    const then = now - 7 * DAY;
    const held = (position: Row, at: number) =>
      time(position.createdAt) <= at &&
      (position.status !== 'closed' || time(position.updatedAt) > at);
    const value = (price: unknown) => (position: Row) =>
      Math.round(Number(price ?? position.avgPrice) * toCents(position.size));
    return {
      value: fromCents(
        positions
          .filter((position) => position.status === 'open')
          .reduce((total, position) => total + value(position.currentPrice)(position), 0),
      ),
      previous: fromCents(
        positions
          .filter((position) => held(position, then))
          .reduce((total, position) => total + value(position.avgPrice)(position), 0),
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
      fees
        .filter((entry) => time(entry.at) > from && time(entry.at) <= to)
        .reduce((total, entry) => total + toCents(entry.amount), 0);
    return {
      value: fromCents(sum(now - 7 * DAY, now)),
      previous: fromCents(sum(now - 14 * DAY, now - 7 * DAY)),
      series: daily(
        now,
        fees,
        (entry) => time(entry.at),
        (entry) => toCents(entry.amount),
      ).map((day) => ({ ...day, value: day.value / 100 })),
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
