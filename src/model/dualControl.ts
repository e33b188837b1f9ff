import {
  kindHeld,
  type AuditChange,
  type DualControlSetting,
  type HeldKind,
} from '../../resources/domain';
import type {
  ActionDeclaration,
  FieldDeclaration,
  ResourceDeclaration,
  Values,
} from '../../resources/types';
import { apiActions } from './apiRules';
import { AUTH_PATHS } from './contract';
import { apiPath, declarations } from './registry';
import { changesValue } from './sameValue';

/**
 * Dual control, read from the declarations' `approval` marks alone (resources/domain/dualControl.ts):
 * which change is held for a second admin, under which kind, and where each kind applies. The
 * demo API holds and applies the changes; the forms say before saving that a change will wait; the
 * access matrix and the report say who may propose and who may approve; docs/openapi.json marks
 * the calls (`x-dual-control`).
 */

/** The declared fields a body changes, each with the stored value and the one sent. */
export function changedFields(
  fields: readonly FieldDeclaration[],
  current: Values,
  body: Values,
): AuditChange[] {
  return fields
    .filter((field) => body[field.key] !== undefined)
    .filter((field) => changesValue(field, current[field.key], body[field.key]))
    .map((field) => ({
      field: field.key,
      before: current[field.key] ?? null,
      after: body[field.key],
    }));
}

/**
 * The kind an update is held under: that of its first changed field whose mark the setting holds
 * (and whose `when` says so of this change); undefined when it may be applied at once.
 */
export function heldUpdateKind(
  fields: readonly FieldDeclaration[],
  changes: readonly AuditChange[],
  setting: DualControlSetting | undefined,
): HeldKind | undefined {
  for (const change of changes) {
    const mark = fields.find((field) => field.key === change.field)?.approval;
    if (!mark || !kindHeld(setting, mark.kind)) continue;
    if (!mark.when || mark.when(change.before, change.after)) return mark.kind;
  }
  return undefined;
}

/** The kind an action is held under, when the setting holds it. */
export function heldActionKind(
  action: ActionDeclaration,
  setting: DualControlSetting | undefined,
): HeldKind | undefined {
  const kind = action.approval?.kind;
  return kind && kindHeld(setting, kind) ? kind : undefined;
}

/**
 * What a held action changes, for the pending change's diff and for telling two changes of one
 * record apart: the action itself (two resolutions of one market collide), what it sets, and what
 * its body sends (a resolution's outcomes).
 */
export function actionChanges(action: ActionDeclaration, record: Values, body: Values) {
  const changes: AuditChange[] = [{ field: `action:${action.name}`, before: null, after: true }];
  for (const [key, value] of Object.entries(action.sets ?? {}))
    changes.push({ field: key, before: record[key] ?? null, after: value });
  for (const [key, value] of Object.entries(body))
    if (!(key in (action.sets ?? {})))
      changes.push({ field: key, before: record[key] ?? null, after: value });
  return changes;
}

/** One place a kind applies: a module's fields or action. */
interface HeldPlace {
  kind: HeldKind;
  resource: string;
  /** The module whose edit right proposing and approving it needs. */
  module: string;
  /** The fields' labels, or the action's label. */
  what: readonly string[];
  action?: string;
}

/** Every place a change is held, by kind, from the declarations (the report, docs/API.md). */
export function heldPlaces(from: readonly ResourceDeclaration[] = declarations): HeldPlace[] {
  const places: HeldPlace[] = [];
  for (const declaration of from) {
    const byKind = new Map<HeldKind, string[]>();
    for (const field of declaration.fields) {
      const kind = field.approval?.kind;
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), field.label]);
    }
    for (const [kind, what] of byKind)
      places.push({ kind, resource: declaration.name, module: declaration.module, what });
    for (const action of apiActions(declaration).filter((item) => item.approval))
      places.push({
        kind: action.approval!.kind,
        resource: declaration.name,
        module: action.module ?? declaration.module,
        what: [action.label],
        action: action.name,
      });
  }
  return places;
}

/** One request that may be held, for the docs and the OpenAPI document (`x-dual-control`). */
interface HoldableRequest {
  method: 'POST' | 'PUT';
  /** The path after the host, `{id}` for a record. */
  path: string;
  kinds: HeldKind[];
}

/** Every request a change of which may be held for a second admin, from the declarations. */
export function holdableRequests(): HoldableRequest[] {
  const byRequest = new Map<string, HoldableRequest>();
  for (const place of heldPlaces()) {
    const base = `/api/admin/${apiPath(place.resource)}`;
    const [method, path]: [HoldableRequest['method'], string] = place.action
      ? ['POST', `${base}/{id}/${place.action}`]
      : place.resource === 'site-setting'
        ? ['POST', AUTH_PATHS.updateSiteDetails]
        : ['PUT', `${base}/{id}`];
    const key = `${method} ${path}`;
    const request = byRequest.get(key) ?? { method, path, kinds: [] };
    if (!request.kinds.includes(place.kind)) request.kinds.push(place.kind);
    byRequest.set(key, request);
  }
  return [...byRequest.values()];
}

/** An admin as the coverage report weighs it: who, whether active, and its rights. */
export interface CoveredAdmin {
  name: string;
  active: boolean;
  can: (module: string, action: 'view' | 'edit') => boolean;
}

/** Who may propose and who may approve one kind at one place; `warning` when too few approve. */
export interface Coverage extends HeldPlace {
  proposers: string[];
  approvers: string[];
  /** `none`: no active admin may approve it; `one`: only one may, whose own changes none can. */
  warning?: 'none' | 'one';
}

/**
 * The dual-control coverage report: for every kind and place, the active admins who may propose
 * it and those who may approve it (edit on its module, another admin's change). A kind only one
 * admin could approve is flagged: that admin's own changes would wait for ever, and nobody else
 * checks the others'.
 */
export function dualControlCoverage(admins: readonly CoveredAdmin[]): Coverage[] {
  return heldPlaces().map((place) => {
    const able = admins
      .filter((admin) => admin.active && admin.can(place.module, 'edit'))
      .map((admin) => admin.name);
    const warning = able.length === 0 ? 'none' : able.length === 1 ? 'one' : undefined;
    return { ...place, proposers: able, approvers: able, ...(warning ? { warning } : {}) };
  });
}

/**
 * A new record's held fields (a new admin's edit on Withdraw): each starts as declared (its
 * default), and the value asked waits for a second admin as a change of the new record. Undefined
 * when nothing of the create is held.
 */
export interface HeldOnCreate {
  kind: HeldKind;
  changes: AuditChange[];
  /** The held fields' starting values (their defaults). */
  defaults: Values;
}

export function heldOnCreate(
  fields: readonly FieldDeclaration[],
  values: Values,
  setting: DualControlSetting | undefined,
): HeldOnCreate | undefined {
  const empty = Object.fromEntries(fields.map((field) => [field.key, field.defaultValue ?? null]));
  const held = changedFields(fields, empty, values).filter((change) => {
    const mark = fields.find((field) => field.key === change.field)?.approval;
    return (
      mark && kindHeld(setting, mark.kind) && (!mark.when || mark.when(change.before, change.after))
    );
  });
  const kind = heldUpdateKind(fields, held, setting);
  if (!kind) return undefined;
  const defaults = Object.fromEntries(held.map((change) => [change.field, change.before]));
  return { kind, changes: held, defaults };
}
