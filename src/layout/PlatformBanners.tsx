import { Alert } from 'antd';
import { Link } from 'react-router';
import { appState } from '../state/appState';
import { useAccess } from '../session/access';
import { t } from '../i18n/translator';

/**
 * Platform-wide states every admin should see on every page, from the site setting (changed on
 * /site-setting, shown at once through the app state): maintenance mode and trading switched off.
 */
export function PlatformBanners() {
  const setting = appState.use((state) => state.siteSetting);
  const canSee = useAccess()?.can('Site Setting', 'view') ?? false;
  const link = canSee ? <Link to="/site-setting">{t('Site setting')}</Link> : null;
  return (
    <>
      {setting?.maintenanceMode === true && (
        <Alert
          banner
          type="warning"
          data-testid="maintenance-banner"
          message={
            <>
              {t('Maintenance mode is on: the platform is closed to users.')} {link}
            </>
          }
        />
      )}
      {setting?.tradingEnabled === false && (
        <Alert
          banner
          type="error"
          data-testid="trading-off-banner"
          message={
            <>
              {t('Trading is switched off on every market.')} {link}
            </>
          }
        />
      )}
    </>
  );
}
