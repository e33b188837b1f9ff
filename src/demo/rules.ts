import type { Row } from './store';
import type { DemoStore } from './store';

/**
 * Domain rules the generic handlers cannot know from declarations: why a record may not be
 * deleted (409). Later modules add their entries here.
 */
export const deleteGuards: Record<string, (store: DemoStore, row: Row) => string | undefined> = {
  tags: (store, row) => {
    const used = store
      .all('events')
      .filter((event) => Array.isArray(event.tagIds) && event.tagIds.includes(row._id)).length;
    return used
      ? `Tag "${String(row.label)}" is used by ${used} event${used === 1 ? '' : 's'}; remove it from them first.`
      : undefined;
  },
  categories: (store, row) => {
    const children = store.all('categories').filter((item) => item.parentId === row._id).length;
    if (children)
      return `Category "${String(row.name)}" has ${children} sub-categor${children === 1 ? 'y' : 'ies'}; move them first.`;
    const events = store.all('events').filter((event) => event.categoryId === row._id).length;
    return events
      ? `Category "${String(row.name)}" holds ${events} event${events === 1 ? '' : 's'}; move them first.`
      : undefined;
  },
};
