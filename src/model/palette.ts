import type { AccessDecider } from '../../access/enforcer';
import type { ResourceDeclaration } from '../../resources/types';
import { fillRecordPath } from './actions';
import { declarations, pageLabel } from './registry';
import { say } from '../../resources/_text';

/** A page the command palette offers: one the admin may view. */
export interface PalettePage {
  label: string;
  path: string;
  group: string;
}

/** Where a found record opens: its edit page for an editor, else its show page. */
export interface SearchTarget {
  declaration: ResourceDeclaration;
  label: string;
  titleKey: string;
  path: (record: Record<string, unknown>) => string;
}

/** Every page with its own address the admin may view, in menu order then the account pages. */
export function palettePages(decider: AccessDecider): PalettePage[] {
  return declarations
    .filter((declaration) => declaration.routes.list && decider.can(declaration.module, 'view'))
    .map((declaration) => ({
      label: pageLabel(declaration),
      path: declaration.routes.list!,
      group: declaration.menu ? declaration.menu.group : say`Account`,
    }));
}

/** Resources whose records a search finds by id or name, each opening on a page the admin may use. */
export function searchTargets(decider: AccessDecider): SearchTarget[] {
  return declarations.flatMap((declaration): SearchTarget[] => {
    const { routes, recordTitle, filters, module } = declaration;
    const searchable = filters?.some((filter) => filter.type === 'search');
    if (!searchable || !recordTitle || !decider.can(module, 'view')) return [];
    const route =
      routes.edit && decider.can(module, 'edit') ? routes.edit : (routes.show ?? undefined);
    if (!route) return [];
    return [
      {
        declaration,
        label: pageLabel(declaration),
        titleKey: recordTitle,
        path: (record) => fillRecordPath(route.replace(/:[A-Za-z]+$/, ':id'), record),
      },
    ];
  });
}

/** Pages whose label holds every word typed, in order of where the first word starts. */
export function matchPages(pages: readonly PalettePage[], typed: string): PalettePage[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages
    .map((page) => ({ page, text: `${page.label} ${page.group} ${page.path}`.toLowerCase() }))
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .sort((a, b) => a.text.indexOf(words[0]) - b.text.indexOf(words[0]))
    .map(({ page }) => page);
}
