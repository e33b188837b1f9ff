/**
 * The parts of a declaration typed for its entity (`defineResource<Coin>()`, resources/types.ts):
 * the shapes of _field-types.ts and _action-types.ts with every key they name checked against the
 * entity at compile time. Only declarations use them; the engine reads the untyped shapes, to
 * which each of these is assignable.
 */

import type { StateGuard } from './domain/states';
import type { ActionDeclaration, ActionFacts, ListActionDeclaration, NOW } from './_action-types';
import type { FieldDeclaration, FilterDeclaration, FilterType, Values } from './_field-types';

/** The keys of an entity a declaration may name. */
export type EntityKey<E> = Extract<keyof E, string>;

/**
 * A field of an object-valued field, declared flat: `socialLinks.twitter` (the site setting's
 * social links, src/model/siteSetting.ts). One level deep; a list of rows is a `nested` field.
 */
type PathKey<E> = {
  [K in EntityKey<E>]: NonNullable<E[K]> extends readonly unknown[]
    ? never
    : NonNullable<E[K]> extends object
      ? `${K}.${EntityKey<NonNullable<E[K]>>}`
      : never;
}[EntityKey<E>];

/** What a field's `key` may be: a key of the entity, or a path into one of its object fields. */
export type FieldKey<E> = EntityKey<E> | PathKey<E>;

/** The row type of a value that is a list of rows (a user's `balances`), else never. */
type RowOf<V> =
  NonNullable<V> extends readonly (infer R)[] ? (R extends object ? R : never) : never;

/** Keys of the entity's lists of rows: a `nested` field there declares the row's fields. */
type RowKey<E> = { [K in EntityKey<E>]: [RowOf<E[K]>] extends [never] ? never : K }[EntityKey<E>];

/**
 * A field of entity `E`: its `key` and the keys it names (`from`, `unitKey`, `detail.key`) are
 * E's; a field holding rows declares in `fields` the keys of its row type (a user's balances).
 */
export type EntityField<E> =
  | (FieldDeclaration<FieldKey<E>> & { key: Exclude<FieldKey<E>, RowKey<E>> })
  | {
      [K in RowKey<E>]: Omit<FieldDeclaration<FieldKey<E>>, 'key' | 'fields'> & {
        key: K;
        fields?: readonly EntityField<RowOf<E[K]>>[];
      };
    }[RowKey<E>];

/**
 * The query parameters a filter may send that are no field of the records: `q`, the search. The
 * engine sends every `search` filter as `q` (src/engine/filters.tsx) and the demo API matches it
 * against the searchable fields (src/demo/query.ts). The list's other parameters, `page`, `limit`,
 * `sort` and `order`, page and sort it and are never a filter's; a date range or a filter of
 * several values sends its field's key with `_gte`/`_lte` or `_in`, so it names the field.
 */
export type FilterParameter = 'q';

/**
 * A filter sending the query parameter `K` (a key of the entity): a `search` filter sends `q` and
 * is keyed so, every other filter is keyed by the field it matches.
 */
export type TypedFilter<K extends string> =
  | (FilterDeclaration<FilterParameter> & { type: 'search' })
  | (FilterDeclaration<K> & { type: Exclude<FilterType, 'search'> });

/** What an action sets: fields of the entity, each to a value of its type or to NOW. */
export type EntitySets<E> = {
  [P in EntityKey<E>]?: Extract<E[P], string | number | boolean> | typeof NOW;
};

/** An action's state guard on a field of the entity, or a predicate. */
export type EntityGuard<E> =
  | StateGuard<EntityKey<E>>
  | { field: EntityKey<E>; in: readonly (string | boolean)[] }
  | ((record: Values) => boolean);

/**
 * A record action of entity `E`: its guard, facts and `sets` name E's fields. Its `input` is a
 * field of the request body, not of the record (an event's cancel `reason` is kept as
 * `cancelReason`), so its key is any name.
 */
export interface EntityAction<E> extends Omit<ActionDeclaration, 'allowedWhen' | 'facts' | 'sets'> {
  allowedWhen?: EntityGuard<E>;
  facts?: Omit<ActionFacts, 'fields'> & { fields: readonly FieldKey<E>[] };
  sets?: EntitySets<E>;
}

type PickEntry = ListActionDeclaration['pick'][number];

/** A list action of entity `E`: what it picks by, its filters, guard and `sets` name E's fields. */
export interface EntityListAction<E> extends Omit<
  ListActionDeclaration,
  'pick' | 'where' | 'allowedWhen' | 'sets'
> {
  pick: readonly (Omit<PickEntry, 'key'> & { key: EntityKey<E> })[];
  where?: { [P in EntityKey<E> | FilterParameter]?: string };
  allowedWhen?: EntityGuard<E>;
  sets?: EntitySets<E>;
}
