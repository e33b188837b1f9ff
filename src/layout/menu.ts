import type { AccessDecider } from '../../access/enforcer';
import { isOwnAccountModule } from '../../access/names';
import type { MenuGroupName } from '../../resources/types';
import { menuGroups, type MenuItem } from '../model/registry';

interface MenuSection {
  group: MenuGroupName;
  items: MenuItem[];
}

/**
 * The sidebar an admin sees: the groups in order (model/registry.ts, menuGroups), each with its
 * viewable items; a group shows when at least one item is viewable (groups are not access modules).
 * Every admin's own pages (the Approvals inbox) show only beside a module of the admin's: to an
 * admin with none, the sidebar is empty, as the "no modules assigned" page says.
 */
export function visibleMenu(items: readonly MenuItem[], access: AccessDecider): MenuSection[] {
  const own = (item: MenuItem) => isOwnAccountModule(item.module);
  if (!items.some((item) => !own(item) && access.can(item.module, 'view'))) return [];
  return menuGroups
    .map((group) => ({
      group,
      items: items.filter((item) => item.group === group && access.can(item.module, 'view')),
    }))
    .filter((section) => section.items.length > 0);
}
