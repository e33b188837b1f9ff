import type { SiteSetting } from '../../resources/domain';
import type { Values } from '../../resources/types';
import { getDeclaration } from './registry';
import { checkField, validateValues } from './validation';
import { say } from '../../resources/_text';

/**
 * The site setting as its declaration's fields see it (resources/site-setting/index.ts): nested
 * objects (`socialLinks`, `dualControl`) as flat `<group>.<key>` values, and back. The settings
 * page and the demo API's updateSiteDetails both go through here.
 */
export const SOCIAL_LINK_PREFIX = 'socialLinks.';

export function siteSettingFields() {
  const declaration = getDeclaration('site-setting');
  if (!declaration) throw new Error('resources/site-setting/index.ts is missing');
  return declaration;
}

/** `group.key` -> [group, key]; a top-level key -> [key]. */
const splitKey = (key: string): [string, string?] => {
  const at = key.indexOf('.');
  return at < 0 ? [key] : [key.slice(0, at), key.slice(at + 1)];
};

/** The settings kept as nested objects, by the groups their fields' keys name. */
const nestedGroups = (): Set<string> =>
  new Set(
    siteSettingFields()
      .fields.map((field) => splitKey(field.key))
      .filter(([, sub]) => sub !== undefined)
      .map(([group]) => group),
  );

export function flattenSiteSetting(setting: Partial<SiteSetting>): Values {
  const values: Values = {};
  const stored = setting as Values;
  for (const field of siteSettingFields().fields) {
    const [group, sub] = splitKey(field.key);
    const value = sub === undefined ? stored[group] : (stored[group] as Values | undefined)?.[sub];
    values[field.key] = value ?? field.defaultValue ?? (field.type === 'boolean' ? false : '');
  }
  return values;
}

/**
 * Flat form values -> the update body: only declared settings, groups nested. A group sent at all
 * is sent whole (a social link left out is removed); an empty link is no link.
 */
export function nestSiteSetting(values: Values): Partial<SiteSetting> {
  const out: Values = {};
  const groups: Record<string, Values> = {};
  for (const field of siteSettingFields().fields) {
    const [group, sub] = splitKey(field.key);
    if (sub === undefined) {
      if (field.key in values) out[field.key] = values[field.key];
      continue;
    }
    if (!Object.keys(values).some((key) => key.startsWith(group + '.'))) continue;
    const nested = (groups[group] ??= {});
    if (!(field.key in values)) continue;
    if (field.type === 'url') {
      const link = String(values[field.key] ?? '').trim();
      if (link) nested[sub] = link;
    } else nested[sub] = values[field.key];
  }
  return { ...out, ...groups } as Partial<SiteSetting>;
}

/**
 * Checks an updateSiteDetails body: every key must be a declared setting, of its declared type
 * (a boolean for a switch, whole bps for a fee, an http(s) URL for a link). Returns field errors,
 * keyed like the form's fields, the flat values, and the patch to store when there are none.
 */
export function checkSiteSettingUpdate(body: Values): {
  errors: Record<string, string>;
  /** The body as the form's flat values (`socialLinks.x`), a group's left-out keys filled in. */
  flat: Values;
  patch: Partial<SiteSetting>;
} {
  const declaration = siteSettingFields();
  const known = new Set(declaration.fields.map((field) => field.key));
  const groups = nestedGroups();
  const flat: Values = {};
  const errors: Record<string, string> = {};
  // defineProperty: "__proto__" is named too (an assignment would set the prototype).
  const refuse = (key: string, message: string) =>
    Object.defineProperty(errors, key, {
      value: message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const [key, value] of Object.entries(body)) {
    if (groups.has(key)) {
      const social = key === 'socialLinks';
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        refuse(
          key,
          social
            ? say`Social links must be an object of platform addresses`
            : say`"${key}" must be an object of its settings`,
        );
        continue;
      }
      for (const [sub, item] of Object.entries(value as Values)) {
        if (known.has(`${key}.${sub}`)) flat[`${key}.${sub}`] = item;
        else
          refuse(
            `${key}.${sub}`,
            social ? say`Unknown social platform "${sub}"` : say`Unknown setting "${key}.${sub}"`,
          );
      }
    } else if (known.has(key) && !key.includes('.')) flat[key] = value;
    else refuse(key, say`Unknown setting "${key}"`);
  }
  // A group is sent whole: what it leaves out is its default (no link; a switch as declared).
  for (const field of declaration.fields) {
    const [group, sub] = splitKey(field.key);
    if (sub === undefined || !(group in body) || field.key in flat) continue;
    flat[field.key] =
      field.type === 'url' ? '' : (field.defaultValue ?? (field.type === 'boolean' ? false : ''));
  }
  Object.assign(errors, validateValues(declaration, flat, true));
  return { errors, flat, patch: Object.keys(errors).length ? {} : nestSiteSetting(flat) };
}

/** Whether the stored logo is an address the setting's own check accepts (never javascript:). */
export function isValidLogo(value: unknown): value is string {
  const field = siteSettingFields().fields.find((candidate) => candidate.key === 'logoUrl');
  return !!field && typeof value === 'string' && value !== '' && !checkField(field, value);
}
