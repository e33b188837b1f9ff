import modelText from './model.conf?raw';
import {
  isOwnAccountModule,
  normalizeModuleName,
  type AccessAction,
  type RestrictionEntry,
} from './names';
import { restrictionByKey, type ModuleKeys } from './keys';
import { restrictionToPolicy } from './policy';

/** Synchronous answers from one Casbin enforcer, built once per signed-in admin. */
export interface AccessDecider {
  readonly role: string;
  /** The list and key map it was built from: what the admin may do by module name (rights.ts). */
  readonly restriction: readonly RestrictionEntry[];
  readonly moduleKeys?: ModuleKeys;
  can(module: string, action: AccessAction): boolean;
}

type CasbinModule = typeof import('./casbin');
let casbinLoading: Promise<CasbinModule> | undefined;

/**
 * casbin (about 40 KB gzip) is loaded on the first access check, or ahead of it when a signed-in
 * page starts (src/app/App.tsx), never with the entry chunk; ./casbin.ts sets the global Buffer
 * its csv-parse needs in the browser in the same download.
 */
export function loadCasbin(): Promise<CasbinModule> {
  // A failed download (the server down) is not kept: the next check asks for it again.
  casbinLoading ??= import('./casbin').catch((error: unknown) => {
    casbinLoading = undefined;
    throw error;
  });
  return casbinLoading;
}

/**
 * `moduleKeys` (from the Modules data) turns restriction names into the module keys code checks, so
 * that a module renamed in /modules keeps working for the admins whose lists name it.
 */
export async function createAccessDecider(
  role: string,
  restriction: readonly RestrictionEntry[],
  moduleKeys?: ModuleKeys,
): Promise<AccessDecider> {
  const casbin = await loadCasbin();
  const enforcer = await casbin.newEnforcer(casbin.newModelFromString(modelText));
  const rows = restrictionToPolicy(role, restrictionByKey(restriction, moduleKeys));
  if (rows.length) await enforcer.addPolicies(rows);
  // Decisions are memoised: the policy never changes for the life of this decider. By the name
  // as asked, so that a repeated question costs no normalising (the menu asks for every item).
  const memo = new Map<string, boolean>();
  return {
    role,
    restriction,
    moduleKeys,
    can(module, action) {
      const key = `${module}|${action}`;
      let answer = memo.get(key);
      if (answer === undefined) {
        answer =
          isOwnAccountModule(module) || enforcer.enforceSync(normalizeModuleName(module), action);
        memo.set(key, answer);
      }
      return answer;
    },
  };
}
