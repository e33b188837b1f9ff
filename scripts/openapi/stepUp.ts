import { AUTH_PATHS } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { sensitiveRequests, STEP_UP_MINUTES, STEP_UP_REQUIRED } from '../../src/model/stepUp';
import type { Paths } from './fixedCalls';
import { access, operation, type Operation } from './operations';
import { ok, refusals } from './responses';

/**
 * Step-up confirmation in the document: the call that confirms (POST step-up), and on every
 * sensitive request (src/model/stepUp.ts, from the declarations' `stepUp` marks) `x-step-up: true`
 * with the 403 that names `step_up_required`.
 */

const STEP_UP_TEXT = `**Step-up**: needs a session whose identity was confirmed in the last ${STEP_UP_MINUTES} minutes (\`POST ${AUTH_PATHS.stepUp}\`); otherwise 403 with \`code: '${STEP_UP_REQUIRED}'\`, and the same request may be sent again once confirmed.`;

/** The 403 of a sensitive request: a missing right, or no fresh confirmation. */
const STEP_UP_RESPONSE = {
  description: `The restriction list lacks the right this call needs, or (\`code: '${STEP_UP_REQUIRED}'\`) the session's identity was not confirmed in the last ${STEP_UP_MINUTES} minutes`,
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Failure' },
          {
            type: 'object',
            properties: { code: { const: STEP_UP_REQUIRED } },
          },
        ],
      } satisfies JsonSchema,
    },
  },
};

/** Marks the operations of the sensitive requests (in place). */
export function markStepUp(paths: Paths): void {
  for (const request of sensitiveRequests()) {
    const item = paths[request.path]?.[request.method.toLowerCase()];
    if (!item) throw new Error(`No operation for the sensitive ${request.method} ${request.path}`);
    const marked: Operation & { 'x-step-up'?: true } = item;
    marked.description = [item.description, STEP_UP_TEXT].join('\n\n');
    marked.responses = { ...item.responses, '403': STEP_UP_RESPONSE };
    marked['x-step-up'] = true;
  }
}

const secret = (description: string): JsonSchema => ({ type: 'string', description });

/** POST step-up. */
export function stepUpCall(): Paths {
  return {
    [AUTH_PATHS.stepUp]: {
      post: operation('stepUp', 'Session', 'Confirm identity (step-up)', access(), {
        description: `Confirms the session's identity for ${STEP_UP_MINUTES} minutes, for the requests marked \`x-step-up\`: \`code\` (a 6-digit TOTP code) for an admin with two-factor authentication, else \`password\`. A missing answer is a 400 naming the field; a wrong one counts as a wrong sign-in (400, then 429 with Retry-After, the same lock as sign-in); a code already used is refused. The audit trail records each confirmation and its method (\`step-up-code\` or \`step-up-password\`), never the secret.`,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { ...secret('A 6-digit TOTP code (admins with 2FA)'), pattern: '^\\d{6}$' },
                  password: secret('The password (admins without 2FA)'),
                },
                // One of the two answers; without either the call is a 400 naming the field.
                anyOf: [{ required: ['code'] }, { required: ['password'] }],
              },
            },
          },
        },
        responses: {
          '200': ok('Confirmed', {
            type: 'object',
            properties: {
              method: { enum: ['code', 'password'] },
              until: { type: 'string', format: 'date-time', description: 'When it ends' },
            },
            required: ['method', 'until'],
          }),
          ...refusals('BadRequest', 'TooManyRequests', 'PayloadTooLarge'),
        },
      }),
    },
  };
}
