/**
 * A link to a list page with filters applied, in the URL form the lists read (Refine's
 * syncWithLocation: `filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending`).
 * `query` is plain `key=value&...` as declarations write it (a KPI tile's `linkQuery`).
 */
export function listLink(path: string, query?: string): string {
  if (!query) return path;
  const params = new URLSearchParams();
  [...new URLSearchParams(query)].forEach(([field, value], index) => {
    params.set(`filters[${index}][field]`, field);
    params.set(`filters[${index}][operator]`, 'eq');
    params.set(`filters[${index}][value]`, value);
  });
  return `${path}?${params.toString()}`;
}
