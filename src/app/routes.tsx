import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { ResourceDeclaration } from '../../resources/types';
import { declarations } from '../model/registry';
import type { PageProps } from '../engine/pages/types';
import { AppShell } from './AppShell';
import { PublicOnly, RequireAuth } from './guards';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/*
 * Everything below loads on demand: a first visit of /login fetches the light AppShell, the
 * guards and the sign-in page only. Refine, the admin layout (menu, Casbin) and every private page
 * load after sign-in (issue point 7; `npm run bench`, tests/unit/bundle-weight.test.ts).
 */
const loadAdminLayout = () => import('../layout/AdminLayout');
const RefineShell = lazy(() => {
  // The layout renders right after the shell: fetch both at once, not one after the other.
  void loadAdminLayout();
  return import('./RefineShell').then((module) => ({ default: module.RefineShell }));
});
const AdminLayout = lazy(() =>
  loadAdminLayout().then((module) => ({ default: module.AdminLayout })),
);
const LazyErrorFallback = lazy(() =>
  import('../pages/AppErrorFallback').then((module) => ({ default: module.AppErrorFallback })),
);
const NotFoundPage = lazy(() =>
  import('../pages/StatusPages').then((module) => ({ default: module.NotFoundPage })),
);
const ServerErrorPage = lazy(() =>
  import('../pages/StatusPages').then((module) => ({ default: module.ServerErrorPage })),
);

/** A route that fails to render shows 'Unexpected Application Error!' (SPEC §2). */
function AppErrorFallback() {
  return (
    <Suspense fallback={null}>
      <LazyErrorFallback />
    </Suspense>
  );
}

const LoginPage = lazy(() => import('../pages/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));

type PageModule = { default: ComponentType<PageProps> };
type PageLoader = () => Promise<PageModule>;

/** A page's component with the loader behind it, so a route can fetch its code ahead of render. */
interface LoadablePage {
  Page: Page;
  load: PageLoader;
}

function loadable(load: PageLoader): LoadablePage {
  return { Page: lazy(load), load };
}

const ResourceList = loadable(() => import('../engine/pages/ResourceList'));
const ResourceCreate = loadable(() => import('../engine/pages/ResourceCreate'));
const ResourceEdit = loadable(() => import('../engine/pages/ResourceEdit'));
const ResourceShow = loadable(() => import('../engine/pages/ResourceShow'));

/** Hand-made pages named by declarations (`pages`, `routes.extra`), each its own chunk. */
const customModules = import.meta.glob<PageModule>('../pages/custom/*.tsx');
const customPages = new Map<string, LoadablePage>();

function customLoadable(name: string): LoadablePage {
  let page = customPages.get(name);
  if (!page) {
    const load = customModules[`../pages/custom/${name}.tsx`];
    if (!load) throw new Error(`No page "${name}" in src/pages/custom (named by a declaration)`);
    page = loadable(load);
    customPages.set(name, page);
  }
  return page;
}

/** What a declaration's route carries for `preloadRoute`. */
interface RouteHandle {
  preload: PageLoader;
}

/** The routes a declaration gives: its exact SPEC paths, generic pages unless it names its own. */
export function declarationRoutes(declaration: ResourceDeclaration): RouteObject[] {
  const { routes, pages = {} } = declaration;
  const make = (
    path: string | undefined,
    generic: LoadablePage,
    custom?: string,
  ): RouteObject[] => {
    if (!path) return [];
    const { Page, load } = custom ? customLoadable(custom) : generic;
    const handle: RouteHandle = { preload: load };
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
 * Starts fetching the code of the page at `pathname` (a first load of a private address): it then
 * arrives while the identity and the access engine load, not after the guard has allowed it. Code
 * only: the guard still decides what renders.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    void handle?.preload().catch(() => undefined);
  }
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
              element: <RefineShell />,
              children: [
                {
                  element: <AdminLayout />,
                  errorElement: <AppErrorFallback />,
                  children: [
                    { path: '/', element: <Navigate to="/dashboard" replace /> },
                    ...declarations.flatMap(declarationRoutes),
                    ...extra,
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
