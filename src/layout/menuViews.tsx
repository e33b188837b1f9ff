import { Link } from 'react-router';
import type { MenuProps } from 'antd';
import type { ListedView } from '../model/views';
import { getDeclaration } from '../model/registry';
import { appState } from '../state/appState';
import { useAllViews } from '../engine/views/useViews';
import { MenuViewLabel } from '../engine/views/viewLabel';
import { applyViewColumns, viewPath, VIEW_APPLIED } from '../engine/views/applyView';

type Items = NonNullable<MenuProps['items']>;

/**
 * The saved views a list's menu entry shows under it, with their counts: the built-in ones and
 * those shared (an admin's private views stay above the list, so that the menu stays short).
 */
export function useMenuViews(enabled: boolean): (resource: string) => Items {
  const admin = String(appState.use((state) => state.admin?._id) ?? '');
  const { data } = useAllViews(enabled);
  return (resource) => {
    const declaration = getDeclaration(resource);
    if (!declaration || !data) return [];
    return data
      .filter((view) => view.resource === resource && (view.builtIn || view.shared))
      .map((view: ListedView) => ({
        key: `view:${view._id}`,
        className: 'menu-view-item',
        label: (
          <Link
            to={viewPath(declaration, view)}
            state={VIEW_APPLIED}
            onClick={() => applyViewColumns(declaration, view, admin)}
          >
            <MenuViewLabel view={view} />
          </Link>
        ),
      }));
  };
}
