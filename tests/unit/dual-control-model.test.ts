import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../access/enforcer';
import {
  changedFields,
  dualControlCoverage,
  heldPlaces,
  heldUpdateKind,
  holdableRequests,
} from '../../src/model/dualControl';
import { getDeclaration } from '../../src/model/registry';

/** Dual control read from the declarations: what is held, where, and who could approve it. */
const entry = (name: string, canEdit = true) => ({ name, canView: true, canEdit });

describe('what is held', () => {
  it('a changed held field, unless its kind is off; a plain field never', () => {
    const coins = getDeclaration('coins')!.fields;
    const stored = { name: 'USD Coin', maxWithdraw: '100' };
    const raised = changedFields(coins, stored, { maxWithdraw: '200', name: 'USD Coin' });
    expect(raised).toEqual([{ field: 'maxWithdraw', before: '100', after: '200' }]);
    expect(heldUpdateKind(coins, raised, undefined)).toBe('coinLimits');
    expect(heldUpdateKind(coins, raised, { coinLimits: false })).toBeUndefined();
    // "100" sent as 100 is no change.
    expect(changedFields(coins, stored, { maxWithdraw: 100 })).toEqual([]);
    const renamed = changedFields(coins, stored, { name: 'USDC' });
    expect(heldUpdateKind(coins, renamed, undefined)).toBeUndefined();
  });

  it('rights only when they give edit on a money or rights module', () => {
    const admins = getDeclaration('admins')!.fields;
    const before = { restriction: [entry('Tags')], role: 'subadmin' };
    const kind = (after: Record<string, unknown>) =>
      heldUpdateKind(admins, changedFields(admins, before, after), undefined);
    expect(kind({ restriction: [entry('Tags'), entry('Withdraw')] })).toBe('adminRights');
    expect(kind({ restriction: [entry('Tags'), entry('Withdraw', false)] })).toBeUndefined();
    expect(kind({ restriction: [] })).toBeUndefined();
    expect(kind({ role: 'superadmin' })).toBe('adminRights');
  });

  it('lists every place and request, each kind once per request', () => {
    const kinds = new Set(heldPlaces().map((place) => place.kind));
    expect([...kinds].sort()).toEqual([
      'adminRights',
      'coinLimits',
      'dualControlSetting',
      'marketResolution',
      'platformSettings',
      'tradeBotStart',
    ]);
    const requests = holdableRequests().map((request) => `${request.method} ${request.path}`);
    expect(requests).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/coins/{id}',
        'POST /api/admin/events/{id}/resolve',
        'POST /api/admin/updateSiteDetails',
        'POST /api/admin/trade-bots/{id}/start',
        'PUT /api/admin/admins/{id}',
      ]),
    );
  });
});

describe('the coverage report', () => {
  it('names who may propose and approve, and warns when fewer than two could approve', async () => {
    const admin = async (
      name: string,
      role: string,
      list: ReturnType<typeof entry>[],
      active = true,
    ) => {
      const access = await createAccessDecider(role, list);
      return { name, active, can: access.can };
    };
    const rows = dualControlCoverage([
      await admin('Sam', 'superadmin', []),
      await admin('Felix', 'subadmin', [entry('Coin List')]),
      await admin('Olga', 'subadmin', [entry('Unresolved Markets')], false),
    ]);
    const coins = rows.find((row) => row.kind === 'coinLimits')!;
    expect(coins).toMatchObject({ approvers: ['Sam', 'Felix'] });
    expect(coins.warning).toBeUndefined();
    // Olga is disabled: only Sam could approve a resolution.
    const resolution = rows.find((row) => row.kind === 'marketResolution')!;
    expect(resolution).toMatchObject({ approvers: ['Sam'], warning: 'one' });
    expect(dualControlCoverage([]).every((row) => row.warning === 'none')).toBe(true);
  });
});
