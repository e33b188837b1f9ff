import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { decideRoute } from '../../access/routes';
import { breadcrumbsFor } from '../model/breadcrumbs';
import { menuItems, routeRules } from '../model/registry';
import { useAccess } from '../session/access';
import { t } from '../i18n/translator';

/**
 * The trail above each page: group, module list (a link back), page. Only over a page the admin
 * may open (the guard's own decision): a refused path shows no trail while it redirects.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const decider = useAccess();
  const allowed = useMemo(
    () =>
      Boolean(decider) && decideRoute(pathname, routeRules, menuItems, decider!).kind === 'allow',
    [decider, pathname],
  );
  const crumbs = allowed ? breadcrumbsFor(pathname) : [];
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      className="app-breadcrumbs"
      items={crumbs.map((crumb, index) => ({
        key: `${index}`,
        title:
          crumb.path && index < crumbs.length - 1 ? (
            <Link to={crumb.path}>{t(crumb.label)}</Link>
          ) : (
            t(crumb.label)
          ),
      }))}
    />
  );
}
