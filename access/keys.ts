import { normalizeModuleName, type RestrictionEntry } from './names';

/**
 * Module names -> immutable module keys, from the Modules data (each Module record has a `name`,
 * which restriction entries use and an admin may rename, and a `key`, the declaration's `module`
 * that code checks). Looked up after trimming and ignoring case.
 */
export type ModuleKeys = Readonly<Record<string, string>>;

/** The lookup table of a list of modules: normalized name -> key (a module without a key is its name). */
export function moduleKeyMap(modules: readonly Readonly<Record<string, unknown>>[]): ModuleKeys {
  const keys: Record<string, string> = {};
  for (const module of modules) {
    if (typeof module?.name !== 'string' || !module.name.trim()) continue;
    const key = typeof module.key === 'string' && module.key.trim() ? module.key : module.name;
    keys[normalizeModuleName(module.name)] = key;
  }
  return keys;
}

/**
 * A restriction list with each entry's name replaced by its module's key. A name no module has
 * stays as it is (a backend that sends no keys, or a module declared in code only).
 */
export function restrictionByKey(
  restriction: readonly RestrictionEntry[] | undefined | null,
  keys: ModuleKeys | undefined | null,
): RestrictionEntry[] {
  const list = Array.isArray(restriction) ? restriction : [];
  if (!keys || typeof keys !== 'object') return [...list];
  // The table may come from an API answer: its names are matched trimmed and ignoring case too.
  const lookup = new Map<string, string>();
  for (const [name, key] of Object.entries(keys))
    if (typeof key === 'string' && key.trim()) lookup.set(normalizeModuleName(name), key);
  return list.map((entry) => {
    if (!entry || typeof entry.name !== 'string') return entry;
    const key = lookup.get(normalizeModuleName(entry.name));
    return key === undefined ? entry : { ...entry, name: key };
  });
}
