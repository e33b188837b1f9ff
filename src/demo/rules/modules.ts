import { normalizeModuleName, type RestrictionEntry } from '../../../access/names';
import { badRequest } from '../http-utils';
import type { Row } from '../store';
import type { CollectionRules } from './_types';

/**
 * Access modules. A new module's `key` is its name, then never changes (code checks keys; the
 * deciders translate restriction names to keys). Renaming a module rewrites, in the same
 * request, every admin's restriction entry that names it, so that no admin silently loses
 * access. A module still named by restrictions cannot be deleted (409 naming the admins).
 */
const modules: CollectionRules = {
  create({ store }, values) {
    const key = String(values.name ?? '').trim();
    // A new module's key must not be another's (a renamed module keeps its old name as key).
    const taken = store
      .all('modules')
      .find((row) => normalizeModuleName(String(row.key ?? row.name)) === normalizeModuleName(key));
    if (taken)
      return badRequest('The module has errors', {
        name: `"${key}" is the access key of module "${String(taken.name)}"`,
      });
    return { ...(values as Row), key };
  },

  update(_context, existing, values) {
    const { key: _key, ...patch } = values;
    void _key;
    return { ...patch, _id: existing._id, key: existing.key ?? existing.name };
  },

  written({ store, now, admin }, before, after) {
    if (!before || typeof after.name !== 'string' || before.name === after.name) return;
    const old = normalizeModuleName(String(before.name));
    for (const row of store.all('admins')) {
      const list = (row.restriction as RestrictionEntry[] | undefined) ?? [];
      if (!list.some((entry) => normalizeModuleName(String(entry?.name ?? '')) === old)) continue;
      store.update('admins', row._id, {
        restriction: list.map((entry) =>
          normalizeModuleName(String(entry?.name ?? '')) === old
            ? { ...entry, name: after.name }
            : entry,
        ),
        updatedAt: now,
        updatedBy: admin._id,
      });
    }
  },

  deleteRefusal(store, row) {
    const name = normalizeModuleName(String(row.name));
    const users = store
      .all('admins')
      .filter((admin) =>
        ((admin.restriction as RestrictionEntry[] | undefined) ?? []).some(
          (entry) => normalizeModuleName(String(entry?.name ?? '')) === name,
        ),
      )
      .map((admin) => String(admin.name));
    return users.length
      ? `Module "${String(row.name)}" is in the restrictions of ${users.join(', ')}; remove it from them first.`
      : undefined;
  },
};

export default modules;
