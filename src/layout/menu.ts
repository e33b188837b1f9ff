import type { AccessDecider } from '../../access/enforcer';
import type { MenuGroupName } from '../../resources/types';
import { menuGroups, type MenuItem } from '../model/registry';

export interface MenuSection {
  group: MenuGroupName;
  items: MenuItem[];
}

/**
 * The sidebar an admin sees: the groups in order (model/registry.ts, menuGroups), each with its
 * viewable items; a group shows when at least one item is viewable (groups are not access modules).
 */
export function visibleMenu(items: readonly MenuItem[], access: AccessDecider): MenuSection[] {
  return menuGroups
    .map((group) => ({
      group,
      items: items.filter((item) => item.group === group && access.can(item.module, 'view')),
    }))
    .filter((section) => section.items.length > 0);
}
