/** Operations and administration part of the demo seed. */
import {
  type CmsPage,
  type EmailTemplate,
  type LoginHistory,
  type Module,
  type Notification,
  type NotificationType,
  type SiteSetting,
  type SubModule,
  type TradeBot,
  type TradeBotStatus,
} from '../../../resources/domain';
import {
  ADMIN_IDS,
  ALL_ADMIN_IDS,
  DAY,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  sortByText,
  type Rng,
} from './rng';
import type { MarketMeta } from './catalogue';
import { moduleCatalogue } from '../../model/registry';
import { BROWSERS, LOCATIONS, OPERATING_SYSTEMS } from './words';

const SETUP_TIME = REFERENCE_TIME - 180 * DAY;

export interface Operations {
  tradeBots: TradeBot[];
  emailTemplates: EmailTemplate[];
  cmsPages: CmsPage[];
  siteSetting: SiteSetting;
  notifications: Notification[];
  modules: Module[];
  subModules: SubModule[];
  loginHistory: LoginHistory[];
}

/** Placeholder names in the order they first appear. */
export function placeholders(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g)) {
    if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

const wrap = (inner: string): string =>
  `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto"><h2>{{siteName}}</h2>${inner}` +
  '<p style="color:#666;font-size:12px">You receive this email because you have an account on {{siteName}}.</p></div>';

const TEMPLATE_DEFS: ReadonlyArray<[string, string, string]> = [
  [
    'Welcome',
    'Welcome to {{siteName}}, {{name}}!',
    '<p>Hi {{name}},</p><p>Your account is ready. Deposit funds and place your first prediction.</p><p><a href="{{loginUrl}}">Sign in</a></p>',
  ],
  [
    'Verify Email',
    'Confirm your email address',
    '<p>Hi {{name}},</p><p>Please confirm your email address with the code <strong>{{code}}</strong> or the link below.</p><p><a href="{{verifyUrl}}">Verify email</a></p>',
  ],
  [
    'Password Reset',
    'Reset your {{siteName}} password',
    '<p>Hi {{name}},</p><p>We received a request to reset your password. The link expires in {{expiresIn}}.</p><p><a href="{{resetUrl}}">Reset password</a></p>',
  ],
  [
    'Deposit Credited',
    'Your deposit of {{amount}} {{symbol}} has arrived',
    '<p>Hi {{name}},</p><p>We credited <strong>{{amount}} {{symbol}}</strong> to your balance.</p><p>Transaction: <code>{{txSignature}}</code></p>',
  ],
  [
    'Withdrawal Requested',
    'Withdrawal request received',
    '<p>Hi {{name}},</p><p>We received your request to withdraw <strong>{{amount}} {{symbol}}</strong> to <code>{{address}}</code>. It will be reviewed shortly.</p>',
  ],
  [
    'Withdrawal Approved',
    'Your withdrawal of {{amount}} {{symbol}} was sent',
    '<p>Hi {{name}},</p><p>Your withdrawal of <strong>{{amount}} {{symbol}}</strong> was sent.</p><p>Transaction: <code>{{txSignature}}</code></p>',
  ],
  [
    'Withdrawal Rejected',
    'Your withdrawal was rejected',
    '<p>Hi {{name}},</p><p>Your withdrawal of {{amount}} {{symbol}} was rejected: {{reason}}.</p><p>The funds are available in your balance again.</p>',
  ],
  [
    'Market Resolved',
    'Market resolved: {{marketQuestion}}',
    '<p>Hi {{name}},</p><p>The market <em>{{marketQuestion}}</em> resolved <strong>{{outcome}}</strong>.</p><p>Your payout: {{payout}} USDC.</p>',
  ],
];

const CMS_DEFS: ReadonlyArray<[string, string, string, 'draft' | 'published']> = [
  [
    'About Us',
    'About Predicta',
    'Predicta is a prediction market where people trade on the outcome of real-world events.',
    'published',
  ],
  [
    'Terms of Service',
    'Terms of Service',
    'The rules that govern your use of Predicta, its markets and its wallet services.',
    'published',
  ],
  [
    'Privacy Policy',
    'Privacy Policy',
    'How Predicta collects, uses and protects your personal data.',
    'published',
  ],
  [
    'FAQ',
    'Frequently Asked Questions',
    'Answers to common questions about accounts, deposits, trading and market resolution.',
    'published',
  ],
  [
    'How It Works',
    'How Prediction Markets Work',
    'Learn how prices reflect probabilities, how to trade shares and how markets resolve.',
    'published',
  ],
  [
    'Risk Disclosure',
    'Risk Disclosure',
    'Trading on prediction markets involves risk. Read this disclosure before you trade.',
    'draft',
  ],
];

const NOTIFICATION_DEFS: ReadonlyArray<[NotificationType, string, string, string | undefined]> = [
  [
    'warning',
    'Withdrawal awaiting second approval',
    'A USDC withdrawal above the approval threshold needs a second approver.',
    '/withdraw',
  ],
  ['info', 'New user sign-ups', 'Sign-ups increased compared with last week.', '/signup-report'],
  [
    'error',
    'Trade bot stopped with an error',
    'A market-making bot stopped: RPC node timed out.',
    '/trade-bot',
  ],
  ['success', 'Market resolved', 'A market was resolved by the oracle.', '/resolution-history'],
  [
    'warning',
    'Markets past their end date',
    'Some closed markets are waiting for resolution.',
    '/unresolved-markets',
  ],
  [
    'info',
    'Deposit rejected',
    'A deposit was rejected because the token account did not belong to the platform.',
    '/deposit',
  ],
  ['info', 'Site settings changed', 'Default taker fee was updated.', '/site-setting'],
  [
    'warning',
    'Failed admin sign-ins',
    'Several failed sign-in attempts for a sub-admin account.',
    '/sub-Admin-login-History',
  ],
  ['success', 'Coin list updated', 'PYUSD deposits and withdrawals were disabled.', '/coin-list'],
  ['info', 'Weekly fee report ready', 'Fee income for last week is available.', '/admin-profit'],
];

export function buildOperations(rng: Rng, markets: readonly MarketMeta[]): Operations {
  // ---- trade bots on open markets
  const botMarkets = rng.sample(
    markets.filter((m) => m.market.status === 'active'),
    6,
  );
  const botStatuses: TradeBotStatus[] = [
    'running',
    'running',
    'running',
    'stopped',
    'error',
    'starting',
  ];
  const tradeBots: TradeBot[] = botMarkets.map((meta, i) => {
    const created = REFERENCE_TIME - rng.float(5, 60) * DAY;
    const status = botStatuses[i % botStatuses.length];
    const strategy = i % 3 === 2 ? 'bands' : 'spread';
    const bot: TradeBot = {
      _id: rng.id(created),
      name: `${strategy === 'bands' ? 'Bands' : 'Spread'} bot ${i + 1} (${meta.event.ticker})`,
      marketId: meta.market._id,
      marketQuestion: meta.market.question,
      strategy,
      spreadBps: rng.pick([50, 100, 150, 200, 300]),
      orderSize: fmt(rng.pick([50, 100, 250, 500]) * 100, 2),
      maxPosition: fmt(rng.pick([2_000, 5_000, 10_000]) * 100, 2),
      refreshSeconds: rng.pick([5, 10, 15, 30, 60]),
      walletAddress: rng.address(),
      status,
      createdAt: iso(created),
      updatedAt: iso(REFERENCE_TIME - rng.float(0.05, 48) * HOUR),
      createdBy: ADMIN_IDS.superadmin,
      updatedBy: rng.pick([ADMIN_IDS.superadmin, ADMIN_IDS.operator]),
    };
    if (status === 'error')
      bot.lastError = 'RPC request timed out after 30000 ms (sendTransaction)';
    return bot;
  });

  // ---- email templates
  const emailTemplates: EmailTemplate[] = TEMPLATE_DEFS.map(([name, subject, inner], i) => {
    const created = SETUP_TIME + i * HOUR;
    const body = wrap(inner);
    return {
      _id: rng.id(created),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      subject,
      body,
      variables: placeholders(`${subject} ${body}`),
      isActive: i !== 7,
      createdAt: iso(created),
      updatedAt: iso(i % 3 === 0 ? REFERENCE_TIME - rng.float(2, 60) * DAY : created),
      createdBy: ADMIN_IDS.superadmin,
      updatedBy: ADMIN_IDS.superadmin,
    };
  });

  // ---- CMS pages
  const cmsPages: CmsPage[] = CMS_DEFS.map(([title, heading, summary, status], i) => {
    const created = SETUP_TIME + (i + 1) * DAY;
    return {
      _id: rng.id(created),
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content:
        `<h1>${heading}</h1><p>${summary}</p>` +
        '<h2>Overview</h2><p>Markets are listed as events with one or more Yes/No questions. Each share pays 1 USDC ' +
        'if its outcome happens and nothing otherwise.</p><ul><li>Deposits and withdrawals use SPL tokens on Solana.</li>' +
        '<li>Fees are shown before you confirm an order.</li></ul>' +
        '<p>Questions? Write to <a href="mailto:support@predicta.example">support@predicta.example</a>.</p>',
      metaTitle: `${heading} | Predicta`.slice(0, 60),
      metaDescription: summary.slice(0, 160),
      status,
      createdAt: iso(created),
      updatedAt: iso(status === 'draft' ? REFERENCE_TIME - 3 * DAY : created + DAY),
      createdBy: ADMIN_IDS.superadmin,
      updatedBy: i === 5 ? ADMIN_IDS.operator : ADMIN_IDS.superadmin,
    };
  });

  // ---- site setting
  const siteSetting: SiteSetting = {
    _id: rng.id(SETUP_TIME),
    siteName: 'Predicta Admin',
    logoUrl: '/logo.svg',
    supportEmail: 'support@predicta.example',
    socialLinks: {
      twitter: 'https://x.com/predicta_example',
      discord: 'https://discord.gg/predicta-example',
      telegram: 'https://t.me/predicta_example',
      website: 'https://predicta.example',
    },
    maintenanceMode: false,
    registrationOpen: true,
    tradingEnabled: true,
    defaultMakerFeeBps: 0,
    defaultTakerFeeBps: 100,
    createdAt: iso(SETUP_TIME),
    updatedAt: iso(REFERENCE_TIME - 6 * DAY),
    createdBy: ADMIN_IDS.superadmin,
    updatedBy: ADMIN_IDS.superadmin,
  };

  // ---- notifications (two rounds of the list, newest first; 6 newest unread)
  const notifications: Notification[] = [];
  for (let i = 0; i < 20; i++) {
    const [type, title, body, link] = NOTIFICATION_DEFS[i % NOTIFICATION_DEFS.length];
    const at = Math.floor(REFERENCE_TIME - (i * 14 + rng.float(0.5, 12)) * HOUR);
    const notification: Notification = {
      _id: rng.id(at),
      title,
      body,
      type,
      createdAt: iso(at),
      updatedAt: iso(at),
    };
    if (link) notification.link = link;
    if (i >= 6 && rng.chance(0.75)) {
      const readAt = Math.floor(at + rng.float(5, 600) * MINUTE);
      notification.readAt = iso(Math.min(REFERENCE_TIME, readAt));
      notification.updatedAt = notification.readAt;
    }
    notifications.push(notification);
  }

  // ---- modules and sub-modules
  // Derived from the declarations: one module per access name, one sub-module per other page.
  const modules: Module[] = moduleCatalogue.map(({ name, route }, i) => {
    const created = SETUP_TIME + i * MINUTE;
    return {
      _id: rng.id(created),
      name,
      key: name,
      route,
      sortOrder: i + 1,
      isActive: true,
      createdAt: iso(created),
      updatedAt: iso(created),
      createdBy: ADMIN_IDS.superadmin,
      updatedBy: ADMIN_IDS.superadmin,
    };
  });
  const subModules: SubModule[] = moduleCatalogue.flatMap((entry, m) =>
    entry.subModules.map(({ name, route }, i) => {
      const created = SETUP_TIME + DAY + (m * 10 + i) * MINUTE;
      return {
        _id: rng.id(created),
        moduleId: modules[m]._id,
        name,
        route,
        createdAt: iso(created),
        updatedAt: iso(created),
        createdBy: ADMIN_IDS.superadmin,
        updatedBy: ADMIN_IDS.superadmin,
      };
    }),
  );

  // ---- admin login history
  const loginHistory: LoginHistory[] = [];
  const adminHome = new Map(
    ALL_ADMIN_IDS.map((id) => [id, { location: rng.pick(LOCATIONS), ip: rng.ip() }]),
  );
  for (let i = 0; i < 60; i++) {
    // Active accounts sign in more often; the empty-restriction account rarely.
    const adminId = rng.weighted<string>({
      [ADMIN_IDS.superadmin]: 30,
      [ADMIN_IDS.operator]: 20,
      [ADMIN_IDS.finance]: 20,
      [ADMIN_IDS.viewer]: 12,
      [ADMIN_IDS.nobody]: 6,
      [ADMIN_IDS.twofa]: 12,
    });
    const at = Math.floor(REFERENCE_TIME - rng.float(0.02, 90) * DAY);
    const home = adminHome.get(adminId) ?? { location: LOCATIONS[0], ip: rng.ip() };
    const travelling = rng.chance(0.15);
    const [country, city] = travelling ? rng.pick(LOCATIONS) : home.location;
    loginHistory.push({
      _id: rng.id(at),
      adminId,
      ip: travelling ? rng.ip() : home.ip,
      location: `${city}, ${country}`,
      browser: rng.pick(BROWSERS),
      os: rng.pick(OPERATING_SYSTEMS),
      result: rng.chance(0.85) ? 'success' : 'failed',
      at: iso(at),
      createdAt: iso(at),
      updatedAt: iso(at),
    });
  }
  sortByText(loginHistory, (x) => x.at);

  return {
    tradeBots,
    emailTemplates,
    cmsPages,
    siteSetting,
    notifications,
    modules,
    subModules,
    loginHistory,
  };
}
