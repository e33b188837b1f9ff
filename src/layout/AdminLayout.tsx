import { Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '@refinedev/core';
import {
  Avatar,
  Button,
  Dropdown,
  Layout,
  Menu,
  Popconfirm,
  Space,
  Typography,
  type MenuProps,
} from 'antd';
import { isDemoMode } from '../demoFlag';
import {
  HistoryOutlined,
  LockOutlined,
  SafetyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useAccess } from '../session/access';
import { appState } from '../state/appState';
import { AccessGuard } from './AccessGuard';
import { PlatformBanners } from './PlatformBanners';
import { NotificationBell } from './NotificationBell';
import { CommandPalette } from './CommandPalette';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { Breadcrumbs } from './Breadcrumbs';
import { isValidLogo } from '../model/siteSetting';
import { FullPageSpin } from '../ui/FullPageSpin';
import { visibleMenu } from './menu';
import { groupIcon } from './icons';
import { matchPattern } from '../../access/routes';
import { declarations, menuItems } from '../model/registry';

const { Sider, Header, Content } = Layout;

/** Which menu item a path belongs to: its declaration's list path (edit pages light their list). */
function selectedKey(pathname: string): string | undefined {
  for (const declaration of declarations) {
    const { routes } = declaration;
    const paths = [
      routes.list,
      routes.create,
      routes.edit,
      routes.show,
      ...(routes.extra ?? []).map((r) => r.path),
    ];
    if (paths.some((path) => path && matchPattern(path, pathname)))
      return routes.list ?? routes.create;
  }
  return undefined;
}

function Sidebar() {
  const decider = useAccess();
  const { pathname } = useLocation();
  const collapsed = !appState.use((state) => state.sidebarShow);
  const sections = useMemo(() => (decider ? visibleMenu(menuItems, decider) : []), [decider]);
  const selected = selectedKey(pathname);

  const items: MenuProps['items'] = sections.map((section) => {
    const only = section.items.length === 1 && section.items[0].label === section.group;
    if (only) {
      const item = section.items[0];
      return {
        key: item.path,
        icon: groupIcon(section.group),
        label: <Link to={item.path}>{item.label}</Link>,
      };
    }
    return {
      key: `group:${section.group}`,
      icon: groupIcon(section.group),
      label: section.group,
      children: section.items.map((item) => ({
        key: item.path,
        label: <Link to={item.path}>{item.label}</Link>,
      })),
    };
  });
  const currentGroup = sections.find((section) =>
    section.items.some((item) => item.path === selected),
  )?.group;
  // The group of the page being shown opens by itself; the admin may open or close others.
  const [menuState, setMenuState] = useState<{ group?: string; keys: string[] }>({ keys: [] });
  if (menuState.group !== currentGroup) {
    const key = `group:${currentGroup}`;
    setMenuState({
      group: currentGroup,
      keys:
        currentGroup && !menuState.keys.includes(key) ? [...menuState.keys, key] : menuState.keys,
    });
  }
  const openKeys = menuState.keys;
  const setOpenKeys = (keys: string[]) => setMenuState((state) => ({ ...state, keys }));

  return (
    <Sider
      width={240}
      collapsible
      collapsed={collapsed}
      trigger={null}
      breakpoint="lg"
      data-testid="sidebar"
    >
      <SiteTitle collapsed={collapsed} />
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        aria-label="Main menu"
      />
    </Sider>
  );
}

function SiteTitle({ collapsed }: { collapsed: boolean }) {
  const siteName = appState.use((state) => state.siteSetting?.siteName);
  const logoUrl = appState.use((state) => state.siteSetting?.logoUrl);
  const name = typeof siteName === 'string' && siteName ? siteName : 'Prediction Market Admin';
  return (
    <Link to="/dashboard" className="site-title" title={name}>
      {isValidLogo(logoUrl) ? (
        <img className="site-logo-image" src={logoUrl} alt="" width={24} height={24} />
      ) : (
        <span className="site-logo" aria-hidden>
          ◆
        </span>
      )}
      {!collapsed && <bdi data-testid="site-name">{name}</bdi>}
    </Link>
  );
}

function HeaderBar() {
  const admin = appState.use((state) => state.admin);
  const sidebarShow = appState.use((state) => state.sidebarShow);
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const menu: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: 'Profile',
      onClick: () => navigate('/profile'),
    },
    {
      key: 'password',
      icon: <LockOutlined />,
      label: 'Change password',
      onClick: () => navigate('/changePassword'),
    },
    {
      key: 'login-history',
      icon: <HistoryOutlined />,
      label: 'Login history',
      onClick: () => navigate('/loginHistory'),
    },
    {
      key: 'two-factor',
      icon: <SafetyOutlined />,
      label: 'Two-factor authentication',
      onClick: () => navigate('/2fa-settings'),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: 'Sign out',
      danger: true,
      onClick: () => logout(),
    },
  ];
  return (
    <Header className="app-header">
      <Button
        type="text"
        aria-label={sidebarShow ? 'Collapse menu' : 'Expand menu'}
        icon={sidebarShow ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={() => appState.set({ sidebarShow: !sidebarShow })}
      />
      <Space>
        {__DEMO_BUILD__ && isDemoMode() && (
          <Popconfirm
            title="Reset demo data?"
            description="Every change made in this browser is discarded and you are signed out."
            okText="Reset"
            onConfirm={() => void import('../demo/browser').then((demo) => demo.resetDemoData())}
          >
            <Button size="small" icon={<ReloadOutlined />}>
              Reset demo data
            </Button>
          </Popconfirm>
        )}
        <CommandPalette />
        <ColorSchemeToggle />
        <NotificationBell />
        <Dropdown menu={{ items: menu }} trigger={['click']} placement="bottomRight">
          <Button type="text" className="account-button" data-testid="account-menu">
            <Space>
              <Avatar size="small" icon={<UserOutlined />} />
              <span>
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

/** Sidebar, header and the access-checked page. */
export function AdminLayout() {
  return (
    <Layout className="app-layout" hasSider>
      {/* The first stop of the Tab key: past the menu, straight to the page (WCAG 2.4.1). */}
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        Skip to main content
      </a>
      <Sidebar />
      <Layout>
        <HeaderBar />
        <PlatformBanners />
        <Content className="app-content" id="main-content" tabIndex={-1}>
          <Breadcrumbs />
          <Suspense fallback={<FullPageSpin />}>
            <AccessGuard />
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}
