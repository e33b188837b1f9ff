import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { PageLoader, ResourceDeclaration } from '../../resources/types';
import { declarations } from '../model/registry';
import type { PageProps } from '../engine/pages/types';
import { AppShell } from './AppShell';
import { PublicOnly, RequireAuth } from './guards';
import { preloadable, preloadableExport, type Preloadable } from '../ui/preloadable';
// Every screen that draws antd loads through this: antd reads its prebuilt styles once, at first.
import { withAntdStylesheet } from '../ui/antdStylesheet';
import { firstPaint } from '../ui/firstPaint';
import { openingListSearch } from '../engine/listAddress';
// In the first file: the error screen never waits on a file that may be missing.
import { AppErrorFallback } from '../pages/AppErrorFallback';

/*
 * Everything below loads on demand: a first visit of /login fetches the light AppShell, the
 * guards and the sign-in page only. Refine, the admin layout (menu, Casbin) and every private page
 * load after sign-in, so a first visit stays light (`npm run bench`,
 * tests/e2e/bundle-weight.e2e.test.ts).
 */
const AdminLayout = preloadableExport(
  withAntdStylesheet(() => import('../layout/AdminLayout')),
  (module) => module.AdminLayout,
);
const RefineShell = preloadableExport(
  withAntdStylesheet(async () => {
    // A first load draws the shell's frame before it asks for this code (src/ui/firstPaint.ts).
    await firstPaint();
    // The layout renders right after the shell: fetch both at once, not one after the other.
    void AdminLayout.load();
    return import('./RefineShell');
  }),
  (module) => module.RefineShell,
);
const NotFoundPage = preloadable(
  withAntdStylesheet(() =>
    import('../pages/StatusPages').then((module) => ({ default: module.NotFoundPage })),
  ),
).Component;
const ServerErrorPage = preloadable(
  withAntdStylesheet(() =>
    import('../pages/StatusPages').then((module) => ({ default: module.ServerErrorPage })),
  ),
).Component;

const LoginPage = preloadable(() => import('../pages/LoginPage')).Component;
const ForgotPasswordPage = preloadable(
  withAntdStylesheet(() => import('../pages/ForgotPasswordPage')),
).Component;
const ResetPasswordPage = preloadable(
  withAntdStylesheet(() => import('../pages/ResetPasswordPage')),
).Component;

/** A page's component with the loader behind it, so a route can fetch its code ahead of render. */
type LoadablePage = Preloadable<PageProps>;

// A list page is the list with its saved views above it.
const ResourceList = preloadable(() => import('../engine/pages/ListWithViews'));
const ResourceCreate = preloadable(() => import('../engine/pages/ResourceCreate'));
const ResourceEdit = preloadable(() => import('../engine/pages/ResourceEdit'));
const ResourceShow = preloadable(() => import('../engine/pages/ResourceShow'));

/**
 * A module's hand-made screen (`pages`, `routes.extra`): the declaration holds its loader, a dynamic
 * import of a file in the module's pages/ folder, so each is its own chunk. One preloadable per
 * loader: the same screen on two routes (create and edit) downloads once.
 */
const customPages = new Map<PageLoader, LoadablePage>();

function customLoadable(load: PageLoader): LoadablePage {
  let page = customPages.get(load);
  if (!page) {
    // A screen is a React component of PageProps; the declaration's type says so without React.
    page = preloadable(load as () => Promise<{ default: ComponentType<PageProps> }>);
    customPages.set(load, page);
  }
  return page;
}

/** What a route carries for `preloadRoute`: the loader of the code it renders. */
interface RouteHandle {
  preload: () => Promise<unknown>;
  /** A generic list's query when it opens with none (`openingAddress`). */
  openingSearch?: string;
}

/** The routes a declaration gives: its exact paths, generic pages unless it names its own. */
export function declarationRoutes(declaration: ResourceDeclaration): RouteObject[] {
  const { routes, pages = {} } = declaration;
  const make = (
    path: string | undefined,
    generic: LoadablePage,
    custom?: PageLoader,
  ): RouteObject[] => {
    if (!path) return [];
    const { Component: Page, load } = custom ? customLoadable(custom) : generic;
    const handle: RouteHandle = {
      preload: load,
      ...(generic === ResourceList && !custom && { openingSearch: openingListSearch(declaration) }),
    };
    // Keyed by route: moving from one list to another starts the new page from its own state
    // (sort, page, filters, form), never the last page's (React would otherwise reuse it).
    return [{ path, handle, element: <Page key={path} declaration={declaration} /> }];
  };
  return [
    ...make(routes.list, ResourceList, pages.list),
    ...make(routes.create, ResourceCreate, pages.create),
    ...make(routes.edit, ResourceEdit, pages.edit),
    ...make(routes.show, ResourceShow, pages.show),
    ...(routes.extra ?? []).flatMap((extra) => make(extra.path, ResourceList, extra.page)),
  ];
}

/**
 * Starts fetching the code of the page at `pathname` and of the shell around it (a first load of a
 * private address): it then arrives while the identity and the access engine load, not after the
 * guard has allowed it, and renders without suspending. Code only: the guard still decides.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  // One level after the other (shell, layout, page): each module graph then runs in a task of
  // its own once it has arrived, where all at once made one task of 80 ms and more on a phone.
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle) await handle.preload();
  }
}

/**
 * The address a first load should start from: a generic list opened with no query gets the one its
 * table writes on its first render (page, size, sort: src/engine/listAddress.ts). Written before
 * the router starts, that write finds the address already there and is no navigation, which would
 * render again the layout and everything else that reads the address.
 */
export function openingAddress(
  routes: RouteObject[],
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | undefined {
  if (search || hash) return undefined;
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.openingSearch ? `${pathname}${handle.openingSearch}` : undefined;
}

/** The whole route tree. `extra` lets tests add routes (a page that fails to render). */
export function appRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <AppErrorFallback />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/forgetPassword', element: <ForgotPasswordPage /> },
          ],
        },
        // Reachable signed in or not: the link in the e-mail carries its own token.
        { path: '/verification/forgotPassword', element: <ResetPasswordPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/500', element: <ServerErrorPage /> },
        {
          element: <RequireAuth />,
          children: [
            {
              // Refine and its providers, around the private routes only.
              element: <RefineShell.Component />,
              handle: { preload: RefineShell.load } satisfies RouteHandle,
              children: [
                {
                  element: <AdminLayout.Component />,
                  handle: { preload: AdminLayout.load } satisfies RouteHandle,
                  errorElement: <AppErrorFallback />,
                  children: [
                    { path: '/', element: <Navigate to="/dashboard" replace /> },
                    ...declarations.flatMap(declarationRoutes),
                    ...extra,
                  ],
                },
              ],
            },
            // An unknown address is private too: every path but the public ones needs sign-in.
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
