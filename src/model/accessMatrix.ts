import type { AccessDecider } from '../../access/enforcer';
import type { AccessAction } from '../../access/names';
import { decideRoute, type MenuTarget, type RouteRule } from '../../access/routes';
import { menuItems, moduleNames, routeRules } from './registry';
import { toCsv } from '../lib/csv';
import { heldPlaces } from './dualControl';
import type { HeldKind } from '../../resources/domain';

/**
 * An admin's access matrix (QA, "view as"): every access module x view/edit, and every route with
 * the route guard's decision, all asked of one decider (the app's own, built from the admin's
 * restriction list). Pure: the "View as" drawer, its CSV and the tests share it.
 */

export interface ModuleAccess {
  module: string;
  view: boolean;
  edit: boolean;
}

export interface RouteAccess {
  path: string;
  module: string;
  need: AccessAction;
  /** `allow`, `redirect <path>` or `no-modules` (the route guard's answer). */
  decision: string;
}

/** A kind of change held for a second admin, where it applies, and what the admin may do. */
export interface HeldAccess {
  kind: HeldKind;
  resource: string;
  module: string;
  /** The fields' or the action's labels. */
  what: readonly string[];
  /** May ask it (then held for a second admin while the kind is on). */
  propose: boolean;
  /** May approve or reject another admin's (never one's own). */
  approve: boolean;
}

interface AccessMatrix {
  modules: ModuleAccess[];
  routes: RouteAccess[];
  /** Dual control: per kind and place, what the admin may propose and approve. */
  dualControl: HeldAccess[];
}

interface MatrixSources {
  modules?: readonly string[];
  rules?: readonly RouteRule[];
  menu?: readonly MenuTarget[];
}

/** The guard's decision at a path, as one word or `redirect <path>` (the policy table's words). */
export function decisionText(
  path: string,
  access: AccessDecider,
  rules: readonly RouteRule[] = routeRules,
  menu: readonly MenuTarget[] = menuItems,
): string {
  const decision = decideRoute(path, rules, menu, access);
  return decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind;
}

function byModuleOrder(rules: readonly RouteRule[], modules: readonly string[]): RouteRule[] {
  const rank = (rule: RouteRule) => {
    const at = modules.indexOf(rule.module);
    return at < 0 ? modules.length : at;
  };
  return [...rules].sort((a, b) => rank(a) - rank(b));
}

/** The declarations' held places, read once: they do not change while the app runs. */
let heldPlacesRead: ReturnType<typeof heldPlaces> | undefined;
const declaredHeldPlaces = () => (heldPlacesRead ??= heldPlaces());

export function accessMatrix(access: AccessDecider, sources: MatrixSources = {}): AccessMatrix {
  const { modules = moduleNames, rules = routeRules, menu = menuItems } = sources;
  return {
    modules: modules.map((module) => ({
      module,
      view: access.can(module, 'view'),
      edit: access.can(module, 'edit'),
    })),
    // Routes in menu order of their modules (the order admins meet them), then the others.
    routes: byModuleOrder(rules, modules).map((rule) => ({
      path: rule.path,
      module: rule.module,
      need: rule.need,
      decision: decisionText(rule.path, access, rules, menu),
    })),
    // Proposing and approving both need edit on the change's module; approving, another's change.
    dualControl: declaredHeldPlaces().map((place) => ({
      kind: place.kind,
      resource: place.resource,
      module: place.module,
      what: place.what,
      propose: access.can(place.module, 'edit'),
      approve: access.can(place.module, 'edit'),
    })),
  };
}

/** One line of a difference between two matrices: a right or a route that changes. */
export interface AccessChange {
  kind: 'action' | 'route';
  /** `edit Tags` or `/add-tag`. */
  subject: string;
  module: string;
  before: string;
  after: string;
  /** deny -> allow is a gain; allow -> deny (or to a redirect) a loss; redirect -> other target a move. */
  change: 'gain' | 'loss' | 'move';
}

const allowWord = (allowed: boolean) => (allowed ? 'allow' : 'deny');

/**
 * What an admin gains and loses going from `before` to `after` (both from the same sources): the
 * actions (view/edit per module) and the routes whose decision changes. Only changes are listed.
 */
export function matrixDiff(before: AccessMatrix, after: AccessMatrix): AccessChange[] {
  const changes: AccessChange[] = [];
  const afterModules = new Map(after.modules.map((row) => [row.module, row]));
  for (const row of before.modules) {
    const next = afterModules.get(row.module);
    if (!next) continue;
    for (const action of ['view', 'edit'] as const) {
      if (row[action] === next[action]) continue;
      changes.push({
        kind: 'action',
        subject: `${action} ${row.module}`,
        module: row.module,
        before: allowWord(row[action]),
        after: allowWord(next[action]),
        change: next[action] ? 'gain' : 'loss',
      });
    }
  }
  const afterRoutes = new Map(after.routes.map((row) => [row.path, row]));
  for (const row of before.routes) {
    const next = afterRoutes.get(row.path);
    if (!next || next.decision === row.decision) continue;
    const was = row.decision === 'allow';
    const is = next.decision === 'allow';
    changes.push({
      kind: 'route',
      subject: row.path,
      module: row.module,
      before: row.decision,
      after: next.decision,
      change: is && !was ? 'gain' : was && !is ? 'loss' : 'move',
    });
  }
  return changes;
}

/**
 * A difference read in order of weight: the gains, then the losses (each in the matrix's order),
 * then apart the moves (routes still refused whose redirect target changes), which are many when
 * the first page the admin may open changes and say little about the admin's rights.
 */
export function weighChanges(changes: readonly AccessChange[]): {
  decisive: AccessChange[];
  moves: AccessChange[];
} {
  return {
    decisive: [
      ...changes.filter((change) => change.change === 'gain'),
      ...changes.filter((change) => change.change === 'loss'),
    ],
    moves: changes.filter((change) => change.change === 'move'),
  };
}

/**
 * The matrix as CSV text: one table, `section,subject,module,action,decision`: a row per module
 * and action (`module`), then a row per route (`route`, the action it needs and the decision),
 * then per held kind and place whether the admin may propose and approve it (`dual-control`).
 */
export function matrixCsv(matrix: AccessMatrix): string {
  const rows: string[][] = [['section', 'subject', 'module', 'action', 'decision']];
  for (const row of matrix.modules)
    for (const action of ['view', 'edit'] as const)
      rows.push(['module', row.module, row.module, action, allowWord(row[action])]);
  for (const row of matrix.routes)
    rows.push(['route', row.path, row.module, row.need, row.decision]);
  for (const row of matrix.dualControl)
    for (const action of ['propose', 'approve'] as const)
      rows.push([
        'dual-control',
        `${row.kind} ${row.resource}`,
        row.module,
        action,
        allowWord(row[action]),
      ]);
  return toCsv(rows);
}
