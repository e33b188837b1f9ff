import { Suspense, useEffect } from 'react';
import { useLogout } from '@refinedev/core';
import { Alert, Button, Flex, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { loadAdminDetail } from '../api/identity';
import { setTwoFactorSetupRequired } from '../session/twoFactorRequired';
import { appState } from '../state/appState';
import { FullPageSpin } from '../ui/FullPageSpin';
import { preloadable } from '../ui/preloadable';
import { useSiteName } from '../ui/siteName';
import { IdleWarning } from './IdleWarning';
import twoFactor from '../../resources/two-factor';
import { t } from '../i18n/translator';

// The 2FA page's own enrolment form, loaded as that page is.
const TwoFactorSettings = preloadable(twoFactor.pages.list).Component;

/**
 * What an admin sees whom the site requires 2FA of, before setting it up: why, the enrolment form
 * of the 2FA page (it asks for the password), and Sign out. No menu and no other page: the server
 * refuses every other call until then. Once it is on, the server no longer refuses: the panel
 * opens as usual and reads the identity again (a failed read there says so with Try again, where
 * this screen would stay with nothing left to do).
 */
export function TwoFactorRequiredScreen() {
  const enabled = appState.use((state) => state.admin?.twoFactorEnabled === true);
  const siteName = useSiteName();
  const { mutate: logout } = useLogout();
  useEffect(() => {
    if (!enabled) return;
    setTwoFactorSetupRequired(false);
    void loadAdminDetail();
  }, [enabled]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <IdleWarning />
      <Layout.Content
        id="main-content"
        data-testid="two-factor-required"
        style={{ padding: 16, width: '100%', maxWidth: 752, margin: '0 auto' }}
      >
        <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {siteName}
          </Typography.Title>
          <Button icon={<LogoutOutlined />} onClick={() => logout()}>
            {t('Sign out')}
          </Button>
        </Flex>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(
            'Your platform requires two-factor authentication for your account. Set it up to continue.',
          )}
        />
        <Suspense fallback={<FullPageSpin />}>
          <TwoFactorSettings />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
