import qs from 'qs';
import type { ResourceDeclaration } from '../../resources/types';

/** Rows per page of a list whose declaration names no `pageSize`. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The query a list page writes into its address when it opens with none: its page, page size and
 * sort, in the format of Refine's react-router binding (qs, indexed arrays, unencoded), which
 * `useTable` writes on its first render. An address that already reads so is left as it is (the
 * router binding skips a move to where it is), and the app opens a list on it from the start
 * (src/app/routes.tsx, `openingAddress`): without it, that first write was a navigation on every
 * first load, and a render of everything that reads the address.
 */
export function openingListSearch(declaration: ResourceDeclaration): string {
  return qs.stringify(
    {
      pageSize: declaration.pageSize ?? DEFAULT_PAGE_SIZE,
      currentPage: 1,
      sorters: declaration.defaultSort ? [declaration.defaultSort] : [],
    },
    {
      addQueryPrefix: true,
      skipNulls: true,
      arrayFormat: 'indices',
      encode: false,
      encodeValuesOnly: true,
    },
  );
}
