import { Fragment, Suspense, useEffect } from 'react';
import { useLanguage } from '../i18n/language';
import { Outlet, useNavigate } from 'react-router';
import { followOtherTabs } from '../session/otherTabs';
import { setRedirect } from '../session/unauthorized';
import { Toaster } from '../toast/Toaster';
import { FullPageSpin } from '../ui/FullPageSpin';

/** Keeps the 401 redirect inside the single-page app once the router is up. */
function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => setRedirect((path) => navigate(path, { replace: true })), [navigate]);
  // Signing out (or in) in another tab of this browser applies here too.
  useEffect(() => followOtherTabs(), []);
  return null;
}

/**
 * Around every route, public ones included: toasts and the 401 redirect. No antd here: /login is
 * plain markup, and each antd screen brings its theme (src/ui/Themed.tsx). Kept light on purpose:
 * the Refine shell (RefineShell.tsx) loads only on private routes, after sign-in.
 */
export function AppShell() {
  const language = useLanguage();
  return (
    <>
      {/* Lazy pages (sign-in, reset, the Refine shell itself) suspend here, not in the error screen. */}
      <Suspense fallback={<FullPageSpin />}>
        {/* Another language redraws every screen: their texts are read as they render. */}
        <Fragment key={language}>
          <Outlet />
        </Fragment>
      </Suspense>
      <Toaster />
      <RedirectBridge />
    </>
  );
}
