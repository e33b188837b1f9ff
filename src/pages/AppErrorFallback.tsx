import { useLocation, useNavigate, useRouteError } from 'react-router';
import { failureTexts, useChunkRecovery } from '../ui/useChunkRecovery';
import { t } from '../i18n/translator';
import { PlainButton } from '../ui/plain/PlainButton';

/** Tries per address (this screen is drawn anew after each, so it cannot count them itself). */
const tries = new Map<string, number>();

/**
 * A route that fails to render, outside the layout (the layout's own code could not be fetched,
 * or it failed itself): the generic screen titled 'Unexpected Application Error!', or, for code
 * that could not be fetched, a message that waits for the server and draws the page again once it
 * answers. Plain markup in the first file the browser loads, so it never waits on a missing one;
 * a page that fails inside the layout says so there (src/layout/PageErrorBoundary.tsx).
 */
export function AppErrorFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const attempts = tries.get(location.pathname) ?? 0;
  const kind = useChunkRecovery(error, attempts, () => {
    tries.set(location.pathname, attempts + 1);
    // The same address again: the router's boundary starts over and the route renders anew.
    void navigate(location, { replace: true });
  });
  const { title, detail } = failureTexts(kind, error);
  return (
    <div className="app-error" role="alert" data-kind={kind}>
      <h1>{title}</h1>
      <p>{kind === 'crash' && detail ? <code>{t(detail)}</code> : detail}</p>
      <div className="app-error-actions">
        <PlainButton kind="primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </PlainButton>
        <PlainButton kind="link" className="app-error-link" href="/dashboard">
          {t('Go to dashboard')}
        </PlainButton>
      </div>
    </div>
  );
}
