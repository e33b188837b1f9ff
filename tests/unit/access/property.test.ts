import { afterAll, describe, expect, it } from 'vitest';
import type { RestrictionEntry } from '../../../access/names';
import { decideRoute, type RouteRule } from '../../../access/routes';
import { declarations, menuItems, moduleNames, routeRules } from '../../../src/model/registry';
import { visibleMenu } from '../../../src/layout/menu';
import { accessControlProvider } from '../../../src/providers/accessControlProvider';
import { getAccessDecider } from '../../../src/session/access';
import { appState, type AdminRecord } from '../../../src/state/appState';
import { demoDecider, demoPermits } from '../../../src/demo/backend/access';
import { requestNeed } from '../../../src/model/apiRules';

/**
 * Property test of the access rules (docs/access.md): for many random restriction lists (seeded,
 * reproducible), the route guard (decideRoute), the sidebar (visibleMenu of menuItems), Refine's
 * access provider (can) and the demo API's 403 decision (requestNeed + demoPermits) all agree with
 * one plain reference written from those rules, on every route and every module x view/edit.
 * ACCESS_PROPERTY_RUNS and ACCESS_PROPERTY_SEED change the run; a failure prints the seed.
 */

const RUNS = Number(process.env.ACCESS_PROPERTY_RUNS ?? 10_000);
const SEED = Number(process.env.ACCESS_PROPERTY_SEED ?? 20_261_123);

// ---------------------------------------------------------------------------------------------
// The reference: the rules in plain code, sharing nothing with access/ but the data (routes, menu).

/** These paths skip the check. */
const REF_SKIP = [
  '/login',
  '/register',
  '/profile',
  '/404',
  '/changePassword',
  '/2fa-settings',
  '/loginHistory',
  '/sessions',
  '/approvals',
];
/** The skip-list pages' own modules (one's own account, the inbox): every signed-in admin's. */
const REF_OWN = [
  'profile',
  'change password',
  'login history',
  '2fa settings',
  'sessions',
  'approvals',
];

/** Names match after trimming and ignoring case (and runs of spaces). */
const plain = (name: string) => name.trim().toLowerCase().split(/\s+/).join(' ');

interface Reference {
  can(module: string, action: 'view' | 'edit'): boolean;
  route(path: string): string;
}

function refMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => part[0] === ':' || part === got[i]);
}

/** The route (module and right) a path needs: the first rule whose pattern matches. */
const ruleAt = new Map<string, RouteRule | undefined>();
function refRule(path: string): RouteRule | undefined {
  if (!ruleAt.has(path))
    ruleAt.set(
      path,
      routeRules.find((rule) => refMatches(rule.path, path)),
    );
  return ruleAt.get(path);
}

function reference(role: string, list: readonly RestrictionEntry[]): Reference {
  // Superadmin bypasses all restrictions: view and edit on every page.
  const superadmin = plain(role) === 'superadmin';
  // A page is allowed only if the matching entry has canView; edit needs canView and canEdit.
  const viewable = new Set<string>();
  const editable = new Set<string>();
  for (const entry of list) {
    if (!entry.canView) continue;
    viewable.add(plain(entry.name));
    if (entry.canEdit) editable.add(plain(entry.name));
  }
  const can = (module: string, action: 'view' | 'edit') =>
    superadmin ||
    REF_OWN.includes(plain(module)) ||
    (action === 'view' ? viewable : editable).has(plain(module));
  // Not allowed: to the first menu item of a module of theirs they can view, otherwise /dashboard
  // (never to itself); every admin's own pages (the inbox) are no such item.
  const first =
    menuItems.find((item) => !REF_OWN.includes(plain(item.module)) && can(item.module, 'view'))
      ?.path ?? '/dashboard';
  return {
    can,
    route(path) {
      if (REF_SKIP.includes(path)) return 'allow';
      const rule = refRule(path);
      if (!rule || can(rule.module, rule.need)) return 'allow';
      return first === path ? 'no-modules' : `redirect ${first}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Random restriction lists.

/** mulberry32: small, seeded, reproducible. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UNKNOWN = ['Nonexistent', 'Coin', 'Tag', 'Admin', '*', 'Dash board', 'Users2', 'Sub'];
const OWN = [
  'Profile',
  'Change Password',
  'Login History',
  '2FA Settings',
  'Sessions',
  'Home',
  'Notification',
];
const NAMES = [...moduleNames, ...OWN, ...UNKNOWN];
const ROLES = [
  'subadmin',
  'subadmin',
  'subadmin',
  'subadmin',
  'admin',
  'superadmin',
  ' SuperAdmin ',
  'super admin',
];

function oddly(name: string, random: () => number): string {
  let out = name;
  const roll = random();
  if (roll < 0.2) out = out.toUpperCase();
  else if (roll < 0.4) out = out.toLowerCase();
  else if (roll < 0.5)
    out = [...out].map((char, i) => (i % 2 ? char.toLowerCase() : char.toUpperCase())).join('');
  if (random() < 0.2) out = `  ${out}`;
  if (random() < 0.2) out = `${out} \t`;
  if (random() < 0.1) out = out.replace(' ', '   ');
  return out;
}

interface Case {
  role: string;
  restriction: RestrictionEntry[];
}

function randomCase(random: () => number): Case {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const size = Math.floor(random() * 9);
  const restriction: RestrictionEntry[] = [];
  for (let i = 0; i < size; i++) {
    // Duplicates: now and then the same module again, spelled differently.
    const base = i > 0 && random() < 0.15 ? restriction[i - 1].name : pick(NAMES);
    restriction.push({
      name: oddly(base, random),
      canView: random() < 0.6,
      canEdit: random() < 0.5,
    });
  }
  return { role: pick(ROLES), restriction };
}

// ---------------------------------------------------------------------------------------------
// What is asked.

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'x1');
const PATHS = [
  ...new Set([
    ...routeRules.map((rule: RouteRule) => concrete(rule.path)),
    ...REF_SKIP,
    '/no-such-page',
  ]),
];
const API_DECLARATIONS = declarations.filter((item) => !item.pageOnly);

function describeCase(testCase: Case, index: number): string {
  return `seed ${SEED}, case ${index}: role ${JSON.stringify(testCase.role)}, restriction ${JSON.stringify(testCase.restriction)}`;
}

let admins = 0;
const mismatches: string[] = [];
function check(
  where: string,
  testCase: Case,
  index: number,
  subject: string,
  answers: Record<string, unknown>,
) {
  const values = Object.values(answers).map(String);
  if (values.every((value) => value === values[0])) return;
  if (mismatches.length < 20)
    mismatches.push(
      `${describeCase(testCase, index)}\n  ${where} ${subject}: ${Object.entries(answers)
        .map(([who, answer]) => `${who}=${String(answer)}`)
        .join(', ')}`,
    );
}

afterAll(() => appState.set({ admin: null, adminStatus: 'idle' }));

describe(`access: ${RUNS} random restriction lists (seed ${SEED})`, () => {
  it('the guard, the menu, the access provider and the demo API agree with the reference', async () => {
    const random = prng(SEED);
    const started = performance.now();
    let checks = 0;
    for (let index = 0; index < RUNS; index++) {
      const testCase = randomCase(random);
      const { role, restriction } = testCase;
      const admin: AdminRecord = {
        _id: `case-${index}`,
        name: 'Case',
        email: 'case@test',
        role,
        restriction,
        currentPageAccess: null,
      };
      appState.set({ admin, adminStatus: 'ready' });
      admins++;
      // The app's decider (the guard, the menu and Refine's can() all ask it) and the demo's own.
      const ref = reference(role, restriction);
      const [app, demo] = await Promise.all([
        getAccessDecider(admin),
        demoDecider({ role, restriction }, {}),
      ]);

      for (const path of PATHS) {
        const decision = decideRoute(path, routeRules, menuItems, app);
        const guard = decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind;
        check('route', testCase, index, path, { guard, reference: ref.route(path) });
        checks++;
      }

      const menu = visibleMenu(menuItems, app).flatMap((section) =>
        section.items.map((item) => item.path),
      );
      // Every admin's own pages show only beside a module of the admin's.
      const ownOnly = !menuItems.some(
        (item) => !REF_OWN.includes(plain(item.module)) && ref.can(item.module, 'view'),
      );
      const refMenu = ownOnly
        ? []
        : menuItems.filter((item) => ref.can(item.module, 'view')).map((item) => item.path);
      check('menu', testCase, index, '', { menu: menu.join(' '), reference: refMenu.join(' ') });

      for (const declaration of declarations) {
        for (const action of ['view', 'edit'] as const) {
          const reference = ref.can(declaration.module, action);
          const provider = await accessControlProvider.can!({
            resource: declaration.name,
            action: action === 'view' ? 'list' : 'edit',
          });
          const answers: Record<string, boolean> = { provider: provider.can, reference };
          if (API_DECLARATIONS.includes(declaration)) {
            const need = requestNeed(declaration, action === 'view' ? 'GET' : 'PUT', ['x1']);
            answers.demoApi = demoPermits(demo, need);
          }
          check(action, testCase, index, declaration.module, answers);
          checks++;
        }
        // Declared actions: the demo API's need against the reference.
        for (const declared of declaration.actions ?? []) {
          if (declared.link || declared.run || !API_DECLARATIONS.includes(declaration)) continue;
          const need = requestNeed(declaration, 'POST', ['x1', declared.name]);
          check(`action ${declared.name} of`, testCase, index, declaration.name, {
            demoApi: demoPermits(demo, need),
            reference: ref.can(declared.module ?? declaration.module, declared.need ?? 'edit'),
          });
          checks++;
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `access property: ${admins} restriction lists, ${checks} checks in ${seconds.toFixed(1)} s`,
    );
    expect(mismatches, mismatches.join('\n\n')).toEqual([]);
  }, 120_000);
});
