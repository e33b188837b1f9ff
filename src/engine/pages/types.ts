import type { ResourceDeclaration } from '../../../resources/types';

/** What every page named by a declaration receives: generic or hand-made. */
export interface PageProps {
  declaration: ResourceDeclaration;
}

/**
 * A list shown inside another page (a tab of a user's page): always filtered by `fixed`
 * (parameter -> value), without the address bar, its title or the filters `fixed` already sets.
 */
export interface EmbeddedListProps {
  fixed?: Readonly<Record<string, string>>;
  /** Columns left out (they would repeat the page's record). */
  hide?: readonly string[];
}
