import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '../ui/FullPageSpin';
import { ShellFrame } from '../ui/ShellFrame';
import { isSignedIn } from '../session/token';
import { appState } from '../state/appState';
import { LOGIN_PATH, useRedirectPending } from '../session/unauthorized';
import { t } from '../i18n/translator';

/** Private routes: without a stored admin token the user goes to /login. */
export function RequireAuth() {
  const location = useLocation();
  // Re-render when auth changes (sign-out, 401) so the check below runs again.
  appState.use((state) => state.auth.isAuth);
  // After a 401 the scheduled redirect (500 ms) is the one navigation to /login: this
  // guard waits for it until it unmounts (the router commits the new page in a transition, so
  // the redirect's own end is no signal) or a session starts again.
  const redirecting = useRedirectPending();
  const signedIn = isSignedIn();
  const [waiting, setWaiting] = useState(false);
  if (!signedIn && redirecting && !waiting) setWaiting(true);
  if (signedIn && waiting) setWaiting(false);
  if (!signedIn && (redirecting || waiting)) return <SessionEnded />;
  if (!signedIn) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return PRIVATE_SCREENS;
}

/**
 * While the shell's code loads, its frame: the page's place and name, not a blank screen. Drawn
 * from a constant element, so that the guard's own redraws (the identity's arrival) skip it: the
 * shell, once its code is in, then mounts in the split pass React gives a suspended screen, not
 * inside the identity's blocking one (some 100 ms on a phone).
 */
const PRIVATE_SCREENS = (
  <Suspense fallback={<ShellFrame />}>
    <Outlet />
  </Suspense>
);

/** Drawn without antd components: this guard's file is on the /login path too. */
function SessionEnded() {
  return <FullPageSpin tip={t('Session ended, redirecting to sign-in')} showTip />;
}

/** Login routes: a signed-in admin goes to /dashboard. */
export function PublicOnly() {
  appState.use((state) => state.auth.isAuth);
  if (isSignedIn()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
