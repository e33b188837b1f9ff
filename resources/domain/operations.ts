/** Operations (DOMAIN.md): trade bots, e-mail templates, CMS pages, site setting, notifications. */
import type {
  BaseRecord,
  Bps,
  DecimalString,
  Editable,
  IsoDate,
  SolanaAddress,
} from './primitives';
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
  title: string;
  body: string;
  type: NotificationType;
  /** In-app route to open, e.g. `/withdraw`. */
  link?: string;
  readAt?: IsoDate;
}
