import type { AccessControlProvider } from '@refinedev/core';
import type { AccessAction } from '../../access/names';
import { getDeclaration } from '../model/registry';
import { currentDecider } from '../session/access';

/** Refine's list/show read; everything else (create, edit, delete, actions) changes data. */
export function toAccessAction(action: string): AccessAction {
  return action === 'list' || action === 'show' || action === 'view' ? 'view' : 'edit';
}

/**
 * Refine asks can() for buttons and pages; answers come from the admin's one decider, in memory,
 * and are cached for the session (cleared on sign-out with the query cache).
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }) {
    const module =
      (params?.resource?.meta?.module as string | undefined) ??
      (resource ? getDeclaration(resource)?.module : undefined);
    if (!module) return { can: false, reason: 'Unknown module' };
    const decider = await currentDecider();
    if (!decider) return { can: false, reason: 'Not signed in' };
    const allowed = decider.can(module, toAccessAction(action));
    return allowed
      ? { can: true }
      : { can: false, reason: `No ${toAccessAction(action)} access to ${module}` };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { staleTime: Infinity, gcTime: Infinity },
  },
};
