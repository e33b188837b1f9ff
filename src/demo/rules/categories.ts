import type { CollectionRules } from './_types';

/** A category with sub-categories or events cannot be deleted. */
const categories: CollectionRules = {
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

export default categories;
