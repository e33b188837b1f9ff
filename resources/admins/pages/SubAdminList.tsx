import type { PageProps } from '../../../src/engine/pages/types';
import ResourceList from '../../../src/engine/pages/ResourceList';
import { ViewAsDrawer } from '../../../src/pages/ViewAsDrawer';

/** /sub-admin: the generic list, plus the superadmin's "View as" drawer (`?viewAs=<id>`). */
export default function SubAdminList({ declaration }: PageProps) {
  return (
    <>
      <ResourceList declaration={declaration} />
      <ViewAsDrawer />
    </>
  );
}
