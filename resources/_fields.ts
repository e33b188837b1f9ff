import type { FieldDeclaration, ReferenceTarget } from './types';

/**
 * Field and option presets that several declarations share (files starting with `_` are not
 * modules). A declaration stays readable on its own: these are plain values.
 */

export const CATEGORY: ReferenceTarget = { resource: 'categories', labelKey: 'name' };
export const TAG: ReferenceTarget = { resource: 'tags', labelKey: 'label' };
export const SERIES: ReferenceTarget = { resource: 'series', labelKey: 'title' };

/** A unique slug that follows `from` until the admin types one. */
export function slugField(from: string, extra: Partial<FieldDeclaration> = {}): FieldDeclaration {
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
  extra: Partial<FieldDeclaration> = {},
): FieldDeclaration {
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

export const UPDATED_AT: FieldDeclaration = {
  key: 'updatedAt',
  label: 'Updated',
  type: 'datetime',
  readOnly: true,
  list: { sortable: true },
};

/** The category an event or series belongs to. */
export const CATEGORY_FIELD: FieldDeclaration = {
  key: 'categoryId',
  label: 'Category',
  type: 'reference',
  required: true,
  reference: CATEGORY,
  list: true,
};

/** Tags chosen from the Tags module, searched on the server. */
export const TAGS_FIELD: FieldDeclaration = {
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
export const USER_EMAIL: FieldDeclaration = {
  key: 'userEmail',
  label: 'User',
  type: 'email',
  readOnly: true,
  list: { width: 200 },
};
export const COIN_SYMBOL: FieldDeclaration = {
  key: 'coinSymbol',
  label: 'Coin',
  type: 'text',
  readOnly: true,
  list: { width: 80 },
};

/** Fields of records the server writes and screens only read (transfers, the fee ledger). */
export function readOnlyFields(fields: readonly FieldDeclaration[]): FieldDeclaration[] {
  return fields.map((field) => ({ ...field, readOnly: true }));
}
