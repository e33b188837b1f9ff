import type { AccessDecider } from '../../access/enforcer';
import { isSuperadmin } from '../../access/names';
import { listLink } from './listLink';
import {
  NOW,
  type ActionDeclaration,
  type ResourceDeclaration,
  type Values,
} from '../../resources/types';
import { midSentence } from './format';
import { say } from '../../resources/_text';

/** Whether a declared action applies to a record in its current state (UI and demo API alike). */
export function actionAllowed(action: ActionDeclaration, record: Values): boolean {
  const guard = action.allowedWhen;
  if (!guard) return true;
  if (typeof guard === 'function') return guard(record);
  return guard.in.map(String).includes(String(record[guard.field]));
}

/** Why the server refuses an action in this state (the 409 message names the state). */
export function refusal(action: ActionDeclaration, record: Values, singular: string): string {
  const verb = action.label.toLowerCase();
  const name = midSentence(singular);
  return record.status === undefined
    ? say`Cannot ${verb}: the ${name} is in a state that does not allow it.`
    : say`Cannot ${verb}: the ${name} is ${String(record.status)}.`;
}

/**
 * Fills `:name` segments of a route from a record: a field of that name (`:eventId`), else the
 * record's own `_id` (`:id`, `/user-history/:userid`).
 */
export function fillRecordPath(pattern: string, record: Values): string {
  // A pattern that is one field (`:link`) opens the path the record holds: an in-app path only,
  // never another site or a `javascript:` URL.
  const whole = /^:([A-Za-z]+)$/.exec(pattern);
  if (whole) return inAppPath(record[whole[1]]) ?? '/';
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(record[name === 'id' ? '_id' : name] ?? record._id ?? '')),
  );
}

/** Where an action's `link` goes for this record, its list filters (`linkQuery`) applied. */
export function actionHref(action: ActionDeclaration, record: Values): string {
  const path = fillRecordPath(action.link ?? '', record);
  return action.linkQuery ? listLink(path, fillRecordPath(action.linkQuery, record)) : path;
}

/** Buttons that only read (a history link, a check on chain) stay beside a row's Actions menu. */
export function isReadOnlyButton(action: ActionDeclaration): boolean {
  return Boolean(action.link || action.run) && action.need === 'view';
}

/** `value` when it is a path of this app (`/withdraw`), else undefined (`//host`, `javascript:`). */
export function inAppPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/** An action's `sets` as stored: `NOW` becomes the time of the request. */
export function resolveSets(
  sets: ActionDeclaration['sets'],
  now: string,
): Record<string, string | boolean | number> {
  return Object.fromEntries(
    Object.entries(sets ?? {}).map(([key, value]) => [key, value === NOW ? now : value]),
  );
}

/** The signed-in admin, as far as which records it may change depends on it. */
type Viewer = Pick<AccessDecider, 'role' | 'restriction' | 'moduleKeys'>;

/**
 * Why `viewer` may not change this record (edit, delete, actions needing edit), by the
 * declaration's `rowRefusal`; undefined when it may. The API refuses the others (403).
 */
export function rowRefusal(
  declaration: ResourceDeclaration,
  viewer: Viewer | null | undefined,
  record: Values,
): string | undefined {
  return declaration.rowRefusal?.(viewer ?? { role: '', restriction: [] }, record);
}

export function mayChangeRow(
  declaration: ResourceDeclaration,
  viewer: Viewer | null | undefined,
  record: Values,
): boolean {
  return rowRefusal(declaration, viewer, record) === undefined;
}

/**
 * Whether an action's button is shown to an admin (its decider): the right it needs (edit on its
 * module unless it needs only view), superadmin-only tools, and, with a record, whether this
 * admin may change that record at all (a sub-admin sees no Disable on a superadmin).
 */
export function actionShown(
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  access: Viewer & Pick<AccessDecider, 'can'>,
  record?: Values,
): boolean {
  const need = action.need ?? 'edit';
  if (action.hidden || !access.can(action.module ?? declaration.module, need)) return false;
  if (action.superadminOnly && !isSuperadmin(access.role)) return false;
  return !record || need === 'view' || mayChangeRow(declaration, access, record);
}

/**
 * The action that opening `link` also runs (`alsoRuns`: a notification opened is marked read), when
 * the record's state allows it and the admin may use it; undefined otherwise.
 */
export function alsoRunOnOpen(
  declaration: ResourceDeclaration,
  link: ActionDeclaration,
  access: (Viewer & Pick<AccessDecider, 'can'>) | null | undefined,
  record: Values,
): ActionDeclaration | undefined {
  const other = link.alsoRuns
    ? declaration.actions?.find((action) => action.name === link.alsoRuns)
    : undefined;
  if (!other || !access || !actionAllowed(other, record)) return undefined;
  return actionShown(declaration, other, access, record) ? other : undefined;
}
