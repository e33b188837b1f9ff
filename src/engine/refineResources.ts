import type { ResourceProps } from '@refinedev/core';
import { declarations } from '../model/registry';

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
