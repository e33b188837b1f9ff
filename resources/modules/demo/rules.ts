import { normalizeModuleName, type RestrictionEntry } from '../../../access/names';
import { badRequest } from '../../../src/demo/http-utils';
import type { DemoStore, Row } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

const entries = (admin: Row) =>
  Array.isArray(admin.restriction) ? (admin.restriction as RestrictionEntry[]) : [];
const named = (entry: RestrictionEntry | undefined, key: string) =>
  typeof entry?.name === 'string' && normalizeModuleName(entry.name) === key;

/**
 * Why `name` is another module's access key (not `self`'s), or undefined: restriction names are
 * matched to module keys, and a name no module has stays a key itself, so a module may not be
 * named after another's key (a renamed module keeps its first name as key). Another module's
 * name is the generic uniqueness check's (src/demo/backend/resources.ts), done before this.
 */
function keyClash(store: DemoStore, name: string, self?: string): string | undefined {
  const wanted = normalizeModuleName(name);
  const taken = store
    .all('modules')
    .find(
      (row) =>
        row._id !== self && normalizeModuleName(String(row.key ?? row.name ?? '')) === wanted,
    );
  return taken && say`"${name.trim()}" is the access key of module "${String(taken.name)}"`;
}

/**
 * Access modules. A new module's `key` is its name, then never changes (code checks keys; the
 * deciders translate restriction names to keys). Renaming a module rewrites, in the same
 * request, every admin's restriction entry that names it, so that no admin silently loses
 * access; a rename to a name another module has (or has as its key), or that restriction entries
 * already hold, is refused before anything is rewritten: those entries would gain this module's
 * rights. A module still named by restrictions cannot be deleted (409 naming the admins).
 */
const modules: CollectionRules = {
  create({ store }, values) {
    const key = String(values.name ?? '').trim();
    const taken = keyClash(store, key);
    if (taken) return badRequest(say`The module has errors`, { name: taken });
    return { ...(values as Row), key };
  },

  update({ store }, existing, values) {
    const { key: _key, ...patch } = values;
    void _key;
    if (typeof patch.name === 'string') {
      const name = patch.name;
      const wanted = normalizeModuleName(name);
      // Entries naming the module already (its name or key, spelled otherwise) are its own.
      const own = [existing.name, existing.key].map((item) =>
        normalizeModuleName(String(item ?? '')),
      );
      const taken =
        keyClash(store, name, existing._id) ??
        (own.includes(wanted) ? undefined : usedBy(store, wanted, name));
      if (taken) return badRequest(say`The module has errors`, { name: taken });
    }
    return { ...patch, _id: existing._id, key: existing.key ?? existing.name };
  },

  written({ store, now, admin }, before, after) {
    if (!before || typeof after.name !== 'string' || before.name === after.name) return;
    const old = normalizeModuleName(String(before.name));
    for (const row of store.all('admins')) {
      const list = entries(row);
      if (!list.some((entry) => named(entry, old))) continue;
      store.update('admins', row._id, {
        restriction: list.map((entry) =>
          named(entry, old) ? { ...entry, name: after.name } : entry,
        ),
        updatedAt: now,
        updatedBy: admin._id,
      });
    }
  },

  deleteRefusal(store, row) {
    const users = holders(store, normalizeModuleName(String(row.name)));
    return users.length
      ? say`Module "${String(row.name)}" is in the restrictions of ${users.join(', ')}; remove it from them first.`
      : undefined;
  },
};

/** The names of the admins whose restriction lists name `key`. */
function holders(store: DemoStore, key: string): string[] {
  return store
    .all('admins')
    .filter((admin) => entries(admin).some((entry) => named(entry, key)))
    .map((admin) => String(admin.name));
}

/** A rename onto a name restriction entries already hold (no module's): 400 naming the admins. */
function usedBy(store: DemoStore, key: string, name: string): string | undefined {
  const users = holders(store, key);
  return users.length
    ? say`Name "${name}" is already in the restrictions of ${users.join(', ')}; renaming onto it would give them this module`
    : undefined;
}

export default modules;
