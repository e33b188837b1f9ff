import { useCallback, useContext } from 'react';
import { matchPath, UNSAFE_DataRouterContext, useLocation, useParams } from 'react-router';
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type GoConfig,
  type ParseFunction,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';

/**
 * Refine's react-router binding with one guard. A table keeps its page, sort and filters in the
 * address by replacing the query of the current path. A list opened and left before its page was
 * drawn (its rows still loading) draws late, after the move, and its first sync would land on the
 * next page's path (/dashboard?currentPage=2&sorters=...), where a list opens on that page and
 * sort. Such a call (replace, no target path) is dropped when the router has moved to another path
 * since the caller was drawn. The data router's own state is read, not window.location: it is the
 * router's truth for memory routers (tests) as well as browser ones.
 */
function useGuardedGo() {
  const go = baseRouterProvider.go!();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (config: GoConfig) => {
      const moved = router !== undefined && router.state.location.pathname !== pathname;
      if (config.type === 'replace' && config.to === undefined && moved) return undefined;
      if (config.type === 'replace' && router !== undefined) {
        // The address it would write is already there: no navigation, so no render of every
        // reader of the address (a list's first sync, when it opens on its own address).
        const { pathname: now, search, hash } = router.state.location;
        const target = go({ ...config, type: 'path' });
        // Without a target path the binding answers with the query alone ("?currentPage=1...").
        const href = typeof target === 'string' && target.startsWith('?') ? now + target : target;
        if (href === `${now}${search}${hash}`) return undefined;
      }
      return go(config);
    },
    [go, pathname, router],
  );
}

/** The last addresses read, per resource list (Refine's, one for the app's life). */
const parsedAddresses = new WeakMap<object, Map<string, ParseFunction>>();
const KEPT_ADDRESSES = 16;

/** "12" → 12: the binding's reading of the page and its size. */
function numberIfPossible(value: unknown) {
  if (typeof value !== 'string') return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

/** The binding's reading of an address: its resource and action, route and query parameters. */
function parseAddress(
  resources: Parameters<typeof matchResourceFromRoute>[1],
  pathname: string,
  search: string,
  routeParams: Record<string, string | undefined>,
): ParseResponse {
  const { resource, action, matchedRoute } = matchResourceFromRoute(pathname, resources);
  const params =
    Object.keys(routeParams).length === 0 && matchedRoute
      ? (matchPath(matchedRoute, pathname)?.params ?? {})
      : routeParams;
  const combined: Record<string, unknown> = {
    ...params,
    ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
  };
  return {
    ...(resource && { resource }),
    ...(action && { action }),
    ...(params.id && { id: decodeURIComponent(params.id) }),
    pathname,
    params: {
      ...combined,
      currentPage: numberIfPossible(combined.currentPage) as number | undefined,
      pageSize: numberIfPossible(combined.pageSize) as number | undefined,
      to: typeof combined.to === 'string' ? decodeURIComponent(combined.to) : undefined,
    },
  };
}

/**
 * The binding's `parse`, read once per address. Every Refine hook asks for it (a list's rows use
 * several each), and the binding matched the address against every resource's routes and parsed
 * the query again in each, some milliseconds a row on a phone. Here all of them share one reading,
 * and the same function while the address is the same (a hook's memo then holds).
 */
function useSharedParse(): ParseFunction {
  const routeParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const key = `${pathname}?${search}#${JSON.stringify(routeParams)}`;
  let byAddress = parsedAddresses.get(resources);
  if (!byAddress) parsedAddresses.set(resources, (byAddress = new Map()));
  let parse = byAddress.get(key);
  if (!parse) {
    let response: ParseResponse | undefined;
    parse = () => (response ??= parseAddress(resources, pathname, search, routeParams));
    byAddress.set(key, parse);
    // The oldest addresses go: a session walks through many.
    if (byAddress.size > KEPT_ADDRESSES) byAddress.delete(byAddress.keys().next().value!);
  }
  return parse;
}

/** Refine calls `go` and `parse` as hooks, inside the component that navigates or reads. */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: useGuardedGo,
  parse: useSharedParse,
};
