import { SESSION_LIMITS } from '../../resources/domain';
import { SESSIONS_PATH } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import type { Paths } from './fixedCalls';
import { access, operation } from './operations';
import { done, ok, refusals } from './responses';

const { idleMinutes, lifetimeHours } = SESSION_LIMITS;

/** How sessions end: said once, on each of the calls. */
const SESSION_ENDS = `A session ends after \`sessionIdleMinutes\` without a request (site setting, ${idleMinutes.default} by default, ${idleMinutes.min} to ${idleMinutes.max}; \`sessionIdleSeconds\` in getSiteSetting is the limit in force) and \`sessionLifetimeHours\` after its sign-in however active (${lifetimeHours.default} by default, ${lifetimeHours.min} to ${lifetimeHours.max}); then, and once ended by its owner, a superadmin (\`POST /api/admin/admins/{id}/end-sessions\`), a password change or reset, or disabling its admin, its token answers 401 and its live feed closes.`;

const time = (description: string): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  description,
});

const SESSION: JsonSchema = {
  type: 'object',
  description: 'One of the caller\u2019s sessions (never its token).',
  properties: {
    _id: { type: 'string' },
    browser: { type: 'string', description: 'From the User-Agent of its sign-in: "Chrome 131"' },
    os: { type: 'string', description: 'Its system: "macOS", "Windows", "iOS" ...' },
    ip: { type: 'string', description: 'The address it signed in from' },
    location: { type: 'string', description: 'The place stored at sign-in' },
    createdAt: time('Its sign-in'),
    lastActiveAt: time('Its last request'),
    expiresAt: time('When its lifetime ends, however active'),
    current: { type: 'boolean', description: 'The session of this request: exactly one is' },
  },
  required: ['_id', 'browser', 'os', 'ip', 'location', 'createdAt', 'lastActiveAt', 'expiresAt'],
};

/** GET and DELETE /api/admin/sessions, DELETE /api/admin/sessions/{id}: one's own sessions. */
export function sessionCalls(): Paths {
  const own = access('Sessions');
  return {
    [SESSIONS_PATH]: {
      get: operation('listSessions', 'Session', 'One\u2019s own sessions', own, {
        description: `The caller's sessions that last, its own first (\`current: true\`), then the most recently active. ${SESSION_ENDS}`,
        responses: { '200': ok('The sessions', { type: 'array', items: SESSION }) },
      }),
      delete: operation('endOtherSessions', 'Session', 'End all one\u2019s other sessions', own, {
        description:
          'Ends every session of the caller but the one of this request ("End all others"); their live feeds close at once.',
        responses: {
          '200': ok('How many ended', {
            type: 'object',
            properties: { ended: { type: 'integer', minimum: 0 } },
            required: ['ended'],
          }),
        },
      }),
    },
    [`${SESSIONS_PATH}/{id}`]: {
      delete: operation('endSession', 'Session', 'End one of one\u2019s sessions', own, {
        description:
          'Ends one of the caller\u2019s own sessions (its browser is signed out, its live feed closes at once). Another admin\u2019s session is a 404, as an unknown id.',
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The session\u2019s `_id`, as the list answers it',
            schema: { type: 'string' },
          },
        ],
        responses: { '200': done('Ended'), ...refusals('NotFound') },
      }),
    },
  };
}
