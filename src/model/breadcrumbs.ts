import { humanize } from './format';
import { matchPattern } from '../../access/routes';
import { declarations, pageLabel } from './registry';

/** One step of the trail: a link when `path` is given. */
export interface Crumb {
  label: string;
  path?: string;
}

const pageTitle = (page: string) =>
  humanize(page.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());

/**
 * Where a path sits, from the declarations: its sidebar group (or "Account" for header pages),
 * its module's list, then the page itself (New ..., Edit ..., a history). Empty for unknown paths.
 */
export function breadcrumbsFor(path: string): Crumb[] {
  for (const declaration of declarations) {
    const { routes, menu, title } = declaration;
    const section = menu ? menu.group : 'Account';
    const list: Crumb = { label: pageLabel(declaration), path: routes.list };
    const singular = title.singular.toLowerCase();
    if (routes.list && matchPattern(routes.list, path))
      return section === list.label
        ? [{ label: section }]
        : [{ label: section }, { label: list.label }];
    const leaf =
      routes.create && matchPattern(routes.create, path)
        ? `New ${singular}`
        : routes.edit && matchPattern(routes.edit, path)
          ? `Edit ${singular}`
          : routes.show && matchPattern(routes.show, path)
            ? `${title.singular} details`
            : routes.extra?.find((extra) => matchPattern(extra.path, path))?.page;
    if (leaf) {
      const label = routes.extra?.some((extra) => extra.page === leaf) ? pageTitle(leaf) : leaf;
      return [{ label: section }, ...(routes.list ? [list] : []), { label }];
    }
  }
  return [];
}
