/**
 * A link to a list page with filters applied, in the URL form the lists read (Refine's
 * syncWithLocation: `filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=pending`).
 * `query` is plain `key=value&...` as declarations write it (a KPI tile's `linkQuery`); a key
 * given more than once means any of its values (`in`, the list's multiple-choice filter), and
 * `key_gte=` / `key_lte=` bound a range (a date range's from and to).
 */
export function listLink(path: string, query?: string): string {
  if (!query) return path;
  const byField = new Map<string, string[]>();
  for (const [field, value] of new URLSearchParams(query))
    byField.set(field, [...(byField.get(field) ?? []), value]);
  const params = new URLSearchParams();
  [...byField].forEach(([field, values], index) => {
    const bound = /^(.+)_(gte|lte)$/.exec(field);
    params.set(`filters[${index}][field]`, bound ? bound[1] : field);
    if (values.length === 1) {
      params.set(`filters[${index}][operator]`, bound ? bound[2] : 'eq');
      params.set(`filters[${index}][value]`, values[0]);
      return;
    }
    params.set(`filters[${index}][operator]`, 'in');
    values.forEach((value, at) => params.set(`filters[${index}][value][${at}]`, value));
  });
  return `${path}?${params.toString()}`;
}
