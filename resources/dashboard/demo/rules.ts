import type { DashboardAnswer, KpiFigure, ReasonCount } from '../../../src/model/contract';
import {
  dailyVolume,
  DAY_MS,
  FEE_TILE_DAYS,
  REASON_COUNT_DAYS,
  feeRevenuePerDay,
  last24Hours,
  sumDecimals,
  sumPerDay,
  utcDays,
  volume,
  type UtcDay,
} from '../../domain';
import { AWAITING_REVIEW } from '../../withdrawals';
import { notional, sumAmounts } from '../../../src/demo/cents';
import { allMarkets, tradeVolumes } from '../../events/demo';
import type { CollectionRules } from '../../../src/demo/rules';
import type { DemoStore, Row } from '../../../src/demo/store';
import dashboard from '..';

const time = (value: unknown) => Date.parse(String(value));

/** The dashboard's charts: 30 UTC days ending today. */
const chartDays = (now: number) => utcDays(now, 30);

/** Exact daily sums as the chart's points (numbers). */
const points = (days: readonly UtcDay[], sums: readonly string[]) =>
  days.map((day, index) => ({ date: day.date, value: Number(sums[index]) }));

/** The settlement coin's fee revenue per UTC day (trades and withdrawals), as /admin-profit sums it. */
function usdcFees(store: DemoStore, days: readonly UtcDay[]): string[] {
  // Fees are summed in USDC only: other coins' withdrawal fees are not comparable amounts.
  const usdc = String(store.all('coins').find((coin) => coin.symbol === 'USDC')?._id);
  return feeRevenuePerDay(store.all('admin-profit'), usdc, days).map((day) =>
    sumDecimals([day.trade, day.withdrawal]),
  );
}

/** Each KPI of the dashboard's declaration, from the store at `now`. */
const FIGURES: Record<string, (store: DemoStore, now: number) => Omit<KpiFigure, 'key'>> = {
  users(store, now) {
    const users = store.all('users');
    const days = chartDays(now);
    return {
      value: users.length,
      previous: users.filter((user) => time(user.createdAt) <= now - 7 * DAY_MS).length,
      series: points(
        days,
        sumPerDay(
          users,
          days,
          (user) => user.createdAt,
          () => 1,
        ),
      ),
    };
  },
  activeMarkets(store, now) {
    const markets = allMarkets(store);
    const then = now - 7 * DAY_MS;
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
    // One definition with /market-overview and each market's 24 h volume (domain figures).
    const { trades } = tradeVolumes(store);
    const days = chartDays(now);
    return {
      value: volume(trades, last24Hours(now)),
      previous: volume(trades, last24Hours(now - DAY_MS)),
      series: points(
        days,
        dailyVolume(trades, days).map((day) => day.volume),
      ),
    };
  },
  openInterest(store, now) {
    const positions = store.all('positions');
    const then = now - 7 * DAY_MS;
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
    const waiting: readonly string[] = AWAITING_REVIEW;
    const withdrawals = store.all('withdrawals');
    const then = now - DAY_MS;
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
    // The last FEE_TILE_DAYS UTC days, today included: /admin-profit over the same days agrees.
    const sum = (last: number) => sumDecimals(usdcFees(store, utcDays(last, FEE_TILE_DAYS)));
    const days = chartDays(now);
    return {
      value: sum(now),
      previous: sum(now - FEE_TILE_DAYS * DAY_MS),
      series: points(days, usdcFees(store, days)),
    };
  },
};

/**
 * How often each reason code was given, per action, over the last days: entries of the audit
 * trail that were done, of actions on modules the admin may view.
 */
async function reasonCounts(
  store: DemoStore,
  mayView: (module: string) => Promise<boolean>,
): Promise<ReasonCount[]> {
  const since = store.now() - REASON_COUNT_DAYS * DAY_MS;
  const counted = new Map<string, ReasonCount>();
  const modules = new Map<string, boolean>();
  const viewable = async (module: string) => {
    if (!modules.has(module)) modules.set(module, await mayView(module));
    return modules.get(module)!;
  };
  for (const entry of store.all('audit-log')) {
    // Done (200): a refusal gave no reason, and nothing waiting for a second admin is done yet.
    if (!entry.reasonCode || entry.outcome !== 200 || time(entry.at) < since) continue;
    if (!(await viewable(String(entry.module)))) continue;
    const key = `${String(entry.resource)} ${String(entry.action)} ${String(entry.reasonCode)}`;
    const count = counted.get(key);
    if (count) count.count += 1;
    else
      counted.set(key, {
        resource: String(entry.resource),
        action: String(entry.action),
        code: String(entry.reasonCode),
        count: 1,
      });
  }
  return [...counted.values()].sort((a, b) => b.count - a.count);
}

/**
 * GET /api/admin/dashboard: the KPI figures of the modules the caller may view, and no others
 * (a figure is data of its module: an admin without Withdraw never receives the pending count),
 * and the reason codes given on those modules.
 */
const rules: CollectionRules = {
  async page({ store }, mayView) {
    const figures: KpiFigure[] = [];
    for (const kpi of dashboard.kpis ?? []) {
      const compute = FIGURES[kpi.key];
      if (!compute || !(await mayView(kpi.module))) continue;
      figures.push({ key: kpi.key, ...compute(store, store.now()) });
    }
    const answer: DashboardAnswer = { figures, reasons: await reasonCounts(store, mayView) };
    return answer;
  },
};

export default rules;
