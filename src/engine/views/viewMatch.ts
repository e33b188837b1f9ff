import { parse } from 'qs';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/types';
import { toQuery } from '../../api/resources';
import { DEFAULT_PAGE_SIZE } from '../listAddress';

/** The view query of the list's address (what "Save view" keeps). */
export function addressQuery(declaration: ResourceDeclaration, search: string): string {
  const parsed = parse(search, { ignoreQueryPrefix: true, arrayLimit: 1000 }) as {
    filters?: CrudFilter[];
    sorters?: CrudSort[];
    pageSize?: string;
  };
  const query = toQuery(
    Array.isArray(parsed.filters) ? parsed.filters : [],
    Array.isArray(parsed.sorters) ? parsed.sorters : [],
  );
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const size = Number(parsed.pageSize);
  if (size > 0 && size !== (declaration.pageSize ?? DEFAULT_PAGE_SIZE))
    params.set('limit', String(size));
  return normalQuery(declaration, params.toString());
}

/**
 * A query in one spelling: keys in order, the list's default sort and page size left out, so that
 * the address a view opened reads as that view.
 */
export function normalQuery(declaration: ResourceDeclaration, query: string): string {
  const params = new URLSearchParams(query);
  const sort = declaration.defaultSort;
  if (sort && params.get('sort') === sort.field && (params.get('order') ?? 'asc') === sort.order) {
    params.delete('sort');
    params.delete('order');
  }
  if (params.get('limit') === String(declaration.pageSize ?? DEFAULT_PAGE_SIZE))
    params.delete('limit');
  params.delete('page');
  const entries = [...params].filter(([, value]) => value !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}
