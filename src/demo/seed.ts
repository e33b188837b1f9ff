/**
 * Deterministic demo data for the embedded demo API (docs/demo.md).
 *
 * `createSeed(seed)` returns the same plain JSON object for the same seed: a mulberry32 PRNG drives
 * every choice and all dates derive from REFERENCE_TIME (2026-11-01T00:00:00.000Z), spread over the
 * previous ~120 days and up to a few weeks ahead, every event ending at noon UTC. Nothing reads the
 * clock or Math.random; the store moves the dates to the current hour (seed/shift.ts).
 *
 * Admins are not generated here; records refer to them by the demo admin ids in `ADMIN_IDS`
 * (seed/rng.ts: 'admin-superadmin', 'admin-operator', ...), and to the resolver 'oracle' or the actor 'system'.
 *
 * Consistency kept by the generator (and pinned by tests/unit/seed-*.test.ts):
 * - Event.volume / Event.liquidity are decimal strings equal to the sums over its markets; a
 *   market's volume and volume24h are those of its trades, its liquidity that of its resting
 *   orders (resources/domain/figures.ts).
 * - Tag.eventCount is the number of events carrying the tag.
 * - Resolved/archived events have every market resolved or cancelled; each resolved market has a
 *   winningOutcome, resolvedAt and one ResolutionRecord; a negRisk event resolves exactly one Yes.
 * - Binary outcomePrices sum to exactly 1; order prices are tick multiples within [tick, 1 - tick];
 *   GTD orders, and only they, have expiresAt; filled orders have remainingSize '0.00'.
 * - Withdrawal.netAmount = amount - fee; above the coin's secondApprovalThreshold, approved
 *   withdrawals carry two approvals by different admins.
 * - Ids are 24-hex ObjectId-like strings (creation time + random), unique across the whole seed;
 *   slugs, emails and tx signatures are unique.
 */
import type {
  AdminProfit,
  AuditEntry,
  Category,
  Coin,
  Deposit,
  LoginHistory,
  Module,
  Notification,
  Order,
  Position,
  Series,
  SiteSetting,
  SubModule,
  Tag,
  Trade,
  User,
  UserLogin,
} from '../../resources/domain';
import type { CmsPage } from '../../resources/cms-pages';
import type { EmailTemplate } from '../../resources/email-templates';
import type { TradeBot } from '../../resources/trade-bots';
import type { Event, ResolutionRecord } from '../../resources/events';
import type { Withdrawal } from '../../resources/withdrawals';
import { buildAuditTrail } from './seed/audit';
import {
  countedTrades,
  liquidityByMarket,
  marketVolumes,
  NO_VOLUME,
  sumUsdc,
  ZERO_USDC,
} from '../../resources/domain';
import { buildCatalogue } from './seed/catalogue';
import { buildCoins } from './seed/coins';
import { buildUsers } from './seed/users';
import { buildTransfers } from '../../resources/withdrawals/demo/seed';
import { buildOperations } from './seed/ops';
import { REFERENCE_TIME, Rng } from './seed/rng';
import { buildTrading } from '../../resources/orders/demo/seed';

const DEFAULT_SEED = 20261122;
/** The fixed "now" of the demo data. */
export const SEED_REFERENCE_DATE = new Date(REFERENCE_TIME).toISOString();

export interface DemoData {
  categories: Category[];
  tags: Tag[];
  series: Series[];
  /** Each event embeds its markets. */
  events: Event[];
  resolutions: ResolutionRecord[];
  orders: Order[];
  trades: Trade[];
  positions: Position[];
  users: User[];
  'user-logins': UserLogin[];
  coins: Coin[];
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  'admin-profit': AdminProfit[];
  'trade-bots': TradeBot[];
  'email-templates': EmailTemplate[];
  'cms-pages': CmsPage[];
  notifications: Notification[];
  modules: Module[];
  'sub-modules': SubModule[];
  'login-history': LoginHistory[];
  'audit-log': AuditEntry[];
  'site-setting': SiteSetting;
}

/** The array-valued keys of DemoData (every collection but the single site-setting). */
type DemoCollection = Exclude<keyof DemoData, 'site-setting'>;

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  'categories',
  'tags',
  'series',
  'events',
  'resolutions',
  'orders',
  'trades',
  'positions',
  'users',
  'user-logins',
  'coins',
  'deposits',
  'withdrawals',
  'admin-profit',
  'trade-bots',
  'email-templates',
  'cms-pages',
  'notifications',
  'modules',
  'sub-modules',
  'login-history',
  'audit-log',
];

/**
 * Markets' and events' volumes are those of their trades (marketVolumes, at the seed's reference
 * time), their liquidity what rests on their books (liquidityByMarket), as a backend computes
 * them; the demo API derives them again for each request.
 */
function storeFigures(events: Event[], trades: Trade[], orders: Order[]): void {
  const volumes = marketVolumes(countedTrades(trades), REFERENCE_TIME);
  const liquidity = liquidityByMarket(orders);
  for (const event of events) {
    for (const market of event.markets) {
      Object.assign(market, volumes.get(market._id) ?? NO_VOLUME);
      market.liquidity = liquidity.get(market._id) ?? ZERO_USDC;
    }
    event.volume = sumUsdc(event.markets.map((market) => market.volume));
    event.liquidity = sumUsdc(event.markets.map((market) => market.liquidity));
  }
}

export function createSeed(seed = DEFAULT_SEED): DemoData {
  const rng = new Rng(seed);
  const catalogue = buildCatalogue(rng);
  const coins = buildCoins(rng);
  const { users, userLogins } = buildUsers(rng, coins);
  const { orders, trades, tradeFees, positions } = buildTrading(rng, catalogue.markets, users);
  storeFigures(catalogue.events, trades, orders);
  const { deposits, withdrawals, adminProfit } = buildTransfers(
    rng,
    coins,
    users,
    trades,
    tradeFees,
  );
  const ops = buildOperations(rng, catalogue.markets);
  const auditLog = buildAuditTrail(rng, {
    events: catalogue.events,
    eventHistory: catalogue.eventHistory,
    withdrawals,
    deposits,
    loginHistory: ops.loginHistory,
    coinSymbols: new Map(coins.map(({ coin }) => [coin._id, coin.symbol])),
  });
  return {
    categories: catalogue.categories,
    tags: catalogue.tags,
    series: catalogue.series,
    events: catalogue.events,
    resolutions: catalogue.resolutions,
    orders,
    trades,
    positions,
    users,
    'user-logins': userLogins,
    coins: coins.map((c) => c.coin),
    deposits,
    withdrawals,
    'admin-profit': adminProfit,
    'trade-bots': ops.tradeBots,
    'email-templates': ops.emailTemplates,
    'cms-pages': ops.cmsPages,
    notifications: ops.notifications,
    modules: ops.modules,
    'sub-modules': ops.subModules,
    'login-history': ops.loginHistory,
    'audit-log': auditLog,
    'site-setting': ops.siteSetting,
  };
}
