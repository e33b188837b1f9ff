import { Result } from 'antd';
import { t } from '../i18n/translator';

/** Shown when an admin may view nothing: a page, never a redirect loop (docs/access.md). */
export function NoModulesPage() {
  return (
    <Result
      status="403"
      title={t('No modules assigned')}
      // The menu's own names, as the sidebar shows them.
      subTitle={t(
        'Your account has no modules yet. Ask a superadmin to grant you access in {{place}}.',
        { place: `${t('Admin controller')} › ${t('Sub Admin')}` },
      )}
      data-testid="no-modules"
    />
  );
}
