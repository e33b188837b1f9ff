import { Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@refinedev/core';
import {
  Avatar,
  Button,
  Dropdown,
  Layout,
  Popconfirm,
  Space,
  Tooltip,
  Typography,
  type MenuProps,
} from 'antd';
import { isDemoMode } from '../demoFlag';
import {
  DesktopOutlined,
  HistoryOutlined,
  LockOutlined,
  SafetyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  RollbackOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { appState } from '../state/appState';
import { AccessGuard } from './AccessGuard';
import { PlatformBanners } from './PlatformBanners';
import { NewReleaseBanner } from './NewReleaseBanner';
import { AccessChanges } from './AccessChanges';
import { PageArea } from './PageErrorBoundary';
import { NotificationBell } from './NotificationBell';
import { CommandPalette } from './CommandPalette';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { Breadcrumbs } from './Breadcrumbs';
import { FullPageSpin } from '../ui/FullPageSpin';
import { usePhone } from '../ui/usePhone';
import { Sidebar } from './Sidebar';
import { IdleWarning } from './IdleWarning';
import { SimulatorToggle } from './SimulatorToggle';
import { StepUpDialog } from './StepUpDialog';
import { TwoFactorRequiredScreen } from './TwoFactorRequiredScreen';
import { twoFactorSetup } from '../session/twoFactorRequired';
import { preloadable } from '../ui/preloadable';
import { LiveStatusIndicator } from './LiveStatusIndicator';
import { languageMenuItem } from './languageMenu';
import { useLanguage } from '../i18n/language';
import { t } from '../i18n/translator';

const { Header, Content } = Layout;

const PhoneMenu = preloadable(() => import('./PhoneMenu')).Component;

/** On a phone the header's first button opens the menu drawer; on a desktop it folds the sider. */
interface PhoneMenuToggle {
  phone: boolean;
  menuOpen: boolean;
  toggleMenu: () => void;
}

function HeaderBar({ phone, menuOpen, toggleMenu }: PhoneMenuToggle) {
  const admin = appState.use((state) => state.admin);
  const sidebarShow = appState.use((state) => state.sidebarShow);
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const language = useLanguage();
  const menu: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('Profile'),
      onClick: () => navigate('/profile'),
    },
    {
      key: 'password',
      icon: <LockOutlined />,
      label: t('Change password'),
      onClick: () => navigate('/changePassword'),
    },
    {
      key: 'login-history',
      icon: <HistoryOutlined />,
      label: t('Login history'),
      onClick: () => navigate('/loginHistory'),
    },
    {
      key: 'sessions',
      icon: <DesktopOutlined />,
      label: t('Sessions'),
      onClick: () => navigate('/sessions'),
    },
    {
      key: 'two-factor',
      icon: <SafetyOutlined />,
      label: t('Two-factor authentication'),
      onClick: () => navigate('/2fa-settings'),
    },
    languageMenuItem(language),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('Sign out'),
      danger: true,
      onClick: () => logout(),
    },
  ];
  return (
    <Header className="app-header">
      {/* Icon-only buttons: a tooltip says what each does (their names are their labels). */}
      {phone ? (
        <Tooltip title={menuOpen ? t('Close menu') : t('Open menu')}>
          <Button
            type="text"
            aria-label={menuOpen ? t('Close menu') : t('Open menu')}
            aria-expanded={menuOpen}
            icon={<MenuOutlined />}
            onClick={toggleMenu}
          />
        </Tooltip>
      ) : (
        <Tooltip title={sidebarShow ? t('Collapse menu') : t('Expand menu')}>
          <Button
            type="text"
            aria-label={sidebarShow ? t('Collapse menu') : t('Expand menu')}
            icon={sidebarShow ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={() => appState.set({ sidebarShow: !sidebarShow })}
          />
        </Tooltip>
      )}
      <Space size={phone ? 4 : 8}>
        {__DEMO_BUILD__ && isDemoMode() && <SimulatorToggle />}
        {__DEMO_BUILD__ && isDemoMode() && (
          <Popconfirm
            title={t('Reset demo data?')}
            description={t(
              'Every change made in this browser is discarded and you are signed out.',
            )}
            okText={t('Reset')}
            cancelText={t('Cancel')}
            onConfirm={() => void import('../demo/browser').then((demo) => demo.resetDemoData())}
          >
            <Tooltip title={phone ? t('Reset demo data') : undefined}>
              <Button size="small" icon={<RollbackOutlined />} aria-label={t('Reset demo data')}>
                <span className="phone-hidden">{t('Reset demo data')}</span>
              </Button>
            </Tooltip>
          </Popconfirm>
        )}
        <LiveStatusIndicator phone={phone} />
        <CommandPalette />
        <ColorSchemeToggle />
        <NotificationBell />
        <Dropdown menu={{ items: menu }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            className="account-button"
            data-testid="account-menu"
            // On a phone only the avatar shows: the button still says whose account it is.
            aria-label={phone ? t('Account: {{name}}', { name: admin?.name ?? '' }) : undefined}
          >
            <Space>
              <Avatar size="small" icon={<UserOutlined />} />
              <span className="phone-hidden">
                <Typography.Text strong data-testid="admin-name">
                  {admin?.name ?? '…'}
                </Typography.Text>
                {admin && (
                  <Typography.Text type="secondary" className="admin-role">
                    {admin.role}
                  </Typography.Text>
                )}
              </span>
            </Space>
          </Button>
        </Dropdown>
      </Space>
    </Header>
  );
}

function skipToContent(event: { preventDefault(): void }) {
  // Focus moves without a '#main-content' in the address (the router owns the URL).
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

/** Sidebar (a drawer on a phone), header and the access-checked page. */
export function AdminLayout() {
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The site requires 2FA of this admin: only enrolment until it is on.
  const mustEnrol = twoFactorSetup.use((state) => state.required);
  if (mustEnrol) return <TwoFactorRequiredScreen />;
  return (
    <Layout className="app-layout" hasSider={!phone}>
      {/* The first stop of the Tab key: past the menu, straight to the page (WCAG 2.4.1). */}
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        {t('Skip to main content')}
      </a>
      {phone ? (
        <Suspense fallback={null}>
          <PhoneMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : (
        <Sidebar />
      )}
      <Layout>
        <HeaderBar
          phone={phone}
          menuOpen={menuOpen}
          toggleMenu={() => setMenuOpen((open) => !open)}
        />
        <NewReleaseBanner />
        <AccessChanges />
        <IdleWarning />
        <PlatformBanners />
        <StepUpDialog />
        <KeyboardShortcuts />
        <Content className="app-content" id="main-content" tabIndex={-1}>
          <Breadcrumbs />
          {/* A page that fails, or whose code cannot be fetched, says so here: the layout stays. */}
          <PageArea>
            <Suspense fallback={<FullPageSpin />}>
              <AccessGuard />
            </Suspense>
          </PageArea>
        </Content>
      </Layout>
    </Layout>
  );
}
