import type { ResourceDeclaration } from '../../../resources/types';
import { DEFAULT_PAGE_SIZE } from '../listAddress';

/**
 * A saved view's query (the list API's form, src/model/views.ts) as the list's address (Refine's
 * `filters[i][...]`, `sorters[0][...]`, `pageSize`): a view is applied by opening its address
 * (./viewMatch.ts reads an address back as a query).
 */

/** The list's address for a view's query: its filters, sort and page size, on the first page. */
export function viewListSearch(declaration: ResourceDeclaration, query: string): string {
  const params = new URLSearchParams(query);
  const out: string[] = [];
  const put = (key: string, value: string) => out.push(`${key}=${encodeURIComponent(value)}`);
  put('pageSize', params.get('limit') ?? String(declaration.pageSize ?? DEFAULT_PAGE_SIZE));
  put('currentPage', '1');
  const sort = params.get('sort') ?? declaration.defaultSort?.field;
  const order = params.get('order') ?? declaration.defaultSort?.order ?? 'asc';
  if (sort) {
    put('sorters[0][field]', sort);
    put('sorters[0][order]', order);
  }
  let index = 0;
  for (const [key, value] of params) {
    if (key === 'sort' || key === 'order' || key === 'limit' || key === 'page') continue;
    const filter = `filters[${index++}]`;
    const bound = /^(.+)_(gte|lte|in)$/.exec(key);
    const field = key === 'q' ? 'q' : bound ? bound[1] : key;
    const operator = key === 'q' ? 'contains' : bound ? bound[2] : 'eq';
    put(`${filter}[field]`, field);
    put(`${filter}[operator]`, operator);
    if (operator === 'in')
      value.split(',').forEach((item, at) => put(`${filter}[value][${at}]`, item));
    else put(`${filter}[value]`, value);
  }
  return `?${out.join('&')}`;
}
