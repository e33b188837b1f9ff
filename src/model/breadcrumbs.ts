import { humanize, midSentence } from './format';
import { matchPattern } from '../../access/routes';
import { declarations, pageLabel } from './registry';
import type { ResourceDeclaration } from '../../resources/types';
import { say } from '../../resources/_text';

/** One step of the trail: a link when `path` is given. */
interface Crumb {
  label: string;
  path?: string;
}

/** An extra page's name as its heading, crumb and tab title say it: "Event History" -> "Event history". */
export const pageTitle = (page: string) =>
  humanize(page.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());

type RecordPage = 'create' | 'edit' | 'show';

/** The heading of a record page, also its last crumb and its tab title ("New CMS page"). */
export function recordPageName(title: ResourceDeclaration['title'], page: RecordPage): string {
  if (page === 'show') return say`${title.singular} details`;
  const singular = midSentence(title.singular);
  return page === 'create' ? say`New ${singular}` : say`Edit ${singular}`;
}

/** Which declared page a path opens: its module, and the list, a record page or an extra page. */
/** The declaration and page (list, create, edit, show or an extra's name) an address opens. */
export function locate(
  path: string,
): { declaration: ResourceDeclaration; page: 'list' | RecordPage | string } | undefined {
  for (const declaration of declarations) {
    const { routes } = declaration;
    const page =
      routes.list && matchPattern(routes.list, path)
        ? 'list'
        : routes.create && matchPattern(routes.create, path)
          ? 'create'
          : routes.edit && matchPattern(routes.edit, path)
            ? 'edit'
            : routes.show && matchPattern(routes.show, path)
              ? 'show'
              : routes.extra?.find((extra) => matchPattern(extra.path, path))?.name;
    if (page) return { declaration, page };
  }
  return undefined;
}

const isRecordPage = (page: string): page is RecordPage =>
  page === 'create' || page === 'edit' || page === 'show';

/**
 * What the page at a path is called in the browser tab: a list by its heading (the plural
 * title), a record page by its heading, an extra page by its name. Undefined for unknown paths.
 */
export function pageNameFor(path: string): string | undefined {
  const found = locate(path);
  if (!found) return undefined;
  const { declaration, page } = found;
  if (page === 'list') return declaration.title.plural;
  return isRecordPage(page) ? recordPageName(declaration.title, page) : pageTitle(page);
}

/**
 * Where a path sits, from the declarations: its sidebar group (or "Account" for header pages),
 * its module's list, then the page itself (New ..., Edit ..., a history). Empty for unknown paths.
 */
export function breadcrumbsFor(path: string): Crumb[] {
  const found = locate(path);
  if (!found) return [];
  const { declaration, page } = found;
  const { routes, menu, title } = declaration;
  const section: Crumb = { label: menu ? menu.group : say`Account` };
  const list: Crumb = { label: pageLabel(declaration), path: routes.list };
  if (page === 'list') return withoutRepeats([section, { label: list.label }]);
  const label = isRecordPage(page) ? recordPageName(title, page) : pageTitle(page);
  return withoutRepeats([section, ...(routes.list ? [list] : []), { label }]);
}

/**
 * A module alone in its sidebar group (Trade Bot, Site Setting) has the group's name: the trail
 * says it once, keeping the crumb that links back to the list.
 */
function withoutRepeats(crumbs: Crumb[]): Crumb[] {
  return crumbs.reduce<Crumb[]>((trail, crumb) => {
    const last = trail.at(-1);
    if (last?.label !== crumb.label) return [...trail, crumb];
    return [...trail.slice(0, -1), last.path ? last : crumb];
  }, []);
}
