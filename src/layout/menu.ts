import type { AccessDecider } from '../../access/enforcer';
import { MENU_GROUPS, type MenuGroup } from '../../resources/types';
import type { MenuItem } from '../model/registry';

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/**
 * The sidebar an admin sees: the groups in MENU_GROUPS order, each with its viewable items; a group
 * shows when at least one item is viewable (groups are not access modules).
 */
export function visibleMenu(items: readonly MenuItem[], access: AccessDecider): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group && access.can(item.module, 'view')),
  })).filter((section) => section.items.length > 0);
}
