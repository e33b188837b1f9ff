/**
 * Business entities of the prediction-market platform (see DOMAIN.md).
 *
 * Conventions used by every type below:
 * - `_id` is a 24-hex-character string (a Mongo ObjectId).
 * - Dates are ISO 8601 strings in UTC (`2026-11-01T00:00:00.000Z`).
 * - Amounts (token units, volumes, sizes, PnL) are decimal strings such as `'1250.50'`, never floats.
 *   They may be negative only where noted (PnL).
 * - Prices and probabilities are numbers in 0..1.
 * - Fees are integer basis points 0..10000.
 *
 * This file imports nothing: the app, the data provider and the demo API all depend on it.
 */

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

/** ISO 8601 date-time string in UTC. */
export type IsoDate = string;
/** Decimal amount as a string (`'1250.50'`, `'-3.20'`, `'0'`). */
export type DecimalString = string;
/** A price or probability, 0..1. */
export type Price = number;
/** Integer basis points, 0..10000 (100 bps = 1 %). */
export type Bps = number;
/** A base58 Solana public key (32 bytes, 32..44 characters). */
export type SolanaAddress = string;
/** A base58 Solana transaction signature (64 bytes, about 88 characters). */
export type TxSignature = string;

/** Any JSON value; used for the before/after snapshots of history rows. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Fields every stored record has. */
export interface BaseRecord {
  _id: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/** Fields of records an admin creates or edits: the admin `_id`s of the last writers. */
export interface Editable {
  createdBy?: string;
  updatedBy?: string;
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export interface Category extends BaseRecord, Editable {
  name: string;
  /** Unique. */
  slug: string;
  /** `_id` of the parent category for a sub-category. */
  parentId?: string;
  sortOrder: number;
  isActive: boolean;
}

export interface Tag extends BaseRecord, Editable {
  label: string;
  /** Unique. */
  slug: string;
  forceShow: boolean;
  forceHide: boolean;
  /** Read-only: number of events carrying this tag. */
  eventCount: number;
}

export const SERIES_RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type SeriesRecurrence = (typeof SERIES_RECURRENCES)[number];

/** draft -> active -> closed -> archived */
export const SERIES_STATUSES = ['draft', 'active', 'closed', 'archived'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export interface Series extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  ticker: string;
  recurrence: SeriesRecurrence;
  categoryId: string;
  tagIds: string[];
  /** Image URL. */
  image: string;
  description: string;
  feeBps: Bps;
  status: SeriesStatus;
}

/** draft -> active -> closed -> resolved -> archived, or -> cancelled from draft/active/closed. */
export const EVENT_STATUSES = [
  'draft',
  'active',
  'closed',
  'resolved',
  'archived',
  'cancelled',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Allowed event status changes (DOMAIN.md). */
export const EVENT_TRANSITIONS: Readonly<Record<EventStatus, readonly EventStatus[]>> = {
  draft: ['active', 'cancelled'],
  active: ['closed', 'cancelled'],
  closed: ['resolved', 'cancelled'],
  resolved: ['archived'],
  archived: [],
  cancelled: [],
};

export const OUTCOMES = ['Yes', 'No'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A resolution outcome: Yes pays [1,0], No [0,1], Invalid (50-50) [0.5,0.5]. */
export const RESOLUTION_OUTCOMES = ['Yes', 'No', 'Invalid'] as const;
export type ResolutionOutcome = (typeof RESOLUTION_OUTCOMES)[number];

/** Payout per outcome, in the order of `Market.outcomes` (`[Yes, No]`). */
export type Payouts = [number, number];

export const RESOLUTION_PAYOUTS: Readonly<Record<ResolutionOutcome, Readonly<Payouts>>> = {
  Yes: [1, 0],
  No: [0, 1],
  Invalid: [0.5, 0.5],
};

export const TICK_SIZES = [0.1, 0.01, 0.001, 0.0001] as const;
export type TickSize = (typeof TICK_SIZES)[number];

/** draft -> active <-> paused -> closed -> resolved, or -> cancelled. */
export const MARKET_STATUSES = [
  'draft',
  'active',
  'paused',
  'closed',
  'resolved',
  'cancelled',
] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const MARKET_TRANSITIONS: Readonly<Record<MarketStatus, readonly MarketStatus[]>> = {
  draft: ['active', 'cancelled'],
  active: ['paused', 'closed', 'cancelled'],
  paused: ['active', 'closed', 'cancelled'],
  // Extending endDate of a closed market reopens it (-> active).
  closed: ['resolved', 'active', 'cancelled'],
  resolved: [],
  cancelled: [],
};

/**
 * A binary market of an event. Volumes and liquidity are decimal strings in USDC;
 * prices are numbers. `outcomePrices[i]` is the price of `outcomes[i]` and they sum to exactly 1.
 */
export interface Market extends BaseRecord, Editable {
  eventId: string;
  question: string;
  /** Unique. */
  slug: string;
  /** Always `['Yes', 'No']`. */
  outcomes: Outcome[];
  /** Prices of `outcomes`, summing to 1 (a resolved market shows its payouts). */
  outcomePrices: Price[];
  tickSize: TickSize;
  /** Minimum order size in shares (decimal string). */
  minOrderSize: DecimalString;
  makerFeeBps: Bps;
  takerFeeBps: Bps;
  startDate: IsoDate;
  endDate: IsoDate;
  acceptingOrders: boolean;
  /** Read-only, USDC. */
  volume: DecimalString;
  /** Read-only, USDC traded in the last 24 h. */
  volume24h: DecimalString;
  /** Read-only, USDC resting on the book. */
  liquidity: DecimalString;
  /** Read-only; null when the market has no book (draft, closed, resolved, cancelled). */
  bestBid: Price | null;
  /** Read-only; null when the market has no book. */
  bestAsk: Price | null;
  /** Read-only; null before the first trade. */
  lastPrice: Price | null;
  winningOutcome?: ResolutionOutcome;
  resolvedAt?: IsoDate;
  /** Admin `_id` (or `'oracle'`). */
  resolvedBy?: string;
  status: MarketStatus;
}

export interface Event extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  ticker: string;
  description: string;
  resolutionSource: string;
  categoryId: string;
  seriesId?: string;
  tagIds: string[];
  /** Image URL. */
  image: string;
  startDate: IsoDate;
  endDate: IsoDate;
  featured: boolean;
  /** Mutually exclusive markets: exactly one resolves Yes. */
  negRisk: boolean;
  /** 1..n markets, each with `eventId` equal to this event's `_id`. */
  markets: Market[];
  /** Read-only: sum of the markets' `volume` (USDC decimal string). */
  volume: DecimalString;
  /** Read-only: sum of the markets' `liquidity` (USDC decimal string). */
  liquidity: DecimalString;
  status: EventStatus;
}

// ---------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------

export const RESOLUTION_SOURCES = ['admin', 'oracle'] as const;
export type ResolutionSource = (typeof RESOLUTION_SOURCES)[number];

export interface ResolutionRecord extends BaseRecord {
  marketId: string;
  eventId: string;
  outcome: ResolutionOutcome;
  payouts: Payouts;
  source: ResolutionSource;
  reason: string;
  evidenceUrl: string;
  /** Admin `_id`, or `'oracle'` when `source` is oracle. */
  resolvedBy: string;
  resolvedAt: IsoDate;
}

export const EVENT_HISTORY_ACTIONS = [
  'created',
  'updated',
  'activated',
  'paused',
  'closed',
  'resolved',
  'cancelled',
] as const;
export type EventHistoryAction = (typeof EVENT_HISTORY_ACTIONS)[number];

/** Written by the server for every change of an event or its markets; read-only. */
export interface EventHistory extends BaseRecord {
  eventId: string;
  /** Set when the change concerned one market of the event. */
  marketId?: string;
  action: EventHistoryAction;
  /** Admin `_id`, or `'system'`/`'oracle'`. */
  actorId: string;
  /** Changed fields before the change; null for `created`. */
  before: JsonObject | null;
  /** Changed fields after the change. */
  after: JsonObject | null;
  at: IsoDate;
}

// ---------------------------------------------------------------------------------------------
// Trading
// ---------------------------------------------------------------------------------------------

export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

export const TIME_IN_FORCE = ['GTC', 'IOC', 'GTD'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

/** SPEC §3 labels. */
export const TIME_IN_FORCE_LABELS: Readonly<Record<TimeInForce, string>> = {
  GTC: "Good 'Til Canceled",
  IOC: 'Immediate Or Cancel',
  GTD: "Good 'Til Date",
};

/**
 * pending -> open -> partiallyFilled -> filled; open|partiallyFilled -> cancelled|expired;
 * pending -> rejected. IOC orders never rest (never open/partiallyFilled).
 */
export const ORDER_STATUSES = [
  'pending',
  'open',
  'partiallyFilled',
  'filled',
  'cancelled',
  'expired',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders still on (or about to be on) the book. */
export const OPEN_ORDER_STATUSES = ['pending', 'open', 'partiallyFilled'] as const;

export interface Order extends BaseRecord {
  userId: string;
  marketId: string;
  outcome: Outcome;
  side: OrderSide;
  timeInForce: TimeInForce;
  /** A multiple of the market's tickSize within [tick, 1 - tick]. */
  price: Price;
  /** Shares (decimal string); size = filledSize + remainingSize. */
  size: DecimalString;
  filledSize: DecimalString;
  /** '0' when filled. */
  remainingSize: DecimalString;
  feeBps: Bps;
  /** Required for GTD, absent otherwise. */
  expiresAt?: IsoDate;
  /** Why the order was rejected. */
  rejectReason?: string;
  status: OrderStatus;
}

/** matched -> confirmed -> finalized, or -> failed. */
export const TRADE_STATUSES = ['matched', 'confirmed', 'finalized', 'failed'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export interface Trade extends BaseRecord {
  marketId: string;
  outcome: Outcome;
  takerOrderId: string;
  makerOrderId: string;
  takerUserId: string;
  makerUserId: string;
  /** The taker's side. */
  side: OrderSide;
  price: Price;
  /** Shares (decimal string). */
  size: DecimalString;
  /** USDC decimal string. */
  takerFee: DecimalString;
  /** USDC decimal string. */
  makerFee: DecimalString;
  /** Unique. */
  txSignature: TxSignature;
  status: TradeStatus;
}

/** open -> redeemable -> closed, or open -> closed when sold out. */
export const POSITION_STATUSES = ['open', 'redeemable', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export interface Position extends BaseRecord {
  userId: string;
  marketId: string;
  outcome: Outcome;
  /** Shares held (decimal string, '0.00' when sold out). */
  size: DecimalString;
  avgPrice: Price;
  currentPrice: Price;
  /** USDC, may be negative. */
  realizedPnl: DecimalString;
  /** USDC, may be negative; '0.00' for closed positions. */
  unrealizedPnl: DecimalString;
  status: PositionStatus;
  redeemedAt?: IsoDate;
  /** USDC paid out on redemption (or '0.00' for a losing position). */
  payout?: DecimalString;
}

// ---------------------------------------------------------------------------------------------
// Users and money
// ---------------------------------------------------------------------------------------------

export const USER_STATUSES = ['active', 'suspended', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface UserBalance {
  coinId: string;
  symbol: string;
  available: DecimalString;
  /** Locked in open orders and pending withdrawals. */
  locked: DecimalString;
}

export interface User extends BaseRecord, Editable {
  name: string;
  email: string;
  emailVerified: boolean;
  walletAddress: SolanaAddress;
  status: UserStatus;
  /** Required when blocking (and suspending); absent when active. */
  blockReason?: string;
  twoFactorEnabled: boolean;
  signupIp: string;
  /** ISO 3166-1 alpha-2 code. */
  signupCountry: string;
  lastLoginAt: IsoDate;
  /** One entry per coin. */
  balances: UserBalance[];
}

export const LOGIN_RESULTS = ['success', 'failed'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** One login attempt of a platform user (user history, Logins tab). Immutable. */
export interface UserLogin extends BaseRecord {
  userId: string;
  ip: string;
  location: string;
  browser: string;
  os: string;
  result: LoginResult;
  at: IsoDate;
}

/**
 * One day of the sign-up report (computed, not stored). `_id` equals `date` so tables have a key;
 * it carries no createdAt/updatedAt.
 */
export interface SignupReportRow {
  _id: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
  signups: number;
  /** Of those signups, how many verified their email. */
  verified: number;
  /** Users whose first credited deposit happened that day. */
  firstDeposits: number;
}

export const COIN_STATUSES = ['active', 'disabled'] as const;
export type CoinStatus = (typeof COIN_STATUSES)[number];

/** An SPL token. All limits are decimal strings in token units; minWithdraw <= maxWithdraw. */
export interface Coin extends BaseRecord, Editable {
  symbol: string;
  name: string;
  mintAddress: SolanaAddress;
  /** On-chain decimals of the mint. */
  decimals: number;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  minDeposit: DecimalString;
  minWithdraw: DecimalString;
  maxWithdraw: DecimalString;
  withdrawFee: DecimalString;
  dailyWithdrawLimit: DecimalString;
  /** Withdrawals above this amount need a second approval by a different admin. */
  secondApprovalThreshold: DecimalString;
  status: CoinStatus;
}

/** detected -> confirming -> credited, or -> rejected. */
export const DEPOSIT_STATUSES = ['detected', 'confirming', 'credited', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface Deposit extends BaseRecord {
  userId: string;
  coinId: string;
  amount: DecimalString;
  fromAddress: SolanaAddress;
  toAddress: SolanaAddress;
  /** Unique. */
  txSignature: TxSignature;
  slot: number;
  status: DepositStatus;
  creditedAt?: IsoDate;
  rejectReason?: string;
  /** Admin `_id` who rejected it. */
  reviewedBy?: string;
}

/**
 * pending -> approved -> processing -> completed|failed; pending|approved -> rejected.
 * Above the coin's secondApprovalThreshold: pending -> awaitingSecondApproval -> approved.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'awaitingSecondApproval',
  'approved',
  'processing',
  'completed',
  'failed',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalApproval {
  /** Admin `_id`. */
  adminId: string;
  at: IsoDate;
}

export interface Withdrawal extends BaseRecord {
  userId: string;
  coinId: string;
  amount: DecimalString;
  fee: DecimalString;
  /** amount - fee. */
  netAmount: DecimalString;
  toAddress: SolanaAddress;
  txSignature?: TxSignature;
  status: WithdrawalStatus;
  /** Required for rejected. */
  rejectReason?: string;
  /** Why a processing withdrawal failed. */
  failureReason?: string;
  /** Admin `_id` of the last review (approve or reject). */
  reviewedBy?: string;
  reviewedAt?: IsoDate;
  /** Who approved and when, in order; two different admins above the threshold. */
  approvals: WithdrawalApproval[];
}

export const ADMIN_PROFIT_SOURCES = ['trade', 'withdrawal'] as const;
export type AdminProfitSource = (typeof ADMIN_PROFIT_SOURCES)[number];

/** A fee ledger entry. */
export interface AdminProfit extends BaseRecord {
  source: AdminProfitSource;
  /** `_id` of the trade or withdrawal. */
  refId: string;
  coinId: string;
  /** Set for trade fees. */
  marketId?: string;
  amount: DecimalString;
  at: IsoDate;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

export const TRADE_BOT_STRATEGIES = ['spread', 'bands'] as const;
export type TradeBotStrategy = (typeof TRADE_BOT_STRATEGIES)[number];

/** stopped -> starting -> running -> stopping -> stopped, running -> error. */
export const TRADE_BOT_STATUSES = ['stopped', 'starting', 'running', 'stopping', 'error'] as const;
export type TradeBotStatus = (typeof TRADE_BOT_STATUSES)[number];

export interface TradeBot extends BaseRecord, Editable {
  name: string;
  marketId: string;
  strategy: TradeBotStrategy;
  spreadBps: Bps;
  /** Shares per order (decimal string). */
  orderSize: DecimalString;
  /** Maximum net position in shares (decimal string). */
  maxPosition: DecimalString;
  refreshSeconds: number;
  /** Public key only; never a secret key. */
  walletAddress: SolanaAddress;
  status: TradeBotStatus;
  lastError?: string;
}

export interface EmailTemplate extends BaseRecord, Editable {
  name: string;
  /** Read-only, unique. */
  slug: string;
  subject: string;
  /** HTML with `{{variable}}` placeholders. */
  body: string;
  /** Read-only: the placeholder names used in subject and body, without braces (`name` for `{{name}}`). */
  variables: string[];
  isActive: boolean;
}

export const CMS_PAGE_STATUSES = ['draft', 'published'] as const;
export type CmsPageStatus = (typeof CMS_PAGE_STATUSES)[number];

export const CMS_META_TITLE_MAX = 60;
export const CMS_META_DESCRIPTION_MAX = 160;

export interface CmsPage extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  /** HTML. */
  content: string;
  /** At most 60 characters. */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  status: CmsPageStatus;
}

export const SOCIAL_PLATFORMS = ['twitter', 'discord', 'telegram', 'github', 'website'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** Platform -> URL; absent or empty when not set. */
export type SocialLinks = Partial<Record<SocialPlatform, string>>;

/** The single site-setting object (getSiteSetting / updateSiteDetails). */
export interface SiteSetting extends BaseRecord, Editable {
  siteName: string;
  logoUrl: string;
  supportEmail: string;
  socialLinks: SocialLinks;
  maintenanceMode: boolean;
  registrationOpen: boolean;
  /** Global kill switch for trading. */
  tradingEnabled: boolean;
  defaultMakerFeeBps: Bps;
  defaultTakerFeeBps: Bps;
}

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification for the signed-in admin. Unread while `readAt` is absent. */
export interface Notification extends BaseRecord {
  title: string;
  body: string;
  type: NotificationType;
  /** In-app route to open, e.g. `/withdraw`. */
  link?: string;
  readAt?: IsoDate;
}

// ---------------------------------------------------------------------------------------------
// Administration
// ---------------------------------------------------------------------------------------------

export const ADMIN_ROLES = ['superadmin', 'subadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_STATUSES = ['active', 'disabled'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** One entry of an admin's restriction list; `name` is a Module name. */
export interface RestrictionEntry {
  name: string;
  canView: boolean;
  canEdit: boolean;
}

export interface Admin extends BaseRecord, Editable {
  name: string;
  email: string;
  role: AdminRole;
  status: AdminStatus;
  restriction: RestrictionEntry[];
  twoFactorEnabled: boolean;
  lastLoginAt?: IsoDate;
}

/** Access module names (DESIGN §6), in menu order. */
export const MODULE_NAMES = [
  'Dashboard',
  'Users',
  'Coin List',
  'Deposit',
  'Withdraw',
  'Tags',
  'Category',
  'Events',
  'Series',
  'Markets',
  'Pending Orders',
  'Trade History',
  'Open Positions',
  'Closed Positions',
  'Unresolved Markets',
  'Resolved Markets',
  'Trade Bot',
  'Admin Profit',
  'Sign Up Report',
  'Email Templates',
  'CMS Pages',
  'Site Setting',
  'Sub Admin',
  'Sub Admin Login History',
  'Modules',
  'Sub Modules',
  'Notification',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export interface Module extends BaseRecord, Editable {
  /** Unique; the access name used in restriction entries. */
  name: string;
  /** First route of the module, e.g. `/dashboard`. */
  route: string;
  sortOrder: number;
  isActive: boolean;
}

export interface SubModule extends BaseRecord, Editable {
  moduleId: string;
  /** Unique. */
  name: string;
  /** Route pattern with `:param` segments, e.g. `/event-history/:id`. */
  route: string;
}

/** One sign-in attempt of an admin. Immutable. */
export interface LoginHistory extends BaseRecord {
  adminId: string;
  ip: string;
  /** From IP geolocation, e.g. `Berlin, DE`. */
  location: string;
  browser: string;
  os: string;
  result: LoginResult;
  at: IsoDate;
}
