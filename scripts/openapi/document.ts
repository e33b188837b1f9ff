import type { ResourceDeclaration } from '../../resources/types';
import { writable } from '../../src/model/apiRules';
import { DECIMAL } from '../../src/model/fieldTypes/_checks';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { declarations, menuGroups, pageLabel } from '../../src/model/registry';
import { REPORTS } from './extraCalls';
import { fixedCalls, type Paths } from './fixedCalls';
import { callSchemas } from './callSchemas';
import { resourcePaths } from './resourcePaths';
import { ENVELOPE_SCHEMAS, REFUSALS, SHARED_PARAMETERS } from './responses';
import { bodySchema, pascal, recordSchema } from './schemas';
import { markStepUp, stepUpCall } from './stepUp';
import { markDualControl } from './dualControl';
import { sessionCalls } from './sessionCalls';
import { viewsPaths, VIEWS_TAG } from './viewsPaths';
import packageJson from '../../package.json';

/**
 * docs/openapi.json, made from the registry the app reads (every declaration in resources/) and
 * the fixed calls: `npm run openapi` writes it, tests/unit/openapi.test.ts compares it.
 */

/** Tags of the fixed calls, by the reference's group they are listed in. */
const FIXED_TAGS: Record<string, { group: string; description: string }> = {
  Session: { group: 'Account', description: 'Sign-in, sign-out and who is signed in.' },
  Password: { group: 'Account', description: 'Reset links and password changes.' },
  'Two-factor': { group: 'Account', description: "The signed-in admin's own TOTP enrolment." },
  Preferences: { group: 'Account', description: "The signed-in admin's own language." },
  [VIEWS_TAG]: {
    group: 'Account',
    description: "Lists' filters, sort, page size and columns kept under a name, own or shared.",
  },
  Dashboard: { group: 'Dashboard', description: 'The KPI tiles.' },
  'Site setting': { group: 'Site Setting', description: "The platform's one settings object." },
};

/** Where a resource stands in the sidebar: its group, then its place in it; off it, last. */
const sidebarPlace = (declaration: ResourceDeclaration) =>
  declaration.menu
    ? menuGroups.indexOf(declaration.menu.group) * 100 + declaration.menu.order
    : menuGroups.length * 100;

/** Resources with an API collection (not a page alone, such as the profile), in sidebar order. */
const collections = () =>
  declarations
    .filter((declaration) => !declaration.pageOnly)
    .sort((a, b) => sidebarPlace(a) - sidebarPlace(b));

function tagOf(declaration: ResourceDeclaration) {
  const where = declaration.menu
    ? `${declaration.menu.group} \u203a ${declaration.menu.label}`
    : 'not in the sidebar';
  return {
    name: pageLabel(declaration),
    description: `${declaration.title.plural} (${where}); access module **${declaration.module}**.`,
  };
}

/** Sidebar groups in menu order, each with its resources' tags; the account's calls first. */
function tagGroups() {
  const groups = new Map<string, string[]>([['Account', []]]);
  for (const group of menuGroups) groups.set(group, []);
  groups.set('Other', []);
  for (const [name, tag] of Object.entries(FIXED_TAGS)) groups.get(tag.group)?.push(name);
  for (const declaration of collections())
    groups.get(declaration.menu ? declaration.menu.group : 'Other')?.push(pageLabel(declaration));
  return [...groups].filter(([, tags]) => tags.length).map(([name, tags]) => ({ name, tags }));
}

/** Record, create and update schemas of every resource (those that exist). */
function resourceSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const declaration of collections()) {
    const name = pascal(declaration.name);
    schemas[name] = recordSchema(declaration, !REPORTS.has(declaration.name));
    if (REPORTS.has(declaration.name)) continue;
    if (writable(declaration, 'create'))
      schemas[`${name}Create`] = bodySchema(declaration, 'create');
    if (writable(declaration, 'edit')) schemas[`${name}Update`] = bodySchema(declaration, 'update');
  }
  return schemas;
}

const INTRO = `The admin API of the prediction-market back office, made from the module declarations (resources/) by \`npm run openapi\`. The rules prose explains best (headers, bodies, identifying names, amounts, parallel requests, the audit trail) are in docs/API.md.

Every JSON answer is the envelope \`{ success, message?, result?, errors? }\`; a list's result is \`{ items, total }\`. Refusals: 400 with \`errors\` per field, 401 without a session or with one that ended (idle limit, lifetime, or ended by its owner or a superadmin), 403 when the admin's restriction list lacks the right an operation names (\`x-access-module\` and \`x-access-need\`), 404 for an unknown id, 405 for a method a read-only resource lacks (\`x-methods-not-allowed\` on its path), 403 with \`code: 'step_up_required'\` when a sensitive request (\`x-step-up\`) comes from a session not confirmed in the last 5 minutes (POST /api/admin/step-up), 403 with \`code: 'two_factor_setup_required'\` to every call but getadmindetail, 2fa/setup, 2fa/enable, logout and the live feed from an admin the site setting \`requireTwoFactor\` covers who has no 2FA yet (getadmindetail then says \`twoFactorSetupRequired: true\`), 202 with the pending change when dual control holds a change for a second admin (\`x-dual-control\`), 409 when the record's state refuses (with \`code: 'change_pending'\` while a pending change of the same fields waits), 413 for a body over 1 MB, 429 with Retry-After after too many attempts.`;

export function openApiDocument() {
  const paths: Paths = {
    ...fixedCalls(),
    ...stepUpCall(),
    ...sessionCalls(),
    ...viewsPaths(),
  };
  const schemas: Record<string, JsonSchema> = {
    ...ENVELOPE_SCHEMAS,
    Decimal: {
      type: 'string',
      pattern: DECIMAL.source,
      description: 'An exact decimal string, e.g. "12.50"',
    },
    ...callSchemas(),
    ...resourceSchemas(),
  };
  for (const declaration of collections()) Object.assign(paths, resourcePaths(declaration));
  markStepUp(paths);
  markDualControl(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prediction Market Admin API',
      version: packageJson.version,
      description: INTRO,
    },
    servers: [
      {
        url: '{api}',
        description: 'The API address the app is built with (VITE_API_URL)',
        variables: {
          api: {
            default: 'http://127.0.0.1:4599',
            description: 'The HTTP demo server by default (npm run demo-server)',
          },
        },
      },
    ],
    security: [{ token: [] }],
    tags: [
      ...Object.entries(FIXED_TAGS).map(([name, tag]) => ({ name, description: tag.description })),
      ...collections().map(tagOf),
    ],
    'x-tagGroups': tagGroups(),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The token login answered, sent as it is (`Bearer <token>` is accepted too).',
        },
      },
      parameters: SHARED_PARAMETERS,
      responses: REFUSALS,
      schemas,
    },
  };
}
