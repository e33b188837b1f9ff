import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { breadcrumbsFor } from '../model/breadcrumbs';

/** The trail above each page: group, module list (a link back), page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      className="app-breadcrumbs"
      items={crumbs.map((crumb, index) => ({
        key: `${index}`,
        title:
          crumb.path && index < crumbs.length - 1 ? (
            <Link to={crumb.path}>{crumb.label}</Link>
          ) : (
            crumb.label
          ),
      }))}
    />
  );
}
