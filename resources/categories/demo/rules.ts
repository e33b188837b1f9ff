import type { Values } from '../../types';
import { parentCategoryRefusal } from '../../domain';
import { badRequest } from '../../../src/demo/http-utils';
import type { DemoStore, Row } from '../../../src/demo/store';
import { perRevision } from '../../../src/demo/derived';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

/** How many categories each category is the parent of (one pass per store revision). */
function childCounts(store: DemoStore): Map<unknown, number> {
  return perRevision(store, 'subCategoryCount', () => {
    const counts = new Map<unknown, number>();
    for (const row of store.all('categories'))
      if (row.parentId) counts.set(row.parentId, (counts.get(row.parentId) ?? 0) + 1);
    return counts;
  });
}

/** One level of parent category: 400 on parentId, as the picker offers it. */
function checkParent(store: DemoStore, values: Values, existing?: Row): Response | undefined {
  const parentId = values.parentId;
  if (!parentId || (existing && existing.parentId === parentId)) return undefined;
  const parent = store.find('categories', String(parentId));
  const category = {
    ...existing,
    ...values,
    subCategoryCount: existing ? (childCounts(store).get(existing._id) ?? 0) : 0,
  };
  const reason = parent ? parentCategoryRefusal(category, parent) : say`Unknown category`;
  return reason ? badRequest(say`The category has errors`, { parentId: reason }) : undefined;
}

/**
 * A category answers with its sub-category count (derived, never stored). A category with
 * sub-categories or events cannot be deleted.
 */
const categories: CollectionRules = {
  present: (row, store) => ({ ...row, subCategoryCount: childCounts(store).get(row._id) ?? 0 }),
  create: (context, values) => checkParent(context.store, values) ?? (values as Row),
  update: (context, existing, values) =>
    checkParent(context.store, values, existing) ?? (values as Row),
  deleteRefusal: (store, row) => {
    const children = store.all('categories').filter((item) => item.parentId === row._id).length;
    if (children === 1)
      return say`Category "${String(row.name)}" has ${children} sub-category; move them first.`;
    if (children)
      return say`Category "${String(row.name)}" has ${children} sub-categories; move them first.`;
    const events = store.all('events').filter((event) => event.categoryId === row._id).length;
    if (events === 1)
      return say`Category "${String(row.name)}" holds ${events} event; move them first.`;
    return events
      ? say`Category "${String(row.name)}" holds ${events} events; move them first.`
      : undefined;
  },
};

export default categories;
