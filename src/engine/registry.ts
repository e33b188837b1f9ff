import type { ResourceProps } from '@refinedev/core';
import type { MenuTarget, RouteRule } from '../../access/routes';
import { MENU_GROUPS, type MenuGroup, type ResourceDeclaration } from '../../resources/types';

/**
 * Every file in resources/ (but types.ts) is a module declaration; adding one needs no other edit.
 * The glob is eager because declarations are small data; their pages load lazily.
 */
const files = import.meta.glob<{ default: ResourceDeclaration }>(
  ['../../resources/*.ts', '!../../resources/types.ts', '!../../resources/_*.ts'],
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

export interface MenuItem extends MenuTarget {
  group: MenuGroup;
  label: string;
  resource: string;
}

/** Sidebar items in menu order: SPEC's group order, then each declaration's order. */
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
      },
    ];
  })
  .sort((a, b) => {
    const group = MENU_GROUPS.indexOf(a.group) - MENU_GROUPS.indexOf(b.group);
    if (group !== 0) return group;
    return orderOf(a) - orderOf(b);
  });

function orderOf(item: MenuItem): number {
  const menu = byName.get(item.resource)?.menu;
  return menu ? menu.order : 0;
}

/** Every route with the access module and action it needs (DESIGN §6: add/update need edit). */
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

/** Refine's view of the declarations (routes drive useTable/useForm resource matching). */
export const refineResources: ResourceProps[] = declarations
  .filter((declaration) => !declaration.pageOnly)
  .map((declaration) => ({
    name: declaration.name,
    list: declaration.routes.list,
    create: declaration.routes.create,
    edit: declaration.routes.edit,
    show: declaration.routes.show,
    meta: {
      label: declaration.title.plural,
      module: declaration.module,
      canDelete: declaration.deletable,
    },
  }));
