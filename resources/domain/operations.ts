/** Operations: trade bots, e-mail templates, CMS pages, site setting, notifications. */
import type {
  BaseRecord,
  Bps,
  DecimalString,
  Editable,
  IsoDate,
  SolanaAddress,
} from './primitives';
import { secretKeyErrors } from './secrets';
import { defineStates, defineValues } from './states';

export const TRADE_BOT_STRATEGIES = defineValues({ spread: {}, bands: {} });
export type TradeBotStrategy = (typeof TRADE_BOT_STRATEGIES.values)[number];

/** stopped -> starting -> running -> stopping -> stopped, running -> error. */
export const TRADE_BOT_STATES = defineStates({
  stopped: { color: 'default', next: ['starting'] },
  starting: { color: 'blue', next: ['running', 'error'] },
  running: { color: 'green', next: ['stopping', 'error'] },
  stopping: { color: 'gold', next: ['stopped'] },
  error: { color: 'red', next: ['starting', 'stopped'] },
});
export type TradeBotStatus = (typeof TRADE_BOT_STATES.values)[number];

export interface TradeBot extends BaseRecord, Editable {
  name: string;
  marketId: string;
  /** Read-only: the market's question when the bot was saved (lists need no Markets access). */
  marketQuestion?: string;
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

/** Bounds of a bot's settings: the declaration's fields read them, so form and server agree. */
export const TRADE_BOT_LIMITS = {
  /** Quoted spread: 1 bp (0.01 %) up to 10000 bps (the whole price range). */
  spreadBps: { min: 1, max: 10_000 },
  /** How often the bot re-quotes: at most every 5 seconds, at least every hour. */
  refreshSeconds: { min: 5, max: 3_600 },
} as const;

/**
 * A bot quotes only on a market that is active and accepting orders: the form's market list asks
 * the server for these only, and the server refuses any other market (400 on the field).
 */
export const BOT_MARKET_FILTER = { status: 'active', acceptingOrders: true } as const;

export function marketTakesBots(market: Readonly<Record<string, unknown>> | undefined): boolean {
  return (
    market?.status === BOT_MARKET_FILTER.status &&
    market.acceptingOrders === BOT_MARKET_FILTER.acceptingOrders
  );
}

export const BOT_MARKET_MESSAGE = 'The market must be active and accepting orders';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** -1, 0 or 1 comparing two decimal strings exactly; NaN when either is not plain decimal. */
export function compareDecimals(left: unknown, right: unknown): number {
  const a = DECIMAL.exec(String(left ?? '').trim());
  const b = DECIMAL.exec(String(right ?? '').trim());
  if (!a || !b) return Number.NaN;
  const places = Math.max(a[3]?.length ?? 0, b[3]?.length ?? 0);
  const scaled = (match: RegExpExecArray) =>
    BigInt(match[1] + match[2] + (match[3] ?? '').padEnd(places, '0'));
  const [x, y] = [scaled(a), scaled(b)];
  return x === y ? 0 : x > y ? 1 : -1;
}

/**
 * A bot's cross-field rules, run by the form before sending and by the demo API: sizes above
 * zero, an order no larger than the position limit, and no value shaped like a secret key.
 */
export function tradeBotProblems(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { orderSize, maxPosition } = values;
  if (compareDecimals(orderSize, '0') <= 0) errors.orderSize = 'Order size must be greater than 0';
  if (compareDecimals(maxPosition, '0') <= 0)
    errors.maxPosition = 'Max position must be greater than 0';
  if (!errors.orderSize && compareDecimals(orderSize, maxPosition) > 0)
    errors.orderSize = `Order size must not be above the max position (${String(maxPosition)} shares)`;
  return { ...errors, ...secretKeyErrors(values) };
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

export const CMS_PAGE_STATES = defineStates({
  draft: { color: 'default', next: ['published'] },
  published: { color: 'green', next: ['draft'] },
});
export type CmsPageStatus = (typeof CMS_PAGE_STATES.values)[number];

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

export const SOCIAL_PLATFORMS = defineValues({
  twitter: {},
  discord: {},
  telegram: {},
  github: {},
  website: {},
});
export type SocialPlatform = (typeof SOCIAL_PLATFORMS.values)[number];
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

export const NOTIFICATION_TYPES = defineValues({
  info: { color: 'blue' },
  success: { color: 'green' },
  warning: { color: 'gold' },
  error: { color: 'red' },
});
export type NotificationType = (typeof NOTIFICATION_TYPES.values)[number];

/** A notification for the signed-in admin. Unread while `readAt` is absent. */
export interface Notification extends BaseRecord {
  /** The admin it is for. */
  adminId: string;
  title: string;
  body: string;
  type: NotificationType;
  /** In-app route to open, e.g. `/withdraw`. */
  link?: string;
  readAt?: IsoDate;
  /** Read-only, derived by the API: `readAt` is set (lists filter on it; the bell counts). */
  read?: boolean;
}
