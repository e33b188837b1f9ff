import {
  SESSION_LIMITS,
  SOCIAL_PLATFORMS,
  TWO_FACTOR_REQUIREMENTS,
  type SiteSetting,
  type SocialPlatform,
} from '../domain';
import { defineResource, type FieldDeclaration } from '../types';

const socialLabels: Record<string, string> = {
  twitter: 'X (Twitter)',
  discord: 'Discord',
  telegram: 'Telegram',
  github: 'GitHub',
  website: 'Website',
};

/**
 * The platform's one settings object (getSiteSetting /
 * updateSiteDetails). Social links are the nested `socialLinks` object, declared here flat as
 * `socialLinks.<platform>` so that each is a checked URL field (src/model/siteSetting.ts).
 */
export default defineResource<SiteSetting>()({
  name: 'site-setting',
  module: 'Site Setting',
  title: { singular: 'Site setting', plural: 'Site setting' },
  menu: { group: 'Site Setting', label: 'Site Setting', order: 1 },
  routes: { list: '/site-setting' },
  pages: { list: () => import('./pages/SiteSetting') },
  pageOnly: true,
  fields: [
    { key: 'siteName', label: 'Site name', type: 'text', required: true, maxLength: 60 },
    { key: 'supportEmail', label: 'Support email', type: 'email', required: true },
    { key: 'logoUrl', label: 'Logo', type: 'image', help: 'An http(s) address or a /path' },
    {
      key: 'maintenanceMode',
      label: 'Maintenance mode',
      type: 'boolean',
      help: 'Closes the platform to users; a banner says so on every admin page.',
    },
    { key: 'registrationOpen', label: 'Registration open', type: 'boolean' },
    {
      key: 'tradingEnabled',
      stepUp: true,
      label: 'Trading enabled',
      type: 'boolean',
      help: 'The global kill switch: off stops every market from taking orders.',
    },
    {
      key: 'defaultMakerFeeBps',
      label: 'Default maker fee',
      type: 'bps',
      required: true,
      stepUp: true,
    },
    {
      key: 'defaultTakerFeeBps',
      label: 'Default taker fee',
      type: 'bps',
      required: true,
      stepUp: true,
    },
    {
      key: 'sessionIdleMinutes',
      label: 'Idle sign-out (minutes)',
      type: 'number',
      required: true,
      integer: true,
      min: SESSION_LIMITS.idleMinutes.min,
      max: SESSION_LIMITS.idleMinutes.max,
      defaultValue: SESSION_LIMITS.idleMinutes.default,
      help: 'An admin with no activity for this long is signed out; a warning comes a minute before.',
    },
    {
      key: 'sessionLifetimeHours',
      label: 'Session lifetime (hours)',
      type: 'number',
      required: true,
      integer: true,
      min: SESSION_LIMITS.lifetimeHours.min,
      max: SESSION_LIMITS.lifetimeHours.max,
      defaultValue: SESSION_LIMITS.lifetimeHours.default,
      help: 'A session ends this long after its sign-in, however active.',
    },
    {
      key: 'requireTwoFactor',
      label: 'Require two-factor authentication',
      type: 'enum',
      options: TWO_FACTOR_REQUIREMENTS.options,
      defaultValue: 'none',
      stepUp: true,
      help: 'An admin it covers who has no 2FA can only set it up after signing in.',
    },
    ...SOCIAL_PLATFORMS.values.map(
      (platform): FieldDeclaration<`socialLinks.${SocialPlatform}`> => ({
        key: `socialLinks.${platform}`,
        label: socialLabels[platform] ?? platform,
        type: 'url',
      }),
    ),
  ],
});
