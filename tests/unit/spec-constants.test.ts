import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../resources/types';
import { TIME_IN_FORCE } from '../../resources/domain';
import { createAccessDecider } from '../../access/enforcer';
import { menuGroups, menuItems } from '../../src/model/registry';
import { visibleMenu } from '../../src/layout/menu';

describe('fixed product constants', () => {
  it('has the sidebar groups in their fixed order', () => {
    expect(MENU_GROUPS).toEqual([
      'Dashboard',
      'User Management',
      'Coin',
      'Transfer History',
      'Categories',
      'Markets',
      'Order History',
      'Position',
      'Resolution',
      'Trade Bot',
      'Admin Profit',
      'Reports',
      'Templates & CMS',
      'Site Setting',
      'Admin controller',
    ]);
  });

  it('labels GTC, IOC and GTD orders in words', () => {
    expect(Object.fromEntries(TIME_IN_FORCE.options.map((o) => [o.value, o.label]))).toEqual({
      GTC: "Good 'Til Canceled",
      IOC: 'Immediate Or Cancel',
      GTD: "Good 'Til Date",
    });
  });

  it('shows groups in their fixed order and only those with a viewable item', async () => {
    const superadmin = await createAccessDecider('superadmin', []);
    const groups = visibleMenu(menuItems, superadmin).map((section) => section.group);
    expect(groups).toEqual(menuGroups.filter((group) => groups.includes(group)));
    expect(menuGroups.slice(0, MENU_GROUPS.length)).toEqual(MENU_GROUPS);
    const tagsOnly = await createAccessDecider('subadmin', [
      { name: 'Tags', canView: true, canEdit: false },
    ]);
    // The Approvals inbox is every admin's (it lists only changes of modules they may view).
    expect(visibleMenu(menuItems, tagsOnly)).toEqual([
      { group: 'Categories', items: [expect.objectContaining({ label: 'Tags', path: '/tags' })] },
      {
        group: 'Admin controller',
        items: [expect.objectContaining({ label: 'Approvals', path: '/approvals' })],
      },
    ]);
  });

  it('gives every declared item a group, a unique path and a module', () => {
    const paths = menuItems.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const item of menuItems) {
      expect(menuGroups).toContain(item.group);
      expect(item.module.trim()).not.toBe('');
    }
  });
});
