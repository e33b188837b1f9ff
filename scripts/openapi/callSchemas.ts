import { LANGUAGES } from '../../src/model/languages';
import { fieldTypeModel } from '../../src/model/fieldTypes';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { SOCIAL_LINK_PREFIX, siteSettingFields } from '../../src/model/siteSetting';
import { fieldSchema, ref, type Use } from './schemas';

/** The shapes of the fixed calls' answers and bodies (src/model/contract.ts has their types). */

/** The site setting as sent and answered: declared flat, `socialLinks.<platform>` nested. */
function siteSetting(use: Use): JsonSchema {
  const top: Record<string, JsonSchema> = {};
  const links: Record<string, JsonSchema> = {};
  for (const field of siteSettingFields().fields) {
    if (field.key.startsWith(SOCIAL_LINK_PREFIX))
      links[field.key.slice(SOCIAL_LINK_PREFIX.length)] = fieldSchema(field, use);
    else top[field.key] = fieldSchema(field, use);
  }
  const closed = use !== 'record';
  return {
    type: 'object',
    properties: {
      ...top,
      socialLinks: {
        type: 'object',
        description: 'Addresses per platform',
        properties: links,
        additionalProperties: !closed,
      },
    },
    additionalProperties: !closed,
  };
}

export function callSchemas(): Record<string, JsonSchema> {
  const restriction = fieldTypeModel('restriction').schema(
    { key: 'restriction', label: 'Restrictions', type: 'restriction' },
    () => ({}),
  );
  return {
    LiveMessage: {
      type: 'object',
      description:
        "One message of the live feed: which rows of a resource changed, and how; on the `account` channel, that the caller's own rights changed (role, restriction or status), and who changed them.",
      properties: {
        channel: { type: 'string', pattern: '^(resources/[a-z0-9-]+|account)$' },
        type: { type: 'string', enum: ['created', 'updated', 'deleted'] },
        payload: {
          type: 'object',
          properties: {
            ids: { type: 'array', items: { type: 'string' } },
            versions: {
              type: 'object',
              additionalProperties: { type: 'integer', minimum: 1 },
              description: "Each changed row's version (rows of the resource itself)",
            },
            by: {
              type: 'string',
              description: 'On the account channel: the name of the admin who changed the rights',
            },
          },
          required: ['ids'],
        },
        date: { type: 'string', format: 'date-time' },
      },
      required: ['channel', 'type', 'payload', 'date'],
    },
    Figure: {
      anyOf: [{ type: 'number' }, ref('Decimal')],
      description: 'A count, or money as a decimal string',
    },
    AdminIdentity: {
      type: 'object',
      properties: {
        _id: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string', description: '`superadmin` may do everything' },
        restriction: { ...restriction, description: 'View/Edit per access module' },
        twoFactorEnabled: { type: 'boolean' },
        twoFactorSetupRequired: {
          type: 'boolean',
          const: true,
          description:
            'getadmindetail only: the site requires 2FA of this admin, who has none yet; every call but enrolment answers 403 `two_factor_setup_required` (absent otherwise)',
        },
        language: {
          type: 'string',
          enum: LANGUAGES.map((language) => language.code),
          description: 'The language the admin chose (PUT preferences); absent until chosen',
        },
        moduleKeys: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Module name -> its immutable key, for the names in `restriction`',
        },
      },
      required: ['_id', 'name', 'email', 'role', 'restriction'],
    },
    LoginResult: {
      oneOf: [
        {
          type: 'object',
          properties: { token: { type: 'string' }, admin: ref('AdminIdentity') },
          required: ['token', 'admin'],
        },
        {
          type: 'object',
          properties: { twoFactorRequired: { const: true } },
          required: ['twoFactorRequired'],
        },
      ],
    },
    TwoFactorSetup: {
      type: 'object',
      properties: {
        secret: { type: 'string', description: 'Base32, as authenticator apps take it typed' },
        otpauthUrl: { type: 'string', description: 'otpauth://totp/... for the QR code' },
      },
      required: ['secret', 'otpauthUrl'],
    },
    SiteSetting: siteSetting('record'),
    SiteSettingChange: siteSetting('update'),
  };
}
