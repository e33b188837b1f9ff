import {
  APPROVAL_EXPIRY_HOURS,
  BULK_MAX_ROWS,
  DUAL_CONTROL_KINDS,
  SESSION_LIMITS,
  SETTING_KIND,
  turnsOff,
  type DualControlKind,
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

/** Trading, maintenance, registration and default fees: a second admin approves a change. */
const platform = { approval: { kind: 'platformSettings' } } as const;

/**
 * The platform's one settings object (getSiteSetting /
 * updateSiteDetails). Social links are the nested `socialLinks` object, declared here flat as
 * `socialLinks.<platform>` so that each is a checked URL field (src/model/siteSetting.ts); the
 * `dualControl` switches likewise.
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
      ...platform,
    },
    { key: 'registrationOpen', label: 'Registration open', type: 'boolean', ...platform },
    {
      key: 'tradingEnabled',
      stepUp: true,
      ...platform,
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
      ...platform,
    },
    {
      key: 'defaultTakerFeeBps',
      label: 'Default taker fee',
      type: 'bps',
      required: true,
      stepUp: true,
      ...platform,
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
    ...DUAL_CONTROL_KINDS.options.map(
      (option): FieldDeclaration<`dualControl.${DualControlKind}`> => ({
        key: `dualControl.${option.value as DualControlKind}`,
        label: option.label ?? String(option.value),
        type: 'boolean',
        defaultValue: true,
        stepUp: true,
        // Turning one off lets one admin act alone: that itself needs a second admin.
        approval: { kind: SETTING_KIND, when: turnsOff },
      }),
    ),
    {
      key: 'approvalExpiryHours',
      label: 'Pending changes expire after (hours)',
      type: 'number',
      required: true,
      integer: true,
      min: APPROVAL_EXPIRY_HOURS.min,
      max: APPROVAL_EXPIRY_HOURS.max,
      defaultValue: APPROVAL_EXPIRY_HOURS.default,
      help: 'A change no second admin approved in this time expires and is not applied.',
    },
    {
      key: 'bulkMaxRows',
      label: 'Most rows in one batch',
      type: 'number',
      required: true,
      integer: true,
      min: BULK_MAX_ROWS.min,
      max: BULK_MAX_ROWS.max,
      defaultValue: BULK_MAX_ROWS.default,
      stepUp: true,
      help: 'An action taken on selected rows (approve, reject, cancel …) takes at most this many at once.',
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
