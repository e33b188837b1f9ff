import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import type { GoConfig, RouterProvider } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';

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
      return go(config);
    },
    [go, pathname, router],
  );
}

/** Refine calls `go` as a hook, inside the component that navigates. */
export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGuardedGo };
