import type { ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
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
  /**
   * Bounds the page puts on a list of its own (Admin Profit's date range): kept out of the
   * filter bar and the address, sent with every read. The list stays a page's list otherwise.
   */
  bounds?: readonly { field: string; operator: 'gte' | 'lte'; value: string }[];
  /** Columns left out (they would repeat the page's record). */
  hide?: readonly string[];
}

/** What a hand-made page may add to the generic list it draws (the Audit Log's rows). */
export interface ListExtensions {
  /** Drawn under a row the admin opens (an audit entry's changes). */
  expandedRow?: (record: BaseRecord) => ReactNode;
  /** Cells the page draws instead of the field's type, by field key (a title linking to its record). */
  cells?: Readonly<Record<string, (value: unknown, record: BaseRecord) => ReactNode>>;
}
