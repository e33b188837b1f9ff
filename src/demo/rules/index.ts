import type { CollectionRules } from './types';

export type { CollectionRules, LiveSource, RuleContext, SimulationContext } from './types';

/**
 * A collection's domain rules are the default export of its module's `demo/rules.ts`
 * (resources/<collection>/demo/rules.ts; the collection is the declaration's `name`). Found by
 * file, and only here, in the demo API: adding a module's rules edits no index, and a production
 * build, which never loads the demo API, carries none of them.
 */
const files = import.meta.glob<{ default: CollectionRules }>('../../../resources/*/demo/rules.ts', {
  eager: true,
});

const byCollection = new Map(
  Object.entries(files).map(([file, module]) => [
    file.replace(/^\.\.\/\.\.\/\.\.\/resources\//, '').replace(/\/demo\/rules\.ts$/, ''),
    module.default,
  ]),
);

/** The rules of a collection; plain CRUD (declared validation, `sets` actions) when it has none. */
export function collectionRules(collection: string): CollectionRules {
  return byCollection.get(collection) ?? {};
}

/** Collections with hand-written rules (tests check each names a declaration). */
export const ruledCollections: readonly string[] = [...byCollection.keys()];
