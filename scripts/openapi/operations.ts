import { isOwnAccountModule, type AccessAction } from '../../access/names';
import { refusals, TIME_ZONE, type Refusal } from './responses';

/** Who may make a call: anyone, any signed-in admin, or an admin with a right on a module. */
export interface Access {
  text: string;
  public?: true;
  module?: string;
  need?: AccessAction;
  ownAccount?: true;
}

/**
 * `access('public')`: no sign-in; `access()`: any signed-in admin; `access(module, need)`: the
 * module's right, but for one's own account's modules (Login History ...), open to every admin.
 */
export function access(module?: string, need: AccessAction = 'view'): Access {
  if (module === 'public') return { text: 'No sign-in needed.', public: true };
  if (!module) return { text: 'Any signed-in admin.' };
  if (isOwnAccountModule(module))
    return {
      text: `Any signed-in admin: **${module}** is one's own account (only the caller's rows).`,
      module,
      need,
      ownAccount: true,
    };
  return {
    text: `Needs **${need}** on the access module **${module}** (403 otherwise).`,
    module,
    need,
  };
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: [];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-access-module'?: string;
  'x-access-need'?: AccessAction;
  'x-access-own-account'?: true;
  /** An action that only reads (a payout preview): sending it changes nothing. */
  'x-reads-only'?: true;
}

interface Details {
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/**
 * An operation with its access stated twice, for people (the description) and for tools (the
 * `x-access-module` and `x-access-need` extensions), and the 401 and 403 that follow from it.
 */
export function operation(
  operationId: string,
  tag: string,
  summary: string,
  who: Access,
  details: Details,
): Operation {
  const implied: Refusal[] = who.public ? [] : ['Unauthorized'];
  if (who.module && !who.ownAccount) implied.push('Forbidden');
  const description = [details.description, who.text].filter(Boolean).join('\n\n');
  return {
    operationId,
    summary,
    description,
    tags: [tag],
    ...(who.public ? { security: [] as [] } : {}),
    parameters: [...(details.parameters ?? []), TIME_ZONE],
    ...(details.requestBody ? { requestBody: details.requestBody } : {}),
    responses: sortedByStatus({ ...details.responses, ...refusals(...implied) }),
    ...(who.module ? { 'x-access-module': who.module, 'x-access-need': who.need } : {}),
    ...(who.ownAccount ? { 'x-access-own-account': true as const } : {}),
  };
}

/** Responses in status order, whichever part of the code added them. */
function sortedByStatus(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
