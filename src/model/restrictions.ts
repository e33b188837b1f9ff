import { normalizeModuleName, type AccessAction, type RestrictionEntry } from '../../access/names';
import { entryOf } from '../../access/rights';
import { nameProblem } from '../../resources/domain/identity';
import { say } from '../../resources/_text';

// What an admin may grant and whom it may change is access's (resources/ read it too).
export {
  adminChangeRefusal,
  entryOf,
  rightsOf,
  ungrantable,
  ungrantableMessage,
  type RightCheck,
  type RightsHolder,
} from '../../access/rights';

/**
 * The restriction editor's rules (docs/access.md), shared by the form and the demo API: Edit
 * turns View on, View off turns Edit off, and no admin grants a right it lacks.
 */
export type Right = AccessAction;

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

/** The keys of a restriction entry: exactly these, nothing else is stored. */
const ENTRY_KEYS: readonly string[] = ['name', 'canView', 'canEdit'];

const isEntry = (item: unknown): item is RestrictionEntry =>
  item !== null &&
  typeof item === 'object' &&
  !Array.isArray(item) &&
  typeof (item as RestrictionEntry).name === 'string' &&
  typeof (item as RestrictionEntry).canView === 'boolean' &&
  typeof (item as RestrictionEntry).canEdit === 'boolean';

/**
 * What is wrong with a restriction list, or undefined: each entry is exactly `{ name, canView,
 * canEdit }` (a string and two booleans), its name an identifying name, each module listed once.
 */
export function restrictionProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return say`Restrictions must be a list of modules`;
  const seen = new Set<string>();
  for (const [index, item] of (value as unknown[]).entries()) {
    const extra = isEntry(item) && Object.keys(item).find((key) => !ENTRY_KEYS.includes(key));
    if (!isEntry(item) || !item.name.trim() || extra !== undefined)
      return extra
        ? say`Restriction ${index + 1} must be exactly { name, canView, canEdit }: a module name and View and Edit switches ("${extra}" is not one of them)`
        : say`Restriction ${index + 1} must be exactly { name, canView, canEdit }: a module name and View and Edit switches`;
    const lookAlike = nameProblem(say`A module name`, item.name);
    if (lookAlike) return lookAlike;
    if (item.canEdit && !item.canView) return say`Edit on ${item.name} needs View too`;
    const name = normalizeModuleName(item.name);
    if (seen.has(name)) return say`${item.name} is listed twice`;
    seen.add(name);
  }
  return undefined;
}

/**
 * A stored restriction list as the API answers it and deciders read it: the well-formed entries,
 * each as exactly `{ name, canView, canEdit }`. Whatever else was stored (by a version that took
 * anything) is left out, so it cannot reach an answer or a decision.
 */
export function restrictionEntries(value: unknown): RestrictionEntry[] {
  return Array.isArray(value)
    ? value.filter(isEntry).map(({ name, canView, canEdit }) => ({ name, canView, canEdit }))
    : [];
}
