import { createBrowserRouter, RouterProvider } from 'react-router';
import { isSignedIn } from '../session/token';
import { appRoutes, preloadRoute } from './routes';

const routes = appRoutes();
const router = createBrowserRouter(routes);
// A signed-in first load: the page's code and the access engine download while the identity is
// asked for, instead of one after the other once the guard can decide (Casbin itself is already
// on its way from src/main.tsx; loadCasbin finds it there).
if (isSignedIn()) {
  preloadRoute(routes, window.location.pathname);
  void import('../../access/enforcer').then(({ loadCasbin }) => loadCasbin());
}

export function App() {
  return <RouterProvider router={router} />;
}
