import { API_PREFIX } from '../../model/contract';

/**
 * The decoded segments of an address under API_PREFIX (`[path, id, name]`), or undefined for an
 * address outside it or one no client makes: a malformed escape such as "%E0%A4%A". One decoding,
 * so the router, the step-up gate and the audit trail always agree on what was asked for.
 */
export function apiSegments(route: string): string[] | undefined {
  if (!route.startsWith(API_PREFIX + '/')) return undefined;
  try {
    return route
      .slice(API_PREFIX.length + 1)
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return undefined;
  }
}
