import { describe, expect, it } from 'vitest';
import {
  auditFields,
  auditPath,
  auditRecordPath,
  auditResourceLabel,
  auditValueText,
  readableChanges,
} from '../../src/model/auditTrail';
import { filterOptions, getDeclaration, moduleNames } from '../../src/model/registry';

/** How an audit entry's changes read: the declaration's labels, values as text. */
describe('audit changes as read', () => {
  const coins = auditFields('coins');
  const admins = auditFields('admins');
  const events = auditFields('events');

  it('names a path by its declared labels, nested rows and rights readable', () => {
    expect(auditPath('withdrawFee', coins).label).toBe('Withdraw fee');
    expect(auditPath('restriction.Withdraw.canEdit', admins).label).toBe(
      'Restrictions › Withdraw › Can edit',
    );
    expect(
      auditPath('markets.65a0c0ffee0000000000abcd.status', events, (_, id) =>
        id.endsWith('abcd') ? 'Will it rain?' : undefined,
      ).label,
    ).toBe('Markets › Will it rain? › Status');
    expect(auditPath('markets.65a0c0ffee0000000000abcd.status', events).label).toBe(
      'Markets › #00abcd › Status',
    );
    expect(auditPath('cancelReason', events).label).toBe('Cancel reason');
    expect(auditPath('approvals.0', auditFields('withdrawals')).label).toBe('Approvals › #1');
    // Site settings declare some fields by their whole path.
    expect(
      auditPath('socialLinks.twitter', auditFields('site-setting', 'Site Setting')).label,
    ).toBe('X (Twitter)');
  });

  it('formats values: Yes/No, — for nothing, options, amounts, dates, compact objects', () => {
    const status = auditPath('status', auditFields('withdrawals')).field;
    expect(auditValueText('awaitingSecondApproval', status)).toBe('Awaiting 2nd approval');
    expect(auditValueText(true)).toBe('Yes');
    expect(auditValueText(false)).toBe('No');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText('1234.5', auditPath('withdrawFee', coins).field)).toMatch(/^1,234\.5/);
    expect(auditValueText(['a', 'b'])).toBe('a, b');
    expect(auditValueText({ name: 'Withdraw', canView: true, canEdit: false })).toBe(
      'Name: Withdraw, Can view: Yes, Can edit: No',
    );
    expect(auditValueText('2026-11-01T10:20:00.000Z')).toMatch(/^2026-11-01 \d\d:20$/);
  });

  it('reads a whole entry: struck-through before unless nothing was there', () => {
    expect(
      readableChanges(
        [
          { field: 'withdrawFee', before: '0.1', after: '0.5' },
          {
            field: 'restriction.Withdraw',
            before: null,
            after: { name: 'Withdraw', canView: true },
          },
        ],
        [...coins, ...admins],
      ),
    ).toEqual([
      {
        field: 'withdrawFee',
        label: 'Withdraw fee',
        before: '0.1',
        after: '0.5',
        added: false,
      },
      {
        field: 'restriction.Withdraw',
        label: 'Restrictions › Withdraw',
        before: '—',
        // The module is in the label already.
        after: 'Can view: Yes',
        added: true,
      },
    ]);
  });

  it("names an entry's resource and links its record where the admin may open it", () => {
    expect(auditResourceLabel('coins')).toBe('Coins');
    expect(auditResourceLabel('session')).toBe('Sign-in');
    const can = (rights: Record<string, string[]>) => ({
      can: (module: string, need: string) => rights[module]?.includes(need) ?? false,
    });
    const entry = { resource: 'coins', recordId: 'c 1' };
    expect(auditRecordPath(entry, can({ 'Coin List': ['view', 'edit'] }))).toBe(
      '/update-coin/c%201',
    );
    expect(auditRecordPath(entry, can({ 'Coin List': ['view'] }))).toBeUndefined();
    expect(auditRecordPath({ resource: 'users', recordId: 'u1' }, can({ Users: ['view'] }))).toBe(
      '/user-history/u1',
    );
    expect(auditRecordPath({ resource: 'session', recordId: 'a1' }, can({}))).toBeUndefined();
  });

  it("offers the registry's modules and resources in the Audit Log's filters", () => {
    const filters = getDeclaration('audit-log')!.filters!;
    const options = (key: string) =>
      filterOptions(filters.find((filter) => filter.key === key)!).map((option) => option.value);
    expect(options('module')).toEqual(moduleNames);
    expect(options('module')).toContain('Audit Log');
    expect(options('resource')).toEqual(
      expect.arrayContaining(['coins', 'withdrawals', 'admins', 'session', 'site-setting']),
    );
    expect(filters.find((filter) => filter.key === 'action')?.type).toBe('text');
  });
});
