import type { CollectionRules } from './_types';

export type { CollectionRules, RuleContext } from './_types';

/**
 * A collection's domain rules are the default export of `rules/<collection>.ts` (the collection is
 * the declaration's `name`); files starting with `_` are helpers. Found by file: adding a module's
 * rules edits no index.
 */
const files = import.meta.glob<{ default: CollectionRules }>(
  ['./*.ts', '!./_*.ts', '!./index.ts'],
  {
    eager: true,
  },
);

const byCollection = new Map(
  Object.entries(files).map(([file, module]) => [
    file.replace(/^\.\//, '').replace(/\.ts$/, ''),
    module.default,
  ]),
);

/** The rules of a collection; plain CRUD (declared validation, `sets` actions) when it has none. */
export function collectionRules(collection: string): CollectionRules {
  return byCollection.get(collection) ?? {};
}

/** Collections with hand-written rules (tests check each names a declaration). */
export const ruledCollections: readonly string[] = [...byCollection.keys()];
