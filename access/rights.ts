import { restrictionByKey, type ModuleKeys } from './keys';
import {
  isSuperadmin,
  normalizeModuleName,
  type AccessAction,
  type RestrictionEntry,
} from './names';
import { restrictionToPolicy } from './policy';
import { say } from '../resources/_text';

/**
 * What an admin may do by module name, and so what it may grant and whom it may change: one set
 * of rules for the restriction editor, the sub-admin buttons and the demo API.
 */

/** Whether the admin may `action` on the module called `name` (a restriction name, not a key). */
export type RightCheck = (name: string, action: AccessAction) => boolean;

const same = (a: string, b: string) => normalizeModuleName(a) === normalizeModuleName(b);

/** The entry of a module in a list (names match trimmed, ignoring case). */
export function entryOf(
  list: readonly RestrictionEntry[] | undefined,
  name: string,
): RestrictionEntry | undefined {
  return (list ?? []).find((entry) => typeof entry?.name === 'string' && same(entry.name, name));
}

/**
 * What an admin may grant, from its own role and list, through the same policy builder as the
 * deciders (sync: no Casbin needed for a set of rows). `keys` maps names to module keys.
 */
export function rightsOf(
  role: string | undefined | null,
  restriction: readonly RestrictionEntry[] | undefined | null,
  keys?: ModuleKeys,
): RightCheck {
  if (isSuperadmin(role)) return () => true;
  const rows = new Set(
    restrictionToPolicy(role, restrictionByKey(restriction, keys)).map(
      ([module, action]) => `${module}|${action}`,
    ),
  );
  const keyOf = (name: string) => normalizeModuleName(keys?.[normalizeModuleName(name)] ?? name);
  return (name, action) => rows.has(`${keyOf(name)}|${action}`);
}

/**
 * Modules whose rights in `wanted` the granting admin lacks and the record did not already have
 * (keeping what a superadmin granted before is not granting): module name -> the right.
 */
export function ungrantable(
  wanted: readonly RestrictionEntry[] | undefined,
  can: RightCheck,
  before: readonly RestrictionEntry[] = [],
): { name: string; right: AccessAction }[] {
  const problems: { name: string; right: AccessAction }[] = [];
  for (const entry of wanted ?? []) {
    if (!entry || typeof entry.name !== 'string') continue;
    const had = entryOf(before, entry.name);
    if (entry.canView && !had?.canView && !can(entry.name, 'view'))
      problems.push({ name: entry.name, right: 'view' });
    else if (entry.canEdit && !had?.canEdit && !can(entry.name, 'edit'))
      problems.push({ name: entry.name, right: 'edit' });
  }
  return problems;
}

/** The 400 message of ungrantable rights, naming the modules. */
export function ungrantableMessage(problems: { name: string; right: AccessAction }[]): string {
  const rights = problems.map((problem) => `${problem.right} on ${problem.name}`).join(', ');
  return say`You cannot grant rights you do not have: ${rights}`;
}

/** Who an admin is, for what it may do: its role, its list and the module key map. */
export interface RightsHolder {
  readonly role: string;
  readonly restriction?: readonly RestrictionEntry[] | null;
  readonly moduleKeys?: ModuleKeys | null;
}

/**
 * Why `actor` may not change the admin account `target` (edit it, disable or enable it, reset its
 * 2FA), or undefined when it may. Only a superadmin changes a superadmin, and a sub-admin changes
 * only an admin whose rights it has all of: otherwise it could set that admin's e-mail to its own,
 * ask for a reset link and sign in with rights it lacks. The buttons and the API's 403 alike.
 */
export function adminChangeRefusal(
  actor: RightsHolder,
  target: { readonly [field: string]: unknown },
): string | undefined {
  if (isSuperadmin(actor.role)) return undefined;
  if (isSuperadmin(String(target.role ?? '')))
    return say`Only a superadmin can change a superadmin.`;
  const list = Array.isArray(target.restriction) ? (target.restriction as RestrictionEntry[]) : [];
  const beyond = ungrantable(
    list,
    rightsOf(actor.role, actor.restriction, actor.moduleKeys ?? undefined),
  );
  if (!beyond.length) return undefined;
  const rights = beyond.map((problem) => `${problem.right} on ${problem.name}`).join(', ');
  return say`This admin has rights you do not have (${rights}): only a superadmin or an admin with them can change it.`;
}
