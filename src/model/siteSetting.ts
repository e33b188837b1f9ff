import type { SiteSetting } from '../../resources/domain';
import type { Values } from '../../resources/types';
import { getDeclaration } from './registry';
import { checkField, validateValues } from './validation';
import { say } from '../../resources/_text';

/**
 * The site setting as its declaration's fields see it (resources/site-setting/index.ts): the nested
 * `socialLinks` object as flat `socialLinks.<platform>` values, and back. The settings page and
 * the demo API's updateSiteDetails both go through here.
 */
export const SOCIAL_LINK_PREFIX = 'socialLinks.';

export function siteSettingFields() {
  const declaration = getDeclaration('site-setting');
  if (!declaration) throw new Error('resources/site-setting/index.ts is missing');
  return declaration;
}

export function flattenSiteSetting(setting: Partial<SiteSetting>): Values {
  const values: Values = {};
  for (const field of siteSettingFields().fields) {
    const value = field.key.startsWith(SOCIAL_LINK_PREFIX)
      ? setting.socialLinks?.[
          field.key.slice(SOCIAL_LINK_PREFIX.length) as keyof SiteSetting['socialLinks']
        ]
      : setting[field.key as keyof SiteSetting];
    values[field.key] = value ?? (field.type === 'boolean' ? false : '');
  }
  return values;
}

/** Flat form values -> the update body: only declared settings, social links nested. */
export function nestSiteSetting(values: Values): Partial<SiteSetting> {
  const out: Values = {};
  const links: Record<string, string> = {};
  for (const field of siteSettingFields().fields) {
    if (!(field.key in values)) continue;
    if (field.key.startsWith(SOCIAL_LINK_PREFIX)) {
      const link = String(values[field.key] ?? '').trim();
      if (link) links[field.key.slice(SOCIAL_LINK_PREFIX.length)] = link;
    } else out[field.key] = values[field.key];
  }
  if (Object.keys(values).some((key) => key.startsWith(SOCIAL_LINK_PREFIX)))
    out.socialLinks = links;
  return out as Partial<SiteSetting>;
}

/**
 * Checks an updateSiteDetails body: every key must be a declared setting, of its declared type
 * (a boolean for a switch, whole bps for a fee, an http(s) URL for a link). Returns field errors,
 * keyed like the form's fields, and the patch to store when there are none.
 */
export function checkSiteSettingUpdate(body: Values): {
  errors: Record<string, string>;
  patch: Partial<SiteSetting>;
} {
  const declaration = siteSettingFields();
  const known = new Set(declaration.fields.map((field) => field.key));
  const flat: Values = {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'socialLinks') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        errors.socialLinks = say`Social links must be an object of platform addresses`;
        continue;
      }
      for (const [platform, link] of Object.entries(value as Values)) {
        if (known.has(SOCIAL_LINK_PREFIX + platform)) flat[SOCIAL_LINK_PREFIX + platform] = link;
        else errors[SOCIAL_LINK_PREFIX + platform] = say`Unknown social platform "${platform}"`;
      }
    } else if (known.has(key) && !key.startsWith(SOCIAL_LINK_PREFIX)) flat[key] = value;
    // defineProperty: "__proto__" is named too (an assignment would set the prototype).
    else
      Object.defineProperty(errors, key, {
        value: say`Unknown setting "${key}"`,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  Object.assign(errors, validateValues(declaration, flat, true));
  return { errors, patch: Object.keys(errors).length ? {} : nestSiteSetting(flat) };
}

/** Whether the stored logo is an address the setting's own check accepts (never javascript:). */
export function isValidLogo(value: unknown): value is string {
  const field = siteSettingFields().fields.find((candidate) => candidate.key === 'logoUrl');
  return !!field && typeof value === 'string' && value !== '' && !checkField(field, value);
}
