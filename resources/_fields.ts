import type { FieldDeclaration, ReferenceTarget } from './types';

/**
 * Field and option presets that several declarations share (files starting with `_` are not
 * modules). A declaration stays readable on its own: these are plain values, each typed by the
 * keys it names (`FieldDeclaration<'updatedAt'>`), so that it fits any entity that has them.
 */

export const CATEGORY: ReferenceTarget = { resource: 'categories', labelKey: 'name' };
export const TAG: ReferenceTarget = { resource: 'tags', labelKey: 'label' };
export const SERIES: ReferenceTarget = { resource: 'series', labelKey: 'title' };

/** A unique slug that follows `from` until the admin types one. */
export function slugField<F extends string>(
  from: F,
  extra: Partial<FieldDeclaration<F | 'slug'>> = {},
): FieldDeclaration<F | 'slug'> {
  return {
    key: 'slug',
    label: 'Slug',
    type: 'slug',
    from,
    required: true,
    unique: true,
    maxLength: 80,
    ...extra,
  };
}

/** A unique upper-case ticker (events, series). */
export function tickerField(
  maxLength: number,
  extra: Partial<FieldDeclaration<'ticker'>> = {},
): FieldDeclaration<'ticker'> {
  return {
    key: 'ticker',
    label: 'Ticker',
    type: 'text',
    required: true,
    unique: true,
    maxLength,
    pattern: {
      regex: '^[A-Z0-9][A-Z0-9-]*$',
      message: 'Ticker: capital letters, digits and dashes',
    },
    list: { width: 120 },
    ...extra,
  };
}

export const UPDATED_AT: FieldDeclaration<'updatedAt'> = {
  key: 'updatedAt',
  label: 'Updated',
  type: 'datetime',
  readOnly: true,
  list: { sortable: true },
};

/** The category an event or series belongs to. */
export const CATEGORY_FIELD: FieldDeclaration<'categoryId'> = {
  key: 'categoryId',
  label: 'Category',
  type: 'reference',
  required: true,
  reference: CATEGORY,
  list: true,
};

/** Tags chosen from the Tags module, searched on the server. */
export const TAGS_FIELD: FieldDeclaration<'tagIds'> = {
  key: 'tagIds',
  label: 'Tags',
  type: 'tags',
  reference: TAG,
};

export const USER: ReferenceTarget = { resource: 'users', labelKey: 'email' };
export const COIN: ReferenceTarget = { resource: 'coins', labelKey: 'symbol' };

/**
 * Columns a transfer list (deposits, withdrawals) and the fee ledger show of the user and the coin:
 * names the server adds beside the ids (`userId`, `coinId`), so a row reads without a lookup.
 */
export const USER_EMAIL: FieldDeclaration<'userEmail'> = {
  key: 'userEmail',
  label: 'User',
  type: 'email',
  readOnly: true,
  list: { width: 200 },
  opens: { resource: 'users', idKey: 'userId' },
};
export const COIN_SYMBOL: FieldDeclaration<'coinSymbol'> = {
  key: 'coinSymbol',
  label: 'Coin',
  type: 'text',
  readOnly: true,
  list: { width: 80 },
};

/**
 * Fields of records the server writes and screens only read (transfers, the fee ledger); each keeps
 * its own type, so a typed declaration still checks their keys.
 */
export function readOnlyFields<F extends FieldDeclaration>(fields: readonly F[]): F[] {
  return fields.map((field) => ({ ...field, readOnly: true }));
}

type EndKey = 'endDate' | 'closedAt';

/**
 * A planned end (`endDate`) that reads "Closed <moment>" once the record is closed, "Ends" or
 * "Ended" otherwise (`closedKey`), and the read-only moment it closed (`closedAt`).
 */
export function endFields(
  label: string,
  extra: Partial<FieldDeclaration<EndKey>> = {},
): FieldDeclaration<EndKey>[] {
  return [
    {
      key: 'endDate',
      label,
      type: 'datetime',
      closedKey: 'closedAt',
      list: { sortable: true, width: 190 },
      ...extra,
    },
    { key: 'closedAt', label: 'Closed', type: 'datetime', readOnly: true },
  ];
}
