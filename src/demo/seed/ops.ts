/** Operations and administration part of the demo seed. */
import {
  type LoginHistory,
  type Module,
  type Notification,
  type SiteSetting,
  type SubModule,
} from '../../../resources/domain';
import { type CmsPage } from '../../../resources/cms-pages';
import { type EmailTemplate } from '../../../resources/email-templates';
import { type TradeBot, type TradeBotStatus } from '../../../resources/trade-bots';
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
import { templateVariables } from '../../model/templates';
import { BROWSERS, LOCATIONS, OPERATING_SYSTEMS } from './words';
import { CMS_DEFS, NOTIFICATION_DEFS, TEMPLATE_DEFS } from './opsTexts';

const SETUP_TIME = REFERENCE_TIME - 180 * DAY;

interface Operations {
  tradeBots: TradeBot[];
  emailTemplates: EmailTemplate[];
  cmsPages: CmsPage[];
  siteSetting: SiteSetting;
  notifications: Notification[];
  modules: Module[];
  subModules: SubModule[];
  loginHistory: LoginHistory[];
}

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
  // Bodies without the e-mail layout around them (src/model/templates.ts EMAIL_LAYOUT).
  const emailTemplates: EmailTemplate[] = TEMPLATE_DEFS.map(([name, subject, body], i) => {
    const created = SETUP_TIME + i * HOUR;
    return {
      _id: rng.id(created),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      subject,
      body,
      variables: templateVariables(subject, body),
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
    // No one must use 2FA, so that the demo accounts stay quick to try (docs/demo.md).
    requireTwoFactor: 'none',
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
      adminId: ADMIN_IDS.superadmin,
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
  // Every other demo account gets the latest eight (three unread), without drawing from the seed's
  // random sequence (the rows after these stay as they were): the id's last two digits name the
  // account.
  const latest = notifications.slice(0, 8);
  ALL_ADMIN_IDS.filter((id) => id !== ADMIN_IDS.superadmin).forEach((adminId, index) => {
    for (const [i, original] of latest.entries()) {
      const copy: Notification = {
        ...original,
        _id: original._id.slice(0, 22) + (index + 1).toString(16).padStart(2, 'f'),
        adminId,
      };
      if (i < 3) {
        delete copy.readAt;
        copy.updatedAt = copy.createdAt;
      } else if (!copy.readAt) {
        copy.readAt = iso(Math.min(REFERENCE_TIME, Date.parse(copy.createdAt) + 30 * MINUTE));
        copy.updatedAt = copy.readAt;
      }
      notifications.push(copy);
    }
  });

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
