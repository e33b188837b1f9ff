import type { BaseRecord } from '@refinedev/core';

export const idOf = (record: BaseRecord) => String(record._id);

/** What the live feed told about the rows `over` (a list's page as read). */
export interface Overlay {
  over: readonly BaseRecord[];
  /** The filters the new rows were counted under. */
  filtersKey: string;
  /** Rows on the page read again since, drawn in place of what the page read. */
  fresh: ReadonlyMap<string, BaseRecord>;
  /** Rows on the page that have left the list's filters since (drawn dimmed). */
  gone: ReadonlySet<string>;
  /** New rows that match the filters and that the reader has not seen. */
  newIds: ReadonlySet<string>;
}

export function emptyOverlay(over: readonly BaseRecord[], filtersKey: string): Overlay {
  return { over, filtersKey, fresh: new Map(), gone: new Set(), newIds: new Set() };
}

/**
 * The overlay over rows read afresh (a page, a sort, a reset, the reader's own change). What the
 * feed said of the rows read before no longer applies: the new read is the list as it now is. New
 * rows stay counted until they are on the page or the filters change: a read asked for just before
 * a row was created answers without it, and the bar must still say it is there.
 */
export function rebase(before: Overlay, over: readonly BaseRecord[], filtersKey: string): Overlay {
  if (before.over === over) return before;
  const next = emptyOverlay(over, filtersKey);
  if (before.filtersKey !== filtersKey || !before.newIds.size) return next;
  const onPage = new Set(over.map(idOf));
  return { ...next, newIds: new Set([...before.newIds].filter((id) => !onPage.has(id))) };
}
