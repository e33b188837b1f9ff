import { restrictionByKey, type ModuleKeys } from '../../access/keys';
import {
  isSuperadmin,
  normalizeModuleName,
  type AccessAction,
  type RestrictionEntry,
} from '../../access/names';
import { restrictionToPolicy } from '../../access/policy';

/**
 * The restriction editor's rules (DESIGN §6), shared by the form and the demo API: Edit turns View
 * on, View off turns Edit off, and no admin grants a right it lacks.
 */

export type Right = AccessAction;

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
 * The list with one switch moved: Edit on turns View on too; View off turns Edit off too. A
 * module left with neither right leaves the list.
 */
export function setRight(
  list: readonly RestrictionEntry[] | undefined,
  name: string,
  right: Right,
  on: boolean,
): RestrictionEntry[] {
  const current = entryOf(list, name) ?? { name, canView: false, canEdit: false };
  const next: RestrictionEntry =
    right === 'edit'
      ? { name: current.name, canView: on ? true : current.canView, canEdit: on }
      : { name: current.name, canView: on, canEdit: on ? current.canEdit : false };
  const others = (list ?? []).filter((entry) => entry !== entryOf(list, name));
  if (!next.canView && !next.canEdit) return others;
  const at = (list ?? []).findIndex((entry) => entry === entryOf(list, name));
  if (at < 0) return [...others, next];
  const copy = [...(list ?? [])];
  copy[at] = next;
  return copy;
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
): { name: string; right: Right }[] {
  const problems: { name: string; right: Right }[] = [];
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
export function ungrantableMessage(problems: { name: string; right: Right }[]): string {
  return `You cannot grant rights you do not have: ${problems
    .map((problem) => `${problem.right} on ${problem.name}`)
    .join(', ')}`;
}

/** What is wrong with a restriction list's shape, or undefined. */
export function restrictionProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'Restrictions must be a list of modules';
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    const item = entry as Partial<RestrictionEntry> | null;
    if (
      !item ||
      typeof item !== 'object' ||
      typeof item.name !== 'string' ||
      !item.name.trim() ||
      typeof item.canView !== 'boolean' ||
      typeof item.canEdit !== 'boolean'
    )
      return 'Each restriction needs a module name and View and Edit switches';
    if (item.canEdit && !item.canView) return `Edit on ${item.name} needs View too`;
    const name = normalizeModuleName(item.name);
    if (seen.has(name)) return `${item.name} is listed twice`;
    seen.add(name);
  }
  return undefined;
}
