import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../access/enforcer';
import { moduleKeyMap, restrictionByKey } from '../../access/keys';
import type { RestrictionEntry } from '../../access/names';
import {
  restrictionProblem,
  rightsOf,
  setRight,
  ungrantable,
  ungrantableMessage,
} from '../../src/model/restrictions';

const view = (name: string): RestrictionEntry => ({ name, canView: true, canEdit: false });
const edit = (name: string): RestrictionEntry => ({ name, canView: true, canEdit: true });

describe('the restriction editor rules', () => {
  it('turns View on with Edit, and Edit off with View', () => {
    expect(setRight([], 'Tags', 'edit', true)).toEqual([edit('Tags')]);
    expect(setRight([edit('Tags')], 'tags ', 'view', false)).toEqual([]);
    expect(setRight([edit('Tags')], 'Tags', 'edit', false)).toEqual([view('Tags')]);
    expect(setRight([view('Users')], 'Tags', 'view', true)).toEqual([view('Users'), view('Tags')]);
    // Order stays; only the named module moves.
    expect(setRight([view('Tags'), view('Users')], 'Tags', 'edit', true)).toEqual([
      edit('Tags'),
      view('Users'),
    ]);
  });

  it('refuses malformed lists and Edit without View', () => {
    expect(restrictionProblem([edit('Tags')])).toBeUndefined();
    expect(restrictionProblem('Tags')).toMatch(/list/);
    expect(restrictionProblem([{ name: 'Tags', canView: false, canEdit: true }])).toBe(
      'Edit on Tags needs View too',
    );
    expect(restrictionProblem([view('Tags'), view(' tags')])).toMatch(/twice/);
  });

  it('lets an admin grant only the rights it has', () => {
    const can = rightsOf('subadmin', [edit('Tags'), view('Users')]);
    expect(ungrantable([edit('Tags'), view('Users')], can)).toEqual([]);
    const problems = ungrantable([edit('Users'), view('Events')], can);
    expect(problems).toEqual([
      { name: 'Users', right: 'edit' },
      { name: 'Events', right: 'view' },
    ]);
    expect(ungrantableMessage(problems)).toBe(
      'You cannot grant rights you do not have: edit on Users, view on Events',
    );
    // Keeping what the record already had is not granting.
    expect(ungrantable([edit('Users')], can, [edit('Users')])).toEqual([]);
    expect(ungrantable([edit('Events')], rightsOf('superadmin', []))).toEqual([]);
  });
});

describe('restriction names -> module keys (renamed modules)', () => {
  const modules = [
    { name: 'Labels', key: 'Tags' },
    { name: 'Users', key: 'Users' },
    { name: 'Old' }, // no key yet: its name is its key
  ];

  it('maps names to keys, trimmed and ignoring case', () => {
    const keys = moduleKeyMap(modules);
    expect(keys).toEqual({ labels: 'Tags', users: 'Users', old: 'Old' });
    expect(restrictionByKey([view(' LABELS '), view('Unknown')], keys)).toEqual([
      view('Tags'),
      view('Unknown'),
    ]);
    expect(restrictionByKey([view('Labels')], undefined)).toEqual([view('Labels')]);
  });

  it('a renamed module still grants what code checks under its key', async () => {
    const keys = moduleKeyMap(modules);
    const renamed = await createAccessDecider('subadmin', [view('labels')], keys);
    expect(renamed.can('Tags', 'view')).toBe(true);
    expect(renamed.can('Tags', 'edit')).toBe(false);
    // Without the translation the renamed entry would grant nothing.
    const naive = await createAccessDecider('subadmin', [view('labels')]);
    expect(naive.can('Tags', 'view')).toBe(false);
    // The sync rights (what an admin may grant) translate the same way.
    const can = rightsOf('subadmin', [edit('Labels')], keys);
    expect(can('labels', 'edit')).toBe(true);
    expect(can('Tags', 'edit')).toBe(true);
    expect(can('Users', 'view')).toBe(false);
  });
});
