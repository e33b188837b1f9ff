import type { MenuTarget, RouteRule } from '../../access/routes';
import {
  MENU_GROUPS,
  type EnumOption,
  type FilterDeclaration,
  type MenuGroupName,
  type ResourceDeclaration,
} from '../../resources/types';
import { say } from '../../resources/_text';

/**
 * Every module declaration: `resources/<name>.ts` for a module that is one file, or
 * `resources/<name>/index.ts` for one with its own domain, screens or demo rules (types.ts and
 * `_*.ts` are shared helpers). Adding one needs no other edit. The glob is eager because
 * declarations are small data; their screens load lazily, by the loaders they hold.
 */
const files = import.meta.glob<{ default: ResourceDeclaration }>(
  [
    '../../resources/*.ts',
    '../../resources/*/index.ts',
    '!../../resources/types.ts',
    '!../../resources/_*.ts',
    '!../../resources/domain/index.ts',
  ],
  { eager: true },
);

export const declarations: readonly ResourceDeclaration[] = Object.keys(files)
  .sort()
  .map((file) => files[file].default)
  .filter((declaration): declaration is ResourceDeclaration => Boolean(declaration?.name));

const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));

export function getDeclaration(name: string): ResourceDeclaration | undefined {
  return byName.get(name);
}

/** API path segment of a resource (declarations may rename it for another backend). */
export function apiPath(name: string): string {
  return byName.get(name)?.api?.path ?? name;
}

const byApiPath = new Map(
  declarations
    .filter((declaration) => !declaration.pageOnly)
    .map((declaration) => [apiPath(declaration.name), declaration] as const),
);

/** The resource (with a collection) an API path segment names, as the server routes it. */
export function declarationAtApiPath(path: string): ResourceDeclaration | undefined {
  return byApiPath.get(path);
}

export interface MenuItem extends MenuTarget {
  group: MenuGroupName;
  label: string;
  resource: string;
  /** The letter that opens it after `g` (the declaration's `menu.key`). */
  key?: string;
}

/** What a module's page is called: its sidebar label, or its plural title off the sidebar. */
export const pageLabel = (declaration: ResourceDeclaration): string =>
  declaration.menu ? declaration.menu.label : declaration.title.plural;

/**
 * The sidebar's groups in order: the product's, then those that only declarations name (in the
 * order their first module is declared), so that a module in a new group needs no other edit.
 */
export const menuGroups: readonly MenuGroupName[] = [
  ...new Set<MenuGroupName>([
    ...MENU_GROUPS,
    ...declarations.flatMap((declaration) => (declaration.menu ? [declaration.menu.group] : [])),
  ]),
];

/** Sidebar items in menu order: the groups' order, then each declaration's order. */
export const menuItems: readonly MenuItem[] = declarations
  .flatMap((declaration): MenuItem[] => {
    const { menu, routes } = declaration;
    const path = routes.list ?? routes.create;
    if (!menu || !path) return [];
    return [
      {
        group: menu.group,
        label: menu.label,
        path,
        module: declaration.module,
        resource: declaration.name,
        ...(menu.key && { key: menu.key }),
      },
    ];
  })
  .sort((a, b) => {
    const group = menuGroups.indexOf(a.group) - menuGroups.indexOf(b.group);
    if (group !== 0) return group;
    return orderOf(a) - orderOf(b);
  });

function orderOf(item: MenuItem): number {
  const menu = byName.get(item.resource)?.menu;
  return menu ? menu.order : 0;
}

/** Every route with the access module and action it needs (list, show: view; add, update: edit). */
export const routeRules: readonly RouteRule[] = declarations.flatMap((declaration) => {
  const { module, routes } = declaration;
  const rules: RouteRule[] = [];
  if (routes.list) rules.push({ path: routes.list, module, need: 'view' });
  if (routes.show) rules.push({ path: routes.show, module, need: 'view' });
  if (routes.create) rules.push({ path: routes.create, module, need: 'edit' });
  if (routes.edit) rules.push({ path: routes.edit, module, need: 'edit' });
  for (const extra of routes.extra ?? [])
    rules.push({ path: extra.path, module, need: extra.need });
  return rules;
});

/** Access module names, each once, in menu order (then undeclared-in-menu modules). */
export const moduleNames: readonly string[] = [
  ...new Set([...menuItems.map((item) => item.module), ...declarations.map((item) => item.module)]),
];

/** A module as the Modules page and restriction editors list it: its first route and the others. */
interface ModuleEntry {
  name: string;
  /** The route the sidebar item opens (or the module's first route). */
  route: string;
  /** Every other page of the module (sub-modules): add/update pages, history pages ... */
  subModules: readonly { name: string; route: string; need: 'view' | 'edit' }[];
}

function pagesOf(declaration: ResourceDeclaration): ModuleEntry['subModules'] {
  const { routes, title } = declaration;
  const pages: { name: string; route: string | undefined; need: 'view' | 'edit' }[] = [
    { name: title.plural, route: routes.list, need: 'view' },
    { name: say`View ${title.singular}`, route: routes.show, need: 'view' },
    { name: say`Add ${title.singular}`, route: routes.create, need: 'edit' },
    { name: say`Update ${title.singular}`, route: routes.edit, need: 'edit' },
    ...(routes.extra ?? []).map((extra) => ({
      name: extra.name,
      route: extra.path,
      need: extra.need,
    })),
  ];
  return pages.flatMap((page) => (page.route ? [{ ...page, route: page.route }] : []));
}

/** Modules with their pages, in menu order: derived from the declarations' `module`. */
export const moduleCatalogue: readonly ModuleEntry[] = moduleNames.map((name) => {
  const pages = declarations.filter((item) => item.module === name).flatMap(pagesOf);
  const route = menuItems.find((item) => item.module === name)?.path ?? pages[0]?.route ?? '';
  return { name, route, subModules: pages.filter((page) => page.route !== route) };
});

/**
 * What an enum filter offers: the registry's modules or resources when it names `choices` (the
 * Audit Log's module and resource filters), then its declared `options`.
 */
export function filterOptions(filter: FilterDeclaration): readonly EnumOption[] {
  const derived: EnumOption[] =
    filter.choices === 'modules'
      ? moduleNames.map((name) => ({ value: name, label: name }))
      : filter.choices === 'resources'
        ? declarations
            .filter((item) => !item.pageOnly)
            .map((item) => ({ value: item.name, label: item.title.plural }))
            .sort((a, b) => a.label.localeCompare(b.label))
        : [];
  return [...derived, ...(filter.options ?? [])];
}
