import { normalizeModuleName, type AccessAction, type RestrictionEntry } from '../../access/names';
import { entryOf } from '../../access/rights';
import { nameProblem } from '../../resources/domain/identity';

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
 * The restriction editor's rules (DESIGN §6), shared by the form and the demo API: Edit turns View
 * on, View off turns Edit off, and no admin grants a right it lacks.
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
    const lookAlike = nameProblem('A module name', item.name);
    if (lookAlike) return lookAlike;
    if (item.canEdit && !item.canView) return `Edit on ${item.name} needs View too`;
    const name = normalizeModuleName(item.name);
    if (seen.has(name)) return `${item.name} is listed twice`;
    seen.add(name);
  }
  return undefined;
}
