import { isSuperadmin, normalizeModuleName, type RestrictionEntry } from './names';

type PolicyRow = [module: string, action: 'view' | 'edit'];

/**
 * Turns an admin's role and restriction list into Casbin policy rows.
 * superadmin: view and edit everywhere. Others: view iff canView; edit iff canView and canEdit
 * (an entry that may edit but not view grants nothing: a page you cannot open has no buttons).
 */
export function restrictionToPolicy(
  role: string | undefined | null,
  restriction: readonly RestrictionEntry[] | undefined | null,
): PolicyRow[] {
  if (isSuperadmin(role))
    return [
      ['*', 'view'],
      ['*', 'edit'],
    ];
  const rows = new Map<string, PolicyRow>();
  for (const entry of restriction ?? []) {
    if (!entry || typeof entry.name !== 'string' || !entry.canView) continue;
    const module = normalizeModuleName(entry.name);
    if (!module || module === '*') continue;
    rows.set(`${module}|view`, [module, 'view']);
    if (entry.canEdit) rows.set(`${module}|edit`, [module, 'edit']);
  }
  return [...rows.values()];
}
