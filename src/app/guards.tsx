import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn } from '../session/token';
import { appState } from '../state/appState';
import { LOGIN_PATH } from '../session/unauthorized';

/** Private routes: without a stored admin token the user goes to /login (SPEC §2, §4). */
export function RequireAuth() {
  const location = useLocation();
  // Re-render when auth changes (sign-out, 401) so the check below runs again.
  appState.use((state) => state.auth.isAuth);
  if (!isSignedIn())
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Login routes: a signed-in admin goes to /dashboard (SPEC §4). */
export function PublicOnly() {
  appState.use((state) => state.auth.isAuth);
  if (isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * A large spinner drawn like antd's Spin in CSS (styles.css, `.page-spin`): it is the fallback while
 * the first lazy page loads, and antd's Spin would add its own chunk to /login (issue point 7).
 */
export function FullPageSpin({ tip }: { tip?: string }) {
  return (
    <div className="full-page-center" role="progressbar" aria-label={tip ?? 'Loading'}>
      <span className="page-spin" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
