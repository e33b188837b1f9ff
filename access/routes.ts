import { isOwnAccountModule, SKIP_LIST, type AccessAction } from './names';
import type { AccessDecider } from './enforcer';

/** One route of the app and what it needs. Patterns use `:param` segments (/update-tag/:id). */
export interface RouteRule {
  path: string;
  module: string;
  need: AccessAction;
}

/** A sidebar item, in menu order. */
export interface MenuTarget {
  path: string;
  module: string;
}

type RouteDecision =
  { kind: 'allow'; rule?: RouteRule } | { kind: 'redirect'; to: string } | { kind: 'no-modules' };

export const DASHBOARD_PATH = '/dashboard';

/**
 * A path's segments as React Router compares them: percent-decoded and, as its routes are not
 * case-sensitive, in lower case. The guard must see /TAGS and /%61dd-tag as the router does, or a
 * page the router draws would have no rule (and no rule means allowed). Kept per path: the menu
 * asks about the same few dozen patterns and paths again and again.
 */
const segmentCache = new Map<string, readonly string[]>();
function segments(path: string): readonly string[] {
  let known = segmentCache.get(path);
  if (known === undefined) {
    known = path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment).toLowerCase();
        } catch {
          return segment.toLowerCase(); // a stray % the router cannot decode either
        }
      });
    // Bounded: addresses typed by hand must not grow it for ever.
    if (segmentCache.size > 2000) segmentCache.clear();
    segmentCache.set(path, known);
  }
  return known;
}

/** `path` is one the router draws for `pattern` (`:param` segments match anything). */
export function matchPattern(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

export function findRule(path: string, rules: readonly RouteRule[]): RouteRule | undefined {
  return rules.find((rule) => matchPattern(rule.path, path));
}

/**
 * The first sidebar item (menu order) the admin may view, if any: never a page every admin has
 * (the Approvals inbox), which shows nothing to an admin with no module of its own.
 */
export function firstViewable(
  menu: readonly MenuTarget[],
  access: AccessDecider,
): string | undefined {
  return menu.find((item) => !isOwnAccountModule(item.module) && access.can(item.module, 'view'))
    ?.path;
}

/**
 * Decides what a signed-in admin gets at `path` (docs/access.md): the page, a redirect to the
 * first viewable menu item (else /dashboard), or, when /dashboard itself is not allowed and nothing
 * else is, the "no modules assigned" page. Paths no rule knows are allowed (the router shows 404).
 */
export function decideRoute(
  path: string,
  rules: readonly RouteRule[],
  menu: readonly MenuTarget[],
  access: AccessDecider,
): RouteDecision {
  if (SKIP_LIST.some((open) => matchPattern(open, path))) return { kind: 'allow' };
  const rule = findRule(path, rules);
  if (!rule) return { kind: 'allow' };
  if (access.can(rule.module, rule.need)) return { kind: 'allow', rule };
  const target = firstViewable(menu, access) ?? DASHBOARD_PATH;
  // Only reachable for /dashboard with nothing viewable: show a page, never loop.
  if (matchPattern(target, path)) return { kind: 'no-modules' };
  return { kind: 'redirect', to: target };
}
