import { humanize } from './format';
import { declarations } from './registry';

/** One step of the trail: a link when `path` is given. */
export interface Crumb {
  label: string;
  path?: string;
}

const pageTitle = (page: string) =>
  humanize(page.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());

/** Whether `pattern` (`/update-event/:id`) matches `path` (`/update-event/65a...`). */
function matches(pattern: string, path: string): boolean {
  const parts = pattern.split('/');
  const actual = path.split('/');
  return (
    parts.length === actual.length &&
    parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === actual[i].toLowerCase())
  );
}

/**
 * Where a path sits, from the declarations: its sidebar group (or "Account" for header pages),
 * its module's list, then the page itself (New ..., Edit ..., a history). Empty for unknown paths.
 */
export function breadcrumbsFor(path: string): Crumb[] {
  for (const declaration of declarations) {
    const { routes, menu, title } = declaration;
    const section = menu ? menu.group : 'Account';
    const list: Crumb = { label: menu ? menu.label : title.plural, path: routes.list };
    const singular = title.singular.toLowerCase();
    if (routes.list && matches(routes.list, path))
      return section === list.label
        ? [{ label: section }]
        : [{ label: section }, { label: list.label }];
    const leaf =
      routes.create && matches(routes.create, path)
        ? `New ${singular}`
        : routes.edit && matches(routes.edit, path)
          ? `Edit ${singular}`
          : routes.show && matches(routes.show, path)
            ? `${title.singular} details`
            : routes.extra?.find((extra) => matches(extra.path, path))?.page;
    if (leaf) {
      const label = routes.extra?.some((extra) => extra.page === leaf) ? pageTitle(leaf) : leaf;
      return [{ label: section }, ...(routes.list ? [list] : []), { label }];
    }
  }
  return [];
}
