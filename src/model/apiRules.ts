import type { AccessAction } from '../../access/names';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';

/**
 * What the admin API allows for a declared resource, read from its declaration alone: which
 * access module and right a call needs, which methods it has at all, and which fields a body
 * may hold. The demo API enforces it and docs/openapi.json describes it, from these functions.
 */

/** What one API request needs: the access module and the action (view or edit). */
export interface RequestNeed {
  module: string;
  need: AccessAction;
}

/**
 * The declared action a request names (`POST /{resource}/{id}/{action}`: block, resolve ...) or
 * the action on many rows (`POST /{resource}/{name}`: cancel all open orders of a market), if
 * any. `segments` are the path after /api/admin/{resource}: [id, action].
 */
export function requestedAction(
  declaration: ResourceDeclaration,
  method: string,
  [id, action]: readonly (string | undefined)[] = [],
) {
  const post = method.toUpperCase() === 'POST';
  return {
    action: post && action ? declaration.actions?.find((item) => item.name === action) : undefined,
    listAction:
      post && id && !action ? declaration.listActions?.find((item) => item.name === id) : undefined,
  };
}

/**
 * What a request to a declared resource needs (pure, no HTTP): GET reads (view); anything else
 * changes data (edit), but a declared action may belong to another module (resolve: Unresolved
 * Markets) or need only view, and an action on many rows may belong to another module.
 */
export function requestNeed(
  declaration: ResourceDeclaration,
  method: string,
  segments: readonly (string | undefined)[] = [],
): RequestNeed {
  const { action, listAction } = requestedAction(declaration, method, segments);
  return {
    module: (action ?? listAction)?.module ?? declaration.module,
    need: method.toUpperCase() === 'GET' ? 'view' : (action?.need ?? 'edit'),
  };
}

/** Whether the declaration has a create or an edit screen: a resource without one is read-only. */
export function writable(declaration: ResourceDeclaration, action: 'create' | 'edit'): boolean {
  return Boolean(declaration.routes[action] ?? declaration.pages?.[action]);
}

/**
 * Whether a create or update body may hold the field: not read-only, in the form, and a
 * `form: 'create'` field (a new admin's first password) on create only.
 */
export function sentOn(field: FieldDeclaration, action: 'create' | 'update'): boolean {
  if (field.readOnly || field.form === false) return false;
  return field.form !== 'create' || action === 'create';
}

/**
 * The actions a client calls on the API (`POST /{resource}/{id}/{name}`): not the links that open
 * a page, nor the client actions that run in the browser (the demo API answers 404 to those).
 */
export function apiActions(declaration: ResourceDeclaration) {
  return (declaration.actions ?? []).filter((action) => !action.link && !action.run);
}
