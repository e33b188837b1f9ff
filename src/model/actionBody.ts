import type { ActionBody, BodyText } from '../../resources/types';
import { say } from '../../resources/_text';
import { isHttpUrl } from './fieldTypes';
import type { JsonSchema } from './jsonSchema';
import { checkActionInput, isEmpty } from './validation';

/** What is wrong with one text of a body (an empty one is checked by `required` alone). */
function textProblem(text: BodyText, value: unknown, required: boolean): string | undefined {
  const problem = checkActionInput(
    { label: text.title, required, maxLength: text.maxLength },
    value,
  );
  if (problem || isEmpty(value)) return problem;
  if (text.enum && !text.enum.includes(String(value)))
    return say`${text.title} has an unknown value`;
  // Kept trimmed (a pasted link's trailing space is no error).
  if (text.format === 'uri' && !isHttpUrl(String(value).trim()))
    return say`${text.title} must be an http(s) address, like https://example.com`;
  return undefined;
}

/**
 * What is wrong with a body an action declares (`body`), key -> message, a map's values keyed
 * `outcomes.<key>`: a required key missing, a value not text, too long, not one of its `enum`, not
 * an http(s) address, a map that is no object. Keys it does not name are left alone, as every
 * action leaves them.
 */
export function actionBodyErrors(
  declared: ActionBody,
  sent: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, property] of Object.entries(declared.properties)) {
    const value = sent[key];
    const required = declared.required?.includes(key) ?? false;
    if (property.type === 'string') {
      const problem = textProblem(property, value, required);
      if (problem) errors[key] = problem;
    } else if (value === undefined || value === null) {
      if (required) errors[key] = say`${property.title} is required`;
    } else if (typeof value !== 'object' || Array.isArray(value)) {
      errors[key] = say`${property.title} has an unknown value`;
    } else {
      for (const [entry, item] of Object.entries(value)) {
        const problem = textProblem(property.additionalProperties, item, true);
        if (problem) errors[`${key}.${entry}`] = problem;
      }
    }
  }
  return errors;
}

/** The body as the API document states it (JSON Schema). */
export function actionBodySchema(declared: ActionBody): JsonSchema {
  return {
    type: 'object',
    properties: { ...declared.properties },
    ...(declared.required?.length ? { required: [...declared.required] } : {}),
  };
}
