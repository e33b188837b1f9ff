/** A stored record of the demo API: any fields, and an `_id`. */
export type Row = Record<string, unknown> & { _id: string };

/**
 * One row written: the live feed (backend/live.ts) tells admins about it. `row` is the row as
 * stored after the change (before it, for a removal).
 */
export interface StoreChange {
  collection: string;
  type: 'created' | 'updated' | 'deleted';
  row: Row;
}

/**
 * A row's version: 1 as seeded or created, one more on each update. A save that names the version
 * it was loaded at is refused when the row has moved on (no silent overwrite).
 */
export function rowVersion(row: Row): number {
  const version = Number(row.version);
  return Number.isInteger(version) && version > 0 ? version : 1;
}
