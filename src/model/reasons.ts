import type { ActionDeclaration } from '../../resources/types';
import { OTHER_REASON } from '../../resources/domain/reasons';
import { checkActionInput, isEmpty } from './validation';
import { actionBodyErrors } from './actionBody';
import { say } from '../../resources/_text';

/** The body key of an action's reason code. */
export const REASON_CODE_KEY = 'reasonCode';

/** The label the reason select has (the dialog, the batch dialog and the API's message). */
export const REASON_LABEL = 'Reason';

/** What an action (one row's, a batch's, a list action) asks for its reason, or its `body`. */
export type Reasoned = Pick<ActionDeclaration, 'input' | 'reasons' | 'body'>;

/** Whether the action's text is required with this code: always without codes, else for "Other". */
export function inputRequired(action: Reasoned, code: unknown): boolean {
  if (!action.reasons) return Boolean(action.input?.required);
  return code === OTHER_REASON;
}

/** The code sent, when it is one the action lists. */
export function knownReason(action: Reasoned, code: unknown) {
  return action.reasons?.find((reason) => reason.code === code);
}

/**
 * What is wrong with an action's body (field -> message): the reason code missing or not listed,
 * the text missing for "Other", too long, or not text; what its declared `body` refuses. The
 * dialogs and the API check the same.
 */
export function actionInputErrors(
  action: Reasoned,
  body: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = action.body ? actionBodyErrors(action.body, body) : {};
  const code = body[REASON_CODE_KEY];
  if (action.reasons) {
    if (isEmpty(code)) errors[REASON_CODE_KEY] = say`${REASON_LABEL} is required`;
    else if (!knownReason(action, code))
      errors[REASON_CODE_KEY] =
        say`${REASON_LABEL} "${String(code).slice(0, 40)}" is not one of the listed reasons`;
  }
  const input = action.input;
  if (input) {
    const problem = checkActionInput(
      { ...input, required: inputRequired(action, code) },
      body[input.key],
    );
    if (problem) errors[input.key] = problem;
  }
  return errors;
}

/**
 * The text the record keeps (a withdrawal's reject reason, a user's block reason): the code's
 * label and the details typed, so that the record reads on its own; "Other" keeps what was typed.
 */
export function reasonText(action: Reasoned, body: Record<string, unknown>): string | undefined {
  const typed = action.input ? String(body[action.input.key] ?? '').trim() : '';
  const reason = knownReason(action, body[REASON_CODE_KEY]);
  if (!reason || reason.code === OTHER_REASON) return typed;
  return typed ? `${reason.label}: ${typed}` : reason.label;
}
