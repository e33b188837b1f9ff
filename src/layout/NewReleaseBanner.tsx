import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button } from 'antd';
import { checkForNewRelease, deployment } from '../api/deployment';
import { t } from '../i18n/translator';

/**
 * Looks for a new release as the admin moves between pages and comes back to the tab, and once
 * one is deployed says so above every page with a reload: the old release's page files are gone,
 * and the next page not loaded yet would fail (src/api/deployment.ts).
 */
export function NewReleaseBanner() {
  const { pathname } = useLocation();
  const newRelease = deployment.use((state) => state.newRelease);
  useEffect(() => void checkForNewRelease().catch(() => undefined), [pathname]);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible')
        void checkForNewRelease({ force: true }).catch(() => undefined);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
  if (!newRelease) return null;
  return (
    <Alert
      banner
      type="info"
      data-testid="new-release-banner"
      message={t(
        'A new version of the panel was deployed. Reload to use it: what is saved stays saved.',
      )}
      action={
        <Button size="small" type="primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
      }
    />
  );
}
