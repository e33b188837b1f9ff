import type { AccessControlProvider } from '@refinedev/core';
import type { AccessAction } from '../../access/names';
import { getDeclaration } from '../model/registry';
import { currentDecider } from '../session/access';
import { t } from '../i18n/translator';

/** Refine's list/show read; everything else (create, edit, delete, actions) changes data. */
function toAccessAction(action: string): AccessAction {
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
    if (!module) return { can: false, reason: t('Unknown module') };
    const decider = await currentDecider();
    if (!decider) return { can: false, reason: t('Not signed in') };
    const need = toAccessAction(action);
    if (decider.can(module, need)) return { can: true };
    const name = t(module);
    return {
      can: false,
      reason:
        need === 'view'
          ? t('No view access to {{module}}', { module: name })
          : t('No edit access to {{module}}', { module: name }),
    };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { staleTime: Infinity, gcTime: Infinity },
  },
};
