import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../../access/enforcer';
import { adminChangeRefusal } from '../../../access/rights';
import { accessMatrix, matrixCsv, matrixDiff } from '../../../src/model/accessMatrix';
import { heldPlaces } from '../../../src/model/dualControl';
import { actionShown, mayChangeRow } from '../../../src/model/actions';
import { getDeclaration, moduleNames, routeRules } from '../../../src/model/registry';

const entry = (name: string, canView: boolean, canEdit: boolean) => ({ name, canView, canEdit });

describe('access matrix', () => {
  it('lists every module x view/edit and every route with the guard decision', async () => {
    const matrix = accessMatrix(
      await createAccessDecider('subadmin', [
        entry('Tags', true, false),
        entry('Users', true, true),
      ]),
    );
    expect(matrix.modules.map((row) => row.module)).toEqual(moduleNames);
    expect(matrix.routes.map((row) => row.path).sort()).toEqual(
      routeRules.map((rule) => rule.path).sort(),
    );
    // In menu order: the dashboard first.
    expect(matrix.routes[0].path).toBe('/dashboard');
    expect(matrix.modules.find((row) => row.module === 'Tags')).toEqual({
      module: 'Tags',
      view: true,
      edit: false,
    });
    const at = (path: string) => matrix.routes.find((row) => row.path === path)?.decision;
    expect(at('/tags')).toBe('allow');
    expect(at('/add-tag')).toBe('redirect /user-list');
    expect(at('/dashboard')).toBe('redirect /user-list');
    expect(at('/update-tag/:id')).toBe('redirect /user-list');
  });

  it('a superadmin is allowed everything; an empty list gets the no-modules page', async () => {
    const all = accessMatrix(await createAccessDecider('superadmin', []));
    expect(all.routes.every((row) => row.decision === 'allow')).toBe(true);
    expect(all.modules.every((row) => row.view && row.edit)).toBe(true);
    const none = accessMatrix(await createAccessDecider('subadmin', []));
    expect(none.routes.find((row) => row.path === '/dashboard')?.decision).toBe('no-modules');
    expect(none.routes.find((row) => row.path === '/tags')?.decision).toBe('redirect /dashboard');
  });

  it('the difference lists what is gained, lost and moved, and nothing else', async () => {
    const before = accessMatrix(
      await createAccessDecider('subadmin', [
        entry('Tags', true, true),
        entry('Users', true, false),
      ]),
    );
    const after = accessMatrix(
      await createAccessDecider('subadmin', [
        entry('Users', true, true),
        entry('Category', true, false),
      ]),
    );
    const changes = matrixDiff(before, after);
    const find = (subject: string) => changes.find((change) => change.subject === subject);
    expect(find('view Tags')).toMatchObject({ before: 'allow', after: 'deny', change: 'loss' });
    expect(find('edit Users')).toMatchObject({ before: 'deny', after: 'allow', change: 'gain' });
    expect(find('view Category')).toMatchObject({ change: 'gain' });
    expect(find('/add-tag')).toMatchObject({
      kind: 'route',
      before: 'allow',
      after: 'redirect /user-list',
      change: 'loss',
    });
    expect(find('/category')).toMatchObject({ before: 'redirect /user-list', after: 'allow' });
    expect(find('view Users')).toBeUndefined();
    expect(find('/user-list')).toBeUndefined();
    expect(matrixDiff(before, before)).toEqual([]);
  });

  it('exports as CSV: a header, a row per module and action, a row per route', async () => {
    const matrix = accessMatrix(
      await createAccessDecider('subadmin', [entry('Tags', true, false)]),
    );
    const lines = matrixCsv(matrix).trimEnd().split('\r\n');
    expect(lines[0]).toBe('section,subject,module,action,decision');
    expect(lines).toContain('module,Tags,Tags,view,allow');
    expect(lines).toContain('module,Tags,Tags,edit,deny');
    expect(lines).toContain('route,/add-tag,Tags,edit,redirect /tags');
    const held = heldPlaces().length;
    expect(lines).toHaveLength(1 + moduleNames.length * 2 + routeRules.length + held * 2);
  });

  it('says per held kind what an admin may propose and approve (edit on its module)', async () => {
    const finance = accessMatrix(
      await createAccessDecider('subadmin', [
        entry('Coin List', true, true),
        entry('Tags', true, false),
      ]),
    );
    const coins = finance.dualControl.find((row) => row.kind === 'coinLimits')!;
    expect(coins).toMatchObject({ module: 'Coin List', propose: true, approve: true });
    expect(coins.what).toContain('Second approval above');
    const resolution = finance.dualControl.find((row) => row.kind === 'marketResolution')!;
    expect(resolution).toMatchObject({ propose: false, approve: false });
    const lines = matrixCsv(finance).trimEnd().split('\r\n');
    expect(lines).toContain('dual-control,coinLimits coins,Coin List,approve,allow');
  });

  it('defuses spreadsheet formulas and quotes commas in CSV cells', () => {
    const csv = matrixCsv({
      modules: [{ module: '=HYPERLINK("x"),y', view: true, edit: false }],
      routes: [],
      dualControl: [],
    });
    expect(csv).toContain(`"'=HYPERLINK(""x""),y"`);
  });
});

describe('who may change an admin account (one fact: buttons and API)', () => {
  const admins = getDeclaration('admins')!;
  const superRow = { _id: 's', role: 'superadmin', status: 'active', twoFactorEnabled: true };
  const subRow = { _id: 'o', role: 'subadmin', status: 'active', twoFactorEnabled: true };

  it('only a superadmin changes a superadmin; a sub-admin, only an admin whose rights it has', () => {
    const boss = { role: 'superadmin', restriction: [] };
    const staff = { role: 'subadmin', restriction: [entry('Sub Admin', true, true)] };
    expect(adminChangeRefusal(boss, superRow)).toBeUndefined();
    expect(adminChangeRefusal(staff, superRow)).toBe('Only a superadmin can change a superadmin.');
    expect(adminChangeRefusal(staff, { ...subRow, role: ' SuperAdmin ' })).toBeDefined();
    expect(adminChangeRefusal(staff, subRow)).toBeUndefined();
    // An admin with rights the editor lacks: changing its e-mail would hand them over.
    const stronger = {
      ...subRow,
      restriction: [entry('Events', true, true), entry('Sub Admin', true, false)],
    };
    expect(adminChangeRefusal(staff, stronger)).toBe(
      'This admin has rights you do not have (view on Events): only a superadmin or an admin with them can change it.',
    );
    expect(
      adminChangeRefusal(
        { ...staff, restriction: [...staff.restriction, entry('Events', true, false)] },
        stronger,
      ),
    ).toMatch(/edit on Events/);
    // Names match as everywhere (trimmed, any case), and a renamed module by its key.
    expect(
      adminChangeRefusal(
        { ...staff, restriction: [entry(' sub admin ', true, true), entry('Labels', true, true)] },
        { ...subRow, restriction: [entry('TAGS', true, true)] },
      ),
    ).toMatch(/on TAGS/);
    expect(
      adminChangeRefusal(
        { ...staff, restriction: [entry('Labels', true, true)], moduleKeys: { labels: 'Tags' } },
        { ...subRow, restriction: [entry('Labels', true, true)] },
      ),
    ).toBeUndefined();
    expect(mayChangeRow(admins, staff, superRow)).toBe(false);
    expect(mayChangeRow(admins, staff, stronger)).toBe(false);
    expect(mayChangeRow(admins, staff, subRow)).toBe(true);
    expect(mayChangeRow(admins, boss, superRow)).toBe(true);
  });

  it('a sub-admin with edit on Sub Admin sees no Disable or Reset 2FA on a superadmin row', async () => {
    const editor = await createAccessDecider('subadmin', [entry('Sub Admin', true, true)]);
    const shown = (record: Record<string, unknown>) =>
      (admins.actions ?? [])
        .filter((action) => actionShown(admins, action, editor, record))
        .map((action) => action.name);
    expect(shown(superRow)).not.toContain('disable');
    expect(shown(superRow)).not.toContain('reset-2fa');
    expect(shown(subRow)).toEqual(expect.arrayContaining(['disable', 'reset-2fa']));
  });

  it('"View as" is a superadmin-only tool', async () => {
    const viewAs = admins.actions!.find((action) => action.name === 'view-as')!;
    const editor = await createAccessDecider('subadmin', [entry('Sub Admin', true, true)]);
    const boss = await createAccessDecider('superadmin', []);
    expect(actionShown(admins, viewAs, editor, subRow)).toBe(false);
    expect(actionShown(admins, viewAs, boss, subRow)).toBe(true);
  });
});
