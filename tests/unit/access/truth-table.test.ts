import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../../access/enforcer';
import { restrictionToPolicy } from '../../../access/policy';
import { decideRoute, firstViewable } from '../../../access/routes';
import { menuItems, routeRules } from '../../../src/model/registry';

const entry = (name: string, canView: boolean, canEdit: boolean) => ({ name, canView, canEdit });

describe('policy from a restriction list', () => {
  it('gives a superadmin view and edit on every module, whatever its list says', async () => {
    const access = await createAccessDecider('superadmin', [entry('Tags', false, false)]);
    for (const module of ['Tags', 'Dashboard', 'Site Setting', 'Anything New']) {
      expect(access.can(module, 'view')).toBe(true);
      expect(access.can(module, 'edit')).toBe(true);
    }
  });

  it('treats the role name without regard to case or spaces', async () => {
    expect(restrictionToPolicy(' SuperAdmin ', [])).toEqual([
      ['*', 'view'],
      ['*', 'edit'],
    ]);
  });

  it('grants view iff canView, and edit iff canView and canEdit', async () => {
    const access = await createAccessDecider('subadmin', [
      entry('Tags', true, true),
      entry('Category', true, false),
      entry('Events', false, true),
    ]);
    expect([access.can('Tags', 'view'), access.can('Tags', 'edit')]).toEqual([true, true]);
    expect([access.can('Category', 'view'), access.can('Category', 'edit')]).toEqual([true, false]);
    expect([access.can('Events', 'view'), access.can('Events', 'edit')]).toEqual([false, false]);
    expect(access.can('Users', 'view')).toBe(false);
  });

  it('matches names after trimming and ignoring case', async () => {
    const access = await createAccessDecider('subadmin', [entry('  coin LIST ', true, true)]);
    expect(access.can('Coin List', 'view')).toBe(true);
    expect(access.can('coin list', 'edit')).toBe(true);
    expect(access.can('Coin', 'view')).toBe(false);
  });

  it('grants nothing to an empty list or a wildcard entry', async () => {
    const empty = await createAccessDecider('subadmin', []);
    expect(empty.can('Dashboard', 'view')).toBe(false);
    const wildcard = await createAccessDecider('subadmin', [entry('*', true, true)]);
    expect(wildcard.can('Tags', 'view')).toBe(false);
  });
});

describe('route decisions', () => {
  it('lets the skip list through for an admin with no modules', async () => {
    const nobody = await createAccessDecider('subadmin', []);
    for (const path of ['/profile', '/changePassword', '/2fa-settings', '/loginHistory', '/404']) {
      expect(decideRoute(path, routeRules, menuItems, nobody)).toEqual({ kind: 'allow' });
    }
  });

  it('needs view for list routes and edit for add/update routes', async () => {
    const viewer = await createAccessDecider('subadmin', [
      entry('Tags', true, false),
      entry('Dashboard', true, false),
    ]);
    expect(decideRoute('/tags', routeRules, menuItems, viewer).kind).toBe('allow');
    expect(decideRoute('/add-tag', routeRules, menuItems, viewer)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRoute('/update-tag/abc', routeRules, menuItems, viewer)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('redirects to the first viewable menu item in menu order', async () => {
    const operator = await createAccessDecider('subadmin', [
      entry('Tags', true, true),
      entry('Users', true, false),
    ]);
    expect(firstViewable(menuItems, operator)).toBe('/user-list');
    expect(decideRoute('/dashboard', routeRules, menuItems, operator)).toEqual({
      kind: 'redirect',
      to: '/user-list',
    });
  });

  it('redirects to /dashboard when nothing else is viewable, and shows "no modules" there', async () => {
    const nobody = await createAccessDecider('subadmin', []);
    expect(decideRoute('/tags', routeRules, menuItems, nobody)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRoute('/dashboard', routeRules, menuItems, nobody)).toEqual({
      kind: 'no-modules',
    });
  });

  it('leaves unknown paths to the router (404 page)', async () => {
    const nobody = await createAccessDecider('subadmin', []);
    expect(decideRoute('/no-such-page', routeRules, menuItems, nobody)).toEqual({ kind: 'allow' });
  });
});
