import type { FieldDeclaration, ResourceDeclaration, Values } from '../../resources/types';
import { apiActions, requestedAction, writable } from './apiRules';
import { AUTH_PATHS } from './contract';
import { bulkAction, BULK_SEGMENT } from './bulk';
import { changesValue } from './sameValue';
import { apiPath, declarations, getDeclaration } from './registry';
import { say } from '../../resources/_text';

/**
 * Step-up confirmation: a sensitive request (money out, a resolution, an admin's rights, the
 * trading switch and fees, an export of personal or money data) is taken only from a session whose
 * admin confirmed its identity (the 6-digit code, or the password without 2FA) in the last
 * STEP_UP_MINUTES. Which requests are sensitive is read from the declarations' `stepUp` marks
 * alone: the demo API enforces it, docs/openapi.json marks it (`x-step-up`), docs/API.md lists it.
 */

export const STEP_UP_MINUTES = 5;
/** The `code` of the 403 a sensitive request gets without a fresh confirmation. */
export const STEP_UP_REQUIRED = 'step_up_required';
export const STEP_UP_MESSAGE = say`Confirm it is you to do this: enter your code or password`;

/** POST step-up: a 6-digit code (admins with 2FA) or the password (admins without). */
export interface StepUpRequest {
  code?: string;
  password?: string;
}

/** POST step-up answers how the identity was confirmed and until when (ISO) it holds. */
export interface StepUpResult {
  method: 'code' | 'password';
  until: string;
}

/**
 * Whether a body sets a sensitive field: any of them on create (`current` undefined: a new admin
 * is given rights), one whose value differs from the stored one on a change.
 */
function setsStepUpField(
  fields: readonly FieldDeclaration[],
  body: Values,
  current: Values | undefined,
): boolean {
  return fields.some(
    (field) =>
      field.stepUp &&
      body[field.key] !== undefined &&
      (!current || changesValue(field, current[field.key], body[field.key])),
  );
}

/** Whether the declaration's CSV export needs a fresh confirmation. */
const stepUpExport = (declaration: ResourceDeclaration) =>
  typeof declaration.exportable === 'object' && declaration.exportable.stepUp;

/**
 * Whether a request to a declared resource is sensitive (pure): a marked action, a marked export,
 * or a create or update that sets a marked field. `segments` are the path after the resource;
 * `current` is the stored record an update changes.
 */
export function needsStepUp(
  declaration: ResourceDeclaration,
  method: string,
  segments: readonly (string | undefined)[],
  body: Values,
  current?: Values,
): boolean {
  const verb = method.toUpperCase();
  const [id, name] = segments;
  if (verb === 'GET') return id === 'export' && !name && Boolean(stepUpExport(declaration));
  // A batch of a sensitive action, unless it is a dry run (which changes nothing).
  if (verb === 'POST' && id === BULK_SEGMENT)
    return Boolean(bulkAction(declaration, name)?.stepUp) && body.dryRun !== true;
  const { action } = requestedAction(declaration, verb, [id, name]);
  if (action) return Boolean(action.stepUp);
  if ((verb === 'POST' && !id) || (verb === 'PUT' && id && !name))
    return setsStepUpField(declaration.fields, body, verb === 'PUT' ? current : undefined);
  return false;
}

/** The site setting's change call: sensitive when it changes a marked setting. */
export function siteSettingNeedsStepUp(body: Values, current: Values): boolean {
  return setsStepUpField(getDeclaration('site-setting')?.fields ?? [], body, current);
}

/** One sensitive request, for the docs and the OpenAPI document. */
interface SensitiveRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** The path after the API prefix's slash, `{id}` for a record. */
  path: string;
  /** What makes it sensitive: the action, the export, or the fields it sets. */
  what: string;
}

/** Every sensitive request, read from the declarations (docs/API.md lists them). */
export function sensitiveRequests(): SensitiveRequest[] {
  const out: SensitiveRequest[] = [];
  for (const declaration of declarations) {
    const base = `/api/admin/${apiPath(declaration.name)}`;
    for (const action of apiActions(declaration).filter((item) => item.stepUp)) {
      out.push({ method: 'POST', path: `${base}/{id}/${action.name}`, what: action.label });
      if (action.bulk)
        out.push({
          method: 'POST',
          path: `${base}/${BULK_SEGMENT}/${action.name}`,
          what: `${action.label}, a batch (not its dry run)`,
        });
    }
    if (stepUpExport(declaration))
      out.push({ method: 'GET', path: `${base}/export`, what: 'CSV export' });
    const marked = declaration.fields.filter((field) => field.stepUp).map((field) => field.key);
    if (!marked.length) continue;
    const what = `sets ${marked.join(', ')}`;
    if (declaration.name === 'site-setting')
      out.push({ method: 'POST', path: AUTH_PATHS.updateSiteDetails, what });
    else {
      if (writable(declaration, 'create')) out.push({ method: 'POST', path: base, what });
      if (writable(declaration, 'edit')) out.push({ method: 'PUT', path: `${base}/{id}`, what });
    }
  }
  return out;
}
