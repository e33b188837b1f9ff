import { perRevision } from '../../../src/demo/derived';
import type { DemoStore } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

/**
 * How many events carry each tag, in one pass over the events per store revision (eventCount
 * is read-only and derived, so it is never stored and never stale).
 */
function eventCounts(store: DemoStore): Map<string, number> {
  return perRevision(store, 'tagEventCount', () => {
    const counts = new Map<string, number>();
    for (const event of store.all('events'))
      if (Array.isArray(event.tagIds))
        for (const id of new Set(event.tagIds.map(String)))
          counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  });
}

/** A tag answers with the events carrying it; a tag in use by events cannot be deleted. */
const tags: CollectionRules = {
  present: (row, store) => ({ ...row, eventCount: eventCounts(store).get(row._id) ?? 0 }),
  deleteRefusal: (store, row) => {
    const used = eventCounts(store).get(row._id) ?? 0;
    if (used === 1)
      return say`Tag "${String(row.label)}" is used by ${used} event; remove it from them first.`;
    return used
      ? say`Tag "${String(row.label)}" is used by ${used} events; remove it from them first.`
      : undefined;
  },
};

export default tags;
