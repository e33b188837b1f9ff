import type { FieldDeclaration } from '../../resources/types';

/**
 * The list's column choice as kept per admin and list in localStorage: the Columns chooser
 * (./listColumns.tsx) and saved views (./views) read and write it. Only the columns the admin
 * switched are stored, so a column added to the declaration later gets its default.
 */

export type ListOptions = { sortable?: boolean; width?: number; hidden?: boolean };

export function listOptions(field: FieldDeclaration): ListOptions {
  return typeof field.list === 'object' ? field.list : {};
}

const STORAGE_PREFIX = 'pm-admin:list-columns:v2:';

/** Per admin and resource: two admins sharing a browser keep their own columns. */
export const storageKey = (admin: string, resource: string) =>
  `${STORAGE_PREFIX}${admin}:${resource}`;

export type Choice = Record<string, boolean>;

export function readChoice(key: string): Choice {
  try {
    const saved = localStorage.getItem(key);
    const parsed: unknown = saved ? JSON.parse(saved) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Choice) : {};
  } catch {
    return {};
  }
}

export function writeChoice(key: string, choice: Choice): void {
  try {
    if (Object.keys(choice).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice lasts for this visit.
  }
}
