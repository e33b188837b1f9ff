import type { ResourceDeclaration } from '../../resources/types';

/** Rows per page of a list whose declaration names no `pageSize`. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The query a list page writes into its address when it opens with none: its page, page size and
 * sort, as Refine's react-router binding writes them (qs: indexed arrays, nothing encoded) on
 * `useTable`'s first render. An address that already reads so is left as it is (the router binding
 * skips a move to where it is), and the app opens a list on it from the start (src/app/routes.tsx,
 * `openingAddress`): without it, that first write was a navigation on every first load, and a
 * render of everything that reads the address. Written out rather than by qs, which the first paint
 * would then wait for; tests/integration/list-address.test.tsx holds the two in step.
 */
export function openingListSearch(declaration: ResourceDeclaration): string {
  const { pageSize = DEFAULT_PAGE_SIZE, defaultSort } = declaration;
  const sort = defaultSort
    ? `&sorters[0][field]=${defaultSort.field}&sorters[0][order]=${defaultSort.order}`
    : '';
  return `?pageSize=${pageSize}&currentPage=1${sort}`;
}
