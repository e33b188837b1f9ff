/** Fills a route pattern (`/update-tag/:id`) with a record id. */
export function fillPath(pattern: string, id: string | number): string {
  return pattern.replace(/:[A-Za-z]+/, encodeURIComponent(String(id)));
}
