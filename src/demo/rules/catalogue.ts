import type { CollectionRules } from './types';

export const tagRules: CollectionRules = {
  deleteRefusal: (store, row) => {
    const used = store
      .all('events')
      .filter((event) => Array.isArray(event.tagIds) && event.tagIds.includes(row._id)).length;
    return used
      ? `Tag "${String(row.label)}" is used by ${used} event${used === 1 ? '' : 's'}; remove it from them first.`
      : undefined;
  },
};

export const categoryRules: CollectionRules = {
  deleteRefusal: (store, row) => {
    const children = store.all('categories').filter((item) => item.parentId === row._id).length;
    if (children)
      return `Category "${String(row.name)}" has ${children} sub-categor${children === 1 ? 'y' : 'ies'}; move them first.`;
    const events = store.all('events').filter((event) => event.categoryId === row._id).length;
    return events
      ? `Category "${String(row.name)}" holds ${events} event${events === 1 ? '' : 's'}; move them first.`
      : undefined;
  },
};
