import type { PageProps } from '../../engine/pages/types';
import ResourceList from '../../engine/pages/ResourceList';
import { ViewAsDrawer } from '../ViewAsDrawer';

/** /sub-admin: the generic list, plus the superadmin's "View as" drawer (`?viewAs=<id>`). */
export default function SubAdminList({ declaration }: PageProps) {
  return (
    <>
      <ResourceList declaration={declaration} />
      <ViewAsDrawer />
    </>
  );
}
