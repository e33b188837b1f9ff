/** Catalogue (DOMAIN.md): categories, tags and series. */
import type { BaseRecord, Bps, Editable } from './primitives';
import { defineStates, defineValues } from './states';

export interface Category extends BaseRecord, Editable {
  name: string;
  /** Unique. */
  slug: string;
  /** `_id` of the parent category for a sub-category. */
  parentId?: string;
  sortOrder: number;
  isActive: boolean;
}

export interface Tag extends BaseRecord, Editable {
  label: string;
  /** Unique. */
  slug: string;
  forceShow: boolean;
  forceHide: boolean;
  /** Read-only: number of events carrying this tag. */
  eventCount: number;
}

export const SERIES_RECURRENCES = defineValues({ none: {}, daily: {}, weekly: {}, monthly: {} });
export type SeriesRecurrence = (typeof SERIES_RECURRENCES.values)[number];

/** draft -> active -> closed -> archived */
export const SERIES_STATES = defineStates({
  draft: { color: 'default', next: ['active'] },
  active: { color: 'green', next: ['closed'] },
  closed: { color: 'blue', next: ['archived'] },
  archived: { color: 'default', next: [] },
});
export type SeriesStatus = (typeof SERIES_STATES.values)[number];

/** Series new events may join: closing one means "No new events join it". */
export const SERIES_TAKING_EVENTS: readonly SeriesStatus[] = ['draft', 'active'];

/** Why an event may not join this series (it is closed or archived), or undefined. */
export function seriesRefusal(series: Readonly<Record<string, unknown>>): string | undefined {
  return (SERIES_TAKING_EVENTS as readonly unknown[]).includes(series.status)
    ? undefined
    : `Series "${String(series.title)}" is ${String(series.status)}: no new events join it.`;
}

export interface Series extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  ticker: string;
  recurrence: SeriesRecurrence;
  categoryId: string;
  tagIds: string[];
  /** Image URL. */
  image: string;
  description: string;
  feeBps: Bps;
  status: SeriesStatus;
}
