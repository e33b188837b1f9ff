/** Catalogue: categories, tags and series. */
import type { BaseRecord, Bps, Editable } from './primitives';
import { defineStates, defineValues } from './states';
import { say } from '../_text';

export interface Category extends BaseRecord, Editable {
  name: string;
  /** Unique. */
  slug: string;
  /** `_id` of the parent category for a sub-category (a top-level one: one level only). */
  parentId?: string;
  /** Read-only, derived: how many categories have this one as parent. */
  subCategoryCount?: number;
  sortOrder: number;
  isActive: boolean;
}

/**
 * Why `parent` may not be the parent of `category`, or undefined: one level of parent category is
 * allowed, so a parent is a top-level category other than itself, and a category that has
 * sub-categories (`subCategoryCount`, as the API answers a category) stays top-level.
 */
export function parentCategoryRefusal(
  category: Readonly<Record<string, unknown>>,
  parent: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  if (!parent) return undefined;
  if (category._id !== undefined && parent._id === category._id)
    return say`A category cannot be its own parent.`;
  if (parent.parentId)
    return say`"${String(parent.name)}" is itself a sub-category: only one level of parent category is allowed.`;
  if (Number(category.subCategoryCount ?? 0) > 0)
    return say`"${String(category.name)}" has sub-categories, so it stays top-level: only one level of parent category is allowed.`;
  return undefined;
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
    : say`Series "${String(series.title)}" is ${String(series.status)}: no new events join it.`;
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
