import type { PageProps } from '../../../src/engine/pages/types';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { ViewAsDrawer } from '../../../src/pages/ViewAsDrawer';

/** /sub-admin: the generic list, plus the superadmin's "View as" drawer (`?viewAs=<id>`). */
export default function SubAdminList({ declaration }: PageProps) {
  return (
    <>
      <ListWithViews declaration={declaration} />
      <ViewAsDrawer />
    </>
  );
}
