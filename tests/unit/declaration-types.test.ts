import { describe, expect, expectTypeOf, it } from 'vitest';
import coins from '../../resources/coins';
import dashboard from '../../resources/dashboard';
import notifications from '../../resources/notifications';
import pendingOrders from '../../resources/pending-orders';
import users from '../../resources/users';
import withdrawals from '../../resources/withdrawals';
import { COIN_STATES, type Coin, type User } from '../../resources/domain';
import {
  defineResource,
  NOW,
  type ActionDeclaration,
  type EntityAction,
  type EntityDeclaration,
  type EntityField,
  type EntityListAction,
  type FieldDeclaration,
  type FilterDeclaration,
  type ListActionDeclaration,
  type ResourceDeclaration,
  type TypedFilter,
  type Values,
} from '../../resources/types';
import { declarations } from '../../src/model/registry';

/**
 * A declaration typed for its entity, `defineResource<Coin>()({ ... })`, names only the entity's
 * keys: a wrong one is a compile error. Each `@ts-expect-error` below is such an error; should the
 * check ever be lost, the directive is unused and `npm run typecheck` (tsc -p ., which covers
 * tests/) fails. Vitest does not typecheck: it runs the assertions beside them.
 */
const probe = {
  name: 'probes',
  module: 'Probes',
  title: { singular: 'Probe', plural: 'Probes' },
  menu: false,
  routes: { list: '/probes' },
} as const;

describe('defineResource<Entity>()', () => {
  it('refuses a field key the entity lacks, or one a field names', () => {
    const declared = defineResource<User>()({
      ...probe,
      fields: [
        { key: 'email', label: 'Email', type: 'email', list: true },
        // @ts-expect-error User has no `mail`.
        { key: 'mail', label: 'Email', type: 'email' },
        // @ts-expect-error `detail` names a field of the record too.
        { key: 'status', label: 'Status', type: 'enum', detail: { key: 'blockedBecause' } },
      ],
    });
    expect(declared.fields.map((field) => field.key)).toEqual(['email', 'mail', 'status']);
  });

  it("refuses a nested row's key its row type lacks", () => {
    const declared = defineResource<User>()({
      ...probe,
      fields: [
        // @ts-expect-error A balance (UserBalance) has no `amount` (reported on the nested field).
        {
          key: 'balances',
          label: 'Balances',
          type: 'nested',
          fields: [{ key: 'amount', label: 'Amount', type: 'money' }],
        },
      ],
    });
    expect(declared.fields[0].fields?.[0].key).toBe('amount');
  });

  it('refuses a filter key that is neither a field nor `q`, and a search not sent as `q`', () => {
    const declared = defineResource<Coin>()({
      ...probe,
      fields: [],
      filters: [
        { key: 'q', label: 'Search', type: 'search' },
        { key: 'status', label: 'Status', type: 'enum', options: COIN_STATES.options },
        // @ts-expect-error Coin has no `state`.
        { key: 'state', label: 'Status', type: 'enum' },
        // @ts-expect-error The engine sends every search as `q` (src/engine/filters.tsx).
        { key: 'symbol', label: 'Search', type: 'search' },
      ],
    });
    expect(declared.filters).toHaveLength(4);
  });

  it('refuses a sort field the entity lacks', () => {
    const declared = defineResource<Coin>()({
      ...probe,
      fields: [],
      // @ts-expect-error Coin has no `title`.
      defaultSort: { field: 'title', order: 'asc' },
    });
    expect(declared.defaultSort).toEqual({ field: 'title', order: 'asc' });
  });

  it("refuses `sets` of a field the entity lacks, or a value the field can't hold", () => {
    const declared = defineResource<Coin>()({
      ...probe,
      fields: [],
      actions: [
        { name: 'disable', label: 'Disable', ...COIN_STATES.move('disabled') },
        { name: 'touch', label: 'Touch', sets: { updatedAt: NOW } },
        // @ts-expect-error Coin has no `state`.
        { name: 'off', label: 'Off', sets: { state: 'disabled' } },
        // @ts-expect-error `retired` is no coin state (COIN_STATES).
        { name: 'retire', label: 'Retire', sets: { status: 'retired' } },
        // @ts-expect-error A state machine moves a field the entity has.
        { name: 'stop', label: 'Stop', ...COIN_STATES.move('disabled', 'state') },
      ],
    });
    expect(declared.actions.map((action) => action.sets)).toEqual([
      { status: 'disabled' },
      { updatedAt: NOW },
      { state: 'disabled' },
      { status: 'retired' },
      { state: 'disabled' },
    ]);
  });

  it('refuses a record title, an owner or a related list keyed by a field the entity lacks', () => {
    const declared = defineResource<Coin>()({
      ...probe,
      fields: [],
      // @ts-expect-error Coin has no `title`.
      recordTitle: 'title',
      // @ts-expect-error Coin has no `adminId`.
      ownedBy: 'adminId',
      // @ts-expect-error Coin has no `mint`.
      related: [{ resource: 'deposits', label: 'Deposits', key: 'coinId', from: 'mint' }],
    });
    expect(declared.recordTitle).toBe('title');
  });

  it('gives validate and rowRefusal the entity, and is the untyped shape the engine reads', () => {
    type Validate = NonNullable<EntityDeclaration<User>['validate']>;
    type RowRefusal = NonNullable<EntityDeclaration<User>['rowRefusal']>;
    expectTypeOf<Validate>().parameter(0).toEqualTypeOf<Partial<User> & Values>();
    expectTypeOf<RowRefusal>().parameter(1).toEqualTypeOf<User & Values>();
    for (const declared of [coins, users, withdrawals, notifications, dashboard, pendingOrders])
      expectTypeOf(declared).toExtend<ResourceDeclaration>();
    expectTypeOf<EntityField<User>>().toExtend<FieldDeclaration>();
    expectTypeOf<TypedFilter<keyof User>>().toExtend<FilterDeclaration>();
    expectTypeOf<EntityAction<User>>().toExtend<ActionDeclaration>();
    expectTypeOf<EntityListAction<User>>().toExtend<ListActionDeclaration>();
    // A page without records names no entity, and then may declare no field.
    // @ts-expect-error No entity: no key to name.
    defineResource()({ ...probe, fields: [{ key: 'x', label: 'X', type: 'text' }] });

    const declaration = { ...probe, fields: [] };
    expect(defineResource<Coin>()(declaration)).toBe(declaration);
    expect(defineResource()(declaration)).toBe(declaration);
  });

  it('sends `q` for every search, and only for a search', () => {
    const misnamed = declarations.flatMap((declaration) =>
      (declaration.filters ?? [])
        .filter((filter) => (filter.type === 'search') !== (filter.key === 'q'))
        .map((filter) => `${declaration.name}: ${filter.key}`),
    );
    expect(declarations.length).toBeGreaterThan(30);
    expect(misnamed).toEqual([]);
  });
});
