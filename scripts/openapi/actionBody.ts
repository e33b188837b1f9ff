import type { ActionDeclaration } from '../../resources/types';
import { OTHER_REASON } from '../../resources/domain/reasons';
import { inputRequired, REASON_CODE_KEY } from '../../src/model/reasons';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { actionBodySchema } from '../../src/model/actionBody';
import { ACTION_INPUT_MAX } from '../../src/model/validation';

/**
 * What an action's body holds: its reason code (one it lists, `other` needing the text) and its
 * typed input (a reason's text), or nothing the declaration names.
 */
export function inputSchema({ input, reasons }: Pick<ActionDeclaration, 'input' | 'reasons'>) {
  const required = [
    ...(reasons ? [REASON_CODE_KEY] : []),
    ...(input && inputRequired({ input }, undefined) ? [input.key] : []),
  ];
  return {
    type: 'object',
    properties: {
      ...(reasons
        ? {
            [REASON_CODE_KEY]: {
              type: 'string',
              enum: reasons.map((reason) => reason.code),
              description: `Why: ${reasons.map((reason) => `\`${reason.code}\` ${reason.label}`).join('; ')} (docs/API.md, "Reason codes")`,
            },
          }
        : {}),
      ...(input
        ? {
            [input.key]: {
              type: 'string',
              maxLength: input.maxLength ?? ACTION_INPUT_MAX,
              description: reasons
                ? `${input.label} (required with \`${OTHER_REASON}\`)`
                : input.label,
            },
          }
        : {}),
    },
    ...(required.length ? { required } : {}),
  } satisfies JsonSchema;
}

/**
 * The body one row's action takes, and whether it must be sent: its reason and typed input, or
 * what its declaration's `body` names (checked by the demo API before the action runs). A batch
 * sends the same to each row (`input`). Undefined: it takes none.
 */
export function rowActionBody(
  action: ActionDeclaration,
): { schema: JsonSchema; required: boolean } | undefined {
  if (action.input || action.reasons)
    return {
      schema: inputSchema(action),
      required: Boolean(action.reasons || action.input?.required),
    };
  if (action.body)
    return {
      schema: actionBodySchema(action.body),
      required: Boolean(action.body.required?.length),
    };
  return undefined;
}
