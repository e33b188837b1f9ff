import { describe, expect, it } from 'vitest';
import type { FilterDeclaration } from '../../resources/types';
import { toCrudFilters, toFormValues } from '../../src/engine/filters';
import { listLink } from '../../src/model/listLink';

const STATUS: FilterDeclaration = {
  key: 'status',
  label: 'Status',
  type: 'enum',
  options: [{ value: 'pending' }, { value: 'awaitingSecondApproval' }, { value: 'completed' }],
  multiple: true,
};

describe('a multiple-choice enum filter', () => {
  it('asks for rows with any chosen value, and nothing when none is chosen', () => {
    expect(toCrudFilters([STATUS], { status: ['pending', 'completed'] })).toEqual([
      { field: 'status', operator: 'in', value: ['pending', 'completed'] },
    ]);
    expect(toCrudFilters([STATUS], { status: [] })).toEqual([
      { field: 'status', operator: 'in', value: undefined },
    ]);
  });

  it('shows in the form what the URL applies, one value or several', () => {
    expect(
      toFormValues([STATUS], [{ field: 'status', operator: 'in', value: ['pending'] }]),
    ).toEqual({ status: ['pending'] });
    expect(toFormValues([STATUS], [{ field: 'status', operator: 'eq', value: 'pending' }])).toEqual(
      { status: ['pending'] },
    );
  });
});

describe('listLink', () => {
  it('writes one value as equality and a repeated key as any of its values', () => {
    const link = listLink('/withdraw', 'status=pending&status=awaitingSecondApproval&coinId=c1');
    const [path, query] = link.split('?');
    expect(path).toBe('/withdraw');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      'filters[0][field]': 'status',
      'filters[0][operator]': 'in',
      'filters[0][value][0]': 'pending',
      'filters[0][value][1]': 'awaitingSecondApproval',
      'filters[1][field]': 'coinId',
      'filters[1][operator]': 'eq',
      'filters[1][value]': 'c1',
    });
    expect(listLink('/events')).toBe('/events');
  });
});

describe('an action linking to a list', () => {
  it("opens /sub-admin's Sign-ins on that admin's rows: the filter in the list's URL form", async () => {
    const { actionHref } = await import('../../src/model/actions');
    const { getDeclaration } = await import('../../src/model/registry');
    const signIns = getDeclaration('admins')!.actions!.find(
      (action) => action.label === 'Sign-ins',
    )!;
    const href = actionHref(signIns, { _id: 'a1', email: 'viewer+ops@demo.test' });
    const [path, query] = href.split('?');
    expect(path).toBe('/sub-Admin-login-History');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      'filters[0][field]': 'q',
      'filters[0][operator]': 'eq',
      'filters[0][value]': 'viewer+ops@demo.test',
    });
  });
});
