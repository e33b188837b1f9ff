import type { AccessAction, RestrictionEntry } from '../../../access/names';
import { createAccessDecider, type AccessDecider } from '../../../access/enforcer';
import type { AdminIdentity } from '../../model/contract';
import { forbidden } from '../http-utils';
import type { DemoStore, Row } from '../store';

/** What the API tells about an admin: never the password or the TOTP secret. */
export function publicAdmin(row: Row): AdminIdentity {
  return {
    _id: row._id,
    name: String(row.name),
    email: String(row.email),
    role: String(row.role),
    restriction: (row.restriction as RestrictionEntry[]) ?? [],
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  };
}

/** undefined when the admin may, else the 403 to answer. */
export type Permit = (
  admin: Row,
  module: string,
  action: AccessAction,
) => Promise<Response | undefined>;

/** Who is calling (by token) and what they may do: the same Casbin policy as the browser. */
export function createAccess(store: DemoStore) {
  const deciders = new Map<string, Promise<AccessDecider>>();

  function sessionAdmin(request: Request): Row | undefined {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return undefined;
    const session = store.all('sessions').find((item) => item.token === token);
    const admin = session && store.find('admins', String(session.adminId));
    return admin && admin.status !== 'disabled' ? admin : undefined;
  }

  function decider(admin: Row): Promise<AccessDecider> {
    // Keyed by the restriction itself: a changed restriction takes effect at the next request.
    const key = `${admin._id}|${String(admin.role)}|${JSON.stringify(admin.restriction)}`;
    let value = deciders.get(key);
    if (!value) {
      value = createAccessDecider(
        String(admin.role),
        (admin.restriction as RestrictionEntry[]) ?? [],
      );
      deciders.set(key, value);
    }
    return value;
  }

  const permitted: Permit = async (admin, module, action) => {
    const access = await decider(admin);
    return access.can(module, action)
      ? undefined
      : forbidden(`You do not have ${action} access to ${module}.`);
  };

  return { sessionAdmin, permitted };
}
