import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Layout, Menu, type MenuProps } from 'antd';
import { useAccess } from '../session/access';
import { appState } from '../state/appState';
import { isValidLogo } from '../model/siteSetting';
import { useSiteName } from '../ui/siteName';
import { visibleMenu } from './menu';
import { useMenuViews } from './menuViews';
import { groupIcon } from './icons';
import { matchPattern } from '../../access/routes';
import { declarations, menuItems } from '../model/registry';
import { t } from '../i18n/translator';

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

/** The site's name and the menu of the modules the admin may view: one for both layouts. */
export function MainMenu({ collapsed }: { collapsed: boolean }) {
  const decider = useAccess();
  const { pathname } = useLocation();
  const sections = useMemo(() => (decider ? visibleMenu(menuItems, decider) : []), [decider]);
  const selected = selectedKey(pathname);
  const viewsOf = useMenuViews(sections.length > 0);

  const items: MenuProps['items'] = sections.map((section) => {
    const only = section.items.length === 1 && section.items[0].label === section.group;
    if (only) {
      const item = section.items[0];
      return {
        key: item.path,
        icon: groupIcon(section.group),
        label: <Link to={item.path}>{t(item.label)}</Link>,
      };
    }
    return {
      key: `group:${section.group}`,
      icon: groupIcon(section.group),
      label: t(section.group),
      children: section.items.flatMap((item) => [
        { key: item.path, label: <Link to={item.path}>{t(item.label)}</Link> },
        ...viewsOf(item.resource),
      ]),
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
  // antd's menu learns which group holds which item as the items mount, and marks the selected
  // item's group only when it draws again. A page's own renders used to give it that draw; a list
  // opened on its own address gives none, so the menu asks for one after new items' first frame.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (sections.length === 0) return undefined;
    const frame = requestAnimationFrame(redraw);
    return () => cancelAnimationFrame(frame);
  }, [sections]);

  return (
    <>
      <SiteTitle collapsed={collapsed} />
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        aria-label={t('Main menu')}
      />
    </>
  );
}

/** The desktop's menu: a sider the header's button folds to icons (kept in the app state). */
export function Sidebar() {
  const collapsed = !appState.use((state) => state.sidebarShow);
  return (
    <Layout.Sider
      width={240}
      collapsible
      collapsed={collapsed}
      trigger={null}
      breakpoint="lg"
      // A tablet (below lg, 992 px) starts with the menu folded to its icons; the header's button
      // still unfolds it. A window widened past lg unfolds it again.
      onBreakpoint={(narrow) => appState.set({ sidebarShow: !narrow })}
      data-testid="sidebar"
    >
      <MainMenu collapsed={collapsed} />
    </Layout.Sider>
  );
}

function SiteTitle({ collapsed }: { collapsed: boolean }) {
  const name = useSiteName();
  const logoUrl = appState.use((state) => state.siteSetting?.logoUrl);
  return (
    <Link to="/dashboard" className="site-title" title={name || undefined}>
      {isValidLogo(logoUrl) ? (
        <img className="site-logo-image" src={logoUrl} alt="" width={24} height={24} />
      ) : (
        <span className="site-logo" aria-hidden>
          ◆
        </span>
      )}
      {!collapsed && (
        <bdi data-testid="site-name" translate="no">
          {name || '\u00a0'}
        </bdi>
      )}
    </Link>
  );
}
