import type { CollectionRules } from './_types';

/** A tag in use by events cannot be deleted. */
const tags: CollectionRules = {
  deleteRefusal: (store, row) => {
    const used = store
      .all('events')
      .filter((event) => Array.isArray(event.tagIds) && event.tagIds.includes(row._id)).length;
    return used
      ? `Tag "${String(row.label)}" is used by ${used} event${used === 1 ? '' : 's'}; remove it from them first.`
      : undefined;
  },
};

export default tags;
