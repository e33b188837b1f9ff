import { LANGUAGES } from '../../src/model/languages';
import { AUTH_PATHS, DASHBOARD_API_PATH, LIVE_PATH } from '../../src/model/contract';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { PASSWORD_MIN_LENGTH } from '../../src/model/passwords';
import {
  RESET_MAILS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
  RESET_WINDOW_MINUTES,
} from '../../src/model/authLimits';
import { getDeclaration } from '../../src/model/registry';
import { ALL_REASONS, REASON_COUNT_DAYS } from '../../resources/domain/reasons';
import { access, operation, type Operation } from './operations';
import { done, ok, refusals } from './responses';
import { ref } from './schemas';

/**
 * The calls that are no declared resource: sign-in and the session, passwords, two-factor
 * enrolment, the site setting and the dashboard (paths: src/model/contract.ts). Each names the
 * tag it is listed under in the reference.
 */

const text: JsonSchema = { type: 'string' };
const password: JsonSchema = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 256,
  description: `At least ${PASSWORD_MIN_LENGTH} characters, with letters and digits`,
};
const code: JsonSchema = {
  type: 'string',
  pattern: '^\\d{6}$',
  description: 'A 6-digit TOTP code',
};

function body(properties: Record<string, JsonSchema>, optional: string[] = []) {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  const schema: JsonSchema = { type: 'object', properties, required };
  return { required: true, content: { 'application/json': { schema } } };
}

/** Turning two-factor on (a code from the pending secret) or off (a current code). */
function twoFactorSwitch(on: boolean): Operation {
  const state = on ? 'on' : 'off';
  return operation(
    on ? 'twoFactorEnable' : 'twoFactorDisable',
    'Two-factor',
    `Turn two-factor ${state}`,
    access(),
    {
      description: on
        ? 'A code from the pending secret turns it on; the password is needed too (a wrong one counts as a wrong sign-in).'
        : 'Needs a current code, which is its own confirmation of identity.',
      requestBody: body(on ? { code, password: text } : { code }),
      responses: {
        '200': ok(`2FA is ${state}`, ref('AdminIdentity')),
        ...refusals('BadRequest', 'Unauthorized', 'Conflict', 'TooManyRequests'),
      },
    },
  );
}

/** Path (OpenAPI's, always with a leading slash) -> method -> operation. */
export type Paths = Record<string, Record<string, Operation>>;

export function fixedCalls(): Paths {
  const dashboard = getDeclaration('dashboard');
  const kpiKeys = (dashboard?.kpis ?? []).map((kpi) => kpi.key);
  const session = 'Session';
  const signedIn = access();
  const publicCall = access('public');
  return {
    [AUTH_PATHS.login]: {
      post: operation('login', session, 'Sign in', publicCall, {
        description:
          'An admin with two-factor authentication is asked for `code` first (`twoFactorRequired`), then signs in with all three. Five wrong passwords for one e-mail within 15 minutes, or five wrong codes in a row, lock it: 429.',
        requestBody: body({ email: text, password: text, code }, ['code']),
        responses: {
          '200': ok('Signed in, or a code is needed', ref('LoginResult')),
          ...refusals('BadRequest', 'Forbidden', 'TooManyRequests', 'PayloadTooLarge'),
        },
      }),
    },
    [AUTH_PATHS.logout]: {
      post: operation('logout', session, 'Sign out', signedIn, {
        description: 'Ends the session of the token sent.',
        responses: { '200': done('Signed out'), ...refusals('Unauthorized') },
      }),
    },
    ['/' + AUTH_PATHS.adminDetail.replace(/^\/+/, '')]: {
      get: operation('getAdminDetail', session, 'The signed-in admin', signedIn, {
        description:
          'The admin of the token with its restriction list (the app asks `api/admin/getadmindetail`, relative to the API address).',
        responses: { '200': ok('The admin', ref('AdminIdentity')), ...refusals('Unauthorized') },
      }),
    },
    [AUTH_PATHS.forgotPassword]: {
      post: operation('forgotPassword', 'Password', 'Ask for a reset link', publicCall, {
        description: `Sends a reset link to the admin with that e-mail, if any; the answer is the same either way. At most ${RESET_MAILS_PER_ADDRESS} per address (known or not) and ${RESET_REQUESTS_PER_CLIENT} per client within ${RESET_WINDOW_MINUTES} minutes, else a 429 with Retry-After.`,
        requestBody: body({ email: text }),
        responses: {
          '200': done('Asked'),
          ...refusals('BadRequest', 'TooManyRequests', 'PayloadTooLarge'),
        },
      }),
    },
    [AUTH_PATHS.checkAuthToken]: {
      post: operation('checkAuthToken', 'Password', 'Check a reset link', publicCall, {
        description: 'Whether the token of a reset link is still good (400 when expired or used).',
        requestBody: body({ token: text }),
        responses: { '200': done('The link is good'), ...refusals('BadRequest') },
      }),
    },
    [AUTH_PATHS.resetPassword]: {
      post: operation('resetPassword', 'Password', 'Choose a new password', publicCall, {
        description:
          'Uses the reset link once; ends every session of the admin and its other links.',
        requestBody: body({ token: text, password, confirmPassword: text }),
        responses: {
          '200': done('Password changed'),
          ...refusals('BadRequest', 'PayloadTooLarge'),
        },
      }),
    },
    [AUTH_PATHS.changePassword]: {
      post: operation('changePassword', 'Password', 'Change one\u2019s password', signedIn, {
        description:
          'Needs the current password (a wrong one counts as a wrong sign-in); ends every other session of the admin.',
        requestBody: body({ currentPassword: text, newPassword: password, confirmPassword: text }),
        responses: {
          '200': done('Password changed'),
          ...refusals('BadRequest', 'Unauthorized', 'TooManyRequests', 'PayloadTooLarge'),
        },
      }),
    },
    [AUTH_PATHS.twoFactorSetup]: {
      post: operation('twoFactorSetup', 'Two-factor', 'Start two-factor enrolment', signedIn, {
        description:
          'A new secret, pending until a code made from it turns 2FA on (409 when on). Needs the password (400 naming it when missing; a wrong one counts as a wrong sign-in), so that a session token alone cannot enrol the account.',
        requestBody: body({ password: text }),
        responses: {
          '200': ok('The secret to enrol', ref('TwoFactorSetup')),
          ...refusals('BadRequest', 'Unauthorized', 'Conflict', 'TooManyRequests'),
        },
      }),
    },
    [AUTH_PATHS.preferences]: {
      put: operation('savePreferences', 'Preferences', 'Keep one\u2019s preferences', signedIn, {
        description:
          'The language the panel speaks to this admin, in any browser (400 naming the choices otherwise).',
        requestBody: body({ language: { type: 'string', enum: LANGUAGES.map((l) => l.code) } }),
        responses: {
          '200': ok('The admin, with the preferences saved', ref('AdminIdentity')),
          ...refusals('BadRequest', 'Unauthorized', 'PayloadTooLarge'),
        },
      }),
    },
    [AUTH_PATHS.twoFactorEnable]: { post: twoFactorSwitch(true) },
    [AUTH_PATHS.twoFactorDisable]: { post: twoFactorSwitch(false) },
    [AUTH_PATHS.siteSetting]: {
      get: operation('getSiteSetting', 'Site setting', 'The site setting', publicCall, {
        description: 'Read before sign-in too (the site name, maintenance banner).',
        responses: { '200': ok('The setting', ref('SiteSetting')) },
      }),
    },
    [AUTH_PATHS.updateSiteDetails]: {
      post: operation(
        'updateSiteDetails',
        'Site setting',
        'Change the site setting',
        access('Site Setting', 'edit'),
        {
          description:
            'The settings sent are changed; every key must be a declared setting of its type (400 naming any other).',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('SiteSettingChange') } },
          },
          responses: {
            '200': ok('The setting as saved', ref('SiteSetting')),
            ...refusals('BadRequest', 'Unauthorized', 'Forbidden', 'PayloadTooLarge'),
          },
        },
      ),
    },
    [LIVE_PATH]: {
      get: operation('live', session, 'Live feed', signedIn, {
        description:
          "Server-Sent Events for as long as the session lasts: each message's data is a LiveMessage naming rows of a resource the caller may view that were created, updated or deleted (a resource owned per admin: its own rows only). Every message has an id; a reconnection sends the last as Last-Event-ID and gets what it missed, or `event: reset` when that is too far back. The first message is `event: ready`.",
        parameters: [
          {
            name: 'Last-Event-ID',
            in: 'header',
            required: false,
            description: 'The id of the last message a previous connection had.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The stream',
            content: { 'text/event-stream': { schema: ref('LiveMessage') } },
          },
          ...refusals('Unauthorized'),
        },
      }),
    },
    [DASHBOARD_API_PATH]: {
      get: operation('getDashboard', 'Dashboard', 'Dashboard figures', signedIn, {
        description:
          'The KPI figures of the modules the caller may view (the others are left out, no 403): each with the compared value and, for some, 30 UTC days of series; and how often each reason code was given.',
        responses: {
          '200': ok('The figures', {
            type: 'object',
            properties: {
              figures: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    key: { type: 'string', enum: kpiKeys },
                    value: ref('Figure'),
                    previous: ref('Figure'),
                    series: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          date: { type: 'string', format: 'date' },
                          value: { type: 'number' },
                        },
                        required: ['date', 'value'],
                      },
                    },
                  },
                  required: ['key', 'value', 'previous'],
                },
              },
              reasons: {
                type: 'array',
                description: `Reason codes given in the last ${REASON_COUNT_DAYS} days, per action, for the modules the caller may view (codes not given are left out).`,
                items: {
                  type: 'object',
                  properties: {
                    resource: text,
                    action: text,
                    code: { type: 'string', enum: ALL_REASONS.map((reason) => reason.value) },
                    count: { type: 'integer', minimum: 1 },
                  },
                  required: ['resource', 'action', 'code', 'count'],
                },
              },
            },
            required: ['figures'],
          }),
          ...refusals('Unauthorized'),
        },
      }),
    },
  };
}
