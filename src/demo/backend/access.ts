import { isLanguage } from '../../model/languages';
import { normalizeModuleName, type AccessAction } from '../../../access/names';
import { createAccessDecider, type AccessDecider } from '../../../access/enforcer';
import { moduleKeyMap, type ModuleKeys } from '../../../access/keys';
import type { RequestNeed } from '../../model/apiRules';
import type { AdminIdentity } from '../../model/contract';
import { restrictionEntries } from '../../model/restrictions';
import { forbidden } from '../http-utils';
import type { DemoStore, Row } from '../store';
import { sessionToken, type Sessions } from './sessions';

export { sessionToken };
import { say } from '../../../resources/_text';

/** Module name -> immutable key, from the Modules data (the demo store's `modules`). */
function storeModuleKeys(store: DemoStore): ModuleKeys {
  return moduleKeyMap(store.all('modules'));
}

/**
 * What the API tells about an admin: never the password or the TOTP secret. With the store, it
 * also says which module key each restriction name stands for (so a renamed module still works).
 */
export function publicAdmin(
  row: Row,
  store?: DemoStore,
  twoFactorSetupRequired = false,
): AdminIdentity {
  // Only well-formed entries: nothing else stored can break a sign-in's answer.
  const restriction = restrictionEntries(row.restriction);
  const keys = store ? storeModuleKeys(store) : undefined;
  const moduleKeys = keys
    ? Object.fromEntries(
        restriction.flatMap((entry) => {
          const key = keys[normalizeModuleName(entry.name)];
          return key === undefined ? [] : [[entry.name, key]];
        }),
      )
    : undefined;
  return {
    _id: row._id,
    name: String(row.name),
    email: String(row.email),
    role: String(row.role),
    restriction,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    ...(isLanguage(row.language) ? { language: row.language } : {}),
    ...(moduleKeys ? { moduleKeys } : {}),
    // Computed by the caller (twoFactorRequired.ts): the panel then shows only enrolment.
    ...(twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
  };
}

/** undefined when the admin may, else the 403 to answer. */
export type Permit = (
  admin: Row,
  module: string,
  action: AccessAction,
) => Promise<Response | undefined>;

/** The decider the demo API asks for an admin row (role, restriction, the store's module keys). */
export function demoDecider(
  admin: Readonly<Record<string, unknown>>,
  moduleKeys: ModuleKeys,
): Promise<AccessDecider> {
  return createAccessDecider(String(admin.role), restrictionEntries(admin.restriction), moduleKeys);
}

/** The 403 decision (pure): whether the admin's decider allows what the request needs. */
export function demoPermits(access: AccessDecider, { module, need }: RequestNeed): boolean {
  return access.can(module, need);
}

/**
 * Who is calling (by token) and what they may do: the same Casbin policy as the browser. A request
 * is activity of its session (its idle time starts again); the live feed's checks are not.
 */
export function createAccess(store: DemoStore, sessions: Sessions) {
  const deciders = new Map<string, Promise<AccessDecider>>();

  function sessionAdmin(request: Request): Row | undefined {
    const token = sessionToken(request);
    const session = token ? sessions.active(token) : undefined;
    const admin = session && enabledAdmin(session);
    if (admin) sessions.touch(session);
    return admin;
  }

  function enabledAdmin(session: Row): Row | undefined {
    const admin = store.find('admins', String(session.adminId));
    return admin && admin.status !== 'disabled' ? admin : undefined;
  }

  /** The admin a session token stands for, while the session lasts and the admin is enabled. */
  function tokenAdmin(token: string): Row | undefined {
    const session = sessions.active(token);
    return session && enabledAdmin(session);
  }

  function decider(admin: Row): Promise<AccessDecider> {
    // Keyed by the restriction itself and the module keys its names stand for: a changed
    // restriction (or a renamed module) takes effect at the next request.
    const moduleKeys = storeModuleKeys(store);
    const key = `${admin._id}|${String(admin.role)}|${JSON.stringify(restrictionEntries(admin.restriction))}|${JSON.stringify(moduleKeys)}`;
    let value = deciders.get(key);
    if (!value) {
      value = demoDecider(admin, moduleKeys);
      deciders.set(key, value);
    }
    return value;
  }

  const permitted: Permit = async (admin, module, action) => {
    const access = await decider(admin);
    return demoPermits(access, { module, need: action })
      ? undefined
      : forbidden(say`You do not have ${action} access to ${module}.`);
  };

  return { sessionAdmin, tokenAdmin, permitted };
}
