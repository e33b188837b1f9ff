import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isSignedIn } from '../session/token';
import { appRoutes, openingAddress, preloadRoute } from './routes';
import { afterFirstPaint } from '../ui/firstPaint';

const routes = appRoutes();
// Signed out, the address is the one the sign-in page sends back to, as it was typed.
const opening = isSignedIn() ? openingAddress(routes, window.location) : undefined;
if (opening) window.history.replaceState(window.history.state, '', opening);
const router = createBrowserRouter(routes);

/**
 * A signed-in first load: once the frame is drawn, the page's code and the access engine (Casbin,
 * about 40 KB gzip) download while the identity is asked for, instead of one after the other once
 * the guard can decide. Not before: on a phone's connection they took the bandwidth the frame's own
 * code needed, and the first paint waited for them.
 */
function usePreloadFirstPage() {
  useEffect(() => {
    if (!isSignedIn()) return;
    return afterFirstPaint(() => {
      preloadRoute(routes, window.location.pathname).catch(() => undefined);
      // Ahead of need only: a failed download is asked for again when the guard needs it.
      import('../../access/enforcer').then(({ loadCasbin }) => loadCasbin()).catch(() => undefined);
    });
  }, []);
}

export function App() {
  usePreloadFirstPage();
  return <RouterProvider router={router} />;
}
