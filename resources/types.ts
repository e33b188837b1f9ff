/**
 * The shape of a module declaration (docs/modules.md, "Add a module"). Declarations are plain data
 * plus pure functions; they import nothing from the app. The engine in src/engine reads them.
 */

import type { RightsHolder } from '../access/rights';
import type { EnumOption } from './domain/states';
import type { FieldDeclaration, FilterDeclaration, Values } from './_field-types';
import type { ActionDeclaration, ListActionDeclaration } from './_action-types';
import type {
  EntityAction,
  EntityField,
  EntityKey,
  EntityListAction,
  TypedFilter,
} from './_entity-types';

export type { EnumOption };
export * from './_field-types';
export * from './_action-types';
export * from './_entity-types';

export const MENU_GROUPS = [
  'Dashboard',
  'User Management',
  'Coin',
  'Transfer History',
  'Categories',
  'Markets',
  'Order History',
  'Position',
  'Resolution',
  'Trade Bot',
  'Admin Profit',
  'Reports',
  'Templates & CMS',
  'Site Setting',
  'Admin controller',
] as const;

/** A sidebar group of the product's menu, in the order above. */
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * A module's sidebar group: one of the product's groups, or a new one named by the declaration
 * alone (new groups follow the product's, in the order their first module is declared).
 */
export type MenuGroupName = MenuGroup | (string & {});

/** A list of another resource shown as a tab of the show page, filtered by this record. */
export interface RelatedList {
  /** Declared resource; the tab is left out when it is not declared or its module not viewable. */
  resource: string;
  label: string;
  /** Query parameter set to this record's `_id` (`userId`), or to its field `from`. */
  key: string;
  /**
   * The record's field whose value filters the list, when not its `_id`: a withdrawal's page lists
   * the deposits of its user (`{ key: 'userId', from: 'userId' }`).
   */
  from?: string;
  /** Columns left out (they would repeat this record, e.g. the user's name). */
  hide?: readonly string[];
}

/**
 * A hand-made screen, loaded when its route is first opened (its own chunk):
 * `() => import('./pages/MarketOverview')`. The engine gives it the declaration as its only prop.
 * Screens are React components, which declarations do not import: the engine renders them.
 */
export type PageLoader = () => Promise<{
  default: (props: { declaration: ResourceDeclaration }) => unknown;
}>;

export interface ExtraRoute {
  path: string;
  /** The page's name as the Modules page and breadcrumbs show it ("Event History"). */
  name: string;
  need: 'view' | 'edit';
  page: PageLoader;
}

export interface ResourceDeclaration {
  /**
   * Refine resource name, demo collection and default API path segment, in kebab-case; the
   * declaration is resources/<name>.ts, or resources/<name>/index.ts for a module with its own
   * domain, screens or demo rules (tests/unit/names.test.ts).
   */
  name: string;
  /** Access module: the name restriction lists grant view and edit on (docs/access.md). */
  module: string;
  title: { singular: string; plural: string };
  /**
   * Sidebar placement; false for pages reached from elsewhere (header, links). `key`: the letter
   * that, after `g`, opens the page from anywhere in the panel (`g w`: withdrawals), unique
   * across the menu (src/ui/shortcuts.ts).
   */
  menu: { group: MenuGroupName; label: string; order: number; key?: string } | false;
  routes: {
    list?: string;
    create?: string;
    edit?: string;
    show?: string;
    extra?: readonly ExtraRoute[];
  };
  /** Override API paths so a differently named backend is wired by configuration. */
  api?: { path?: string };
  /** Field of a record used as its title (breadcrumbs, confirmations). */
  recordTitle?: string;
  /**
   * The record page's heading when no one field names the record: English whose `{{slots}}` are
   * field keys, each filled with the field's value as the page shows it ("Withdrawal of
   * {{amount}} by {{userEmail}}"); a record missing one of them is headed by its kind and id.
   */
  heading?: string;
  fields: readonly FieldDeclaration[];
  filters?: readonly FilterDeclaration[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  deletable?: boolean;
  /**
   * A CSV export of the list; `{ stepUp: true }` when the export hands out personal or money data
   * and needs a freshly confirmed identity (src/model/stepUp.ts).
   */
  exportable?: boolean | { stepUp: true };
  /** Record-level actions (state changes) needing edit on the module. */
  actions?: readonly ActionDeclaration[];
  /** Actions on many rows at once (cancel all open orders of a market), above the list. */
  listActions?: readonly ListActionDeclaration[];
  /** Show page: other resources' lists filtered by this record, one tab each (a user's orders). */
  related?: readonly RelatedList[];
  /** Fields that make a record read-only (e.g. a resolved market): field -> values. */
  lockedWhen?: { field: string; in: readonly string[]; message: string };
  /**
   * Why the admin `viewer` may not change this record at all (edit, delete, actions that need
   * edit), or undefined; absent: every record its edit right covers. The API refuses the others
   * with 403, so their buttons are not shown and the form says why (an admin with more rights).
   */
  rowRefusal?: (viewer: RightsHolder, record: Values) => string | undefined;
  /** Cross-field rules, run in the browser and by the demo API: field -> message. */
  validate?: (values: Values) => Partial<Record<string, string>>;
  /** Hand-made screens replacing generic ones, from the module's `pages/` folder. */
  pages?: { list?: PageLoader; create?: PageLoader; edit?: PageLoader; show?: PageLoader };
  /** Counted on the dashboard (default true for resources with an API). */
  dashboard?: boolean;
  /** The dashboard's KPI tiles (only resources/dashboard.ts has them). */
  kpis?: readonly KpiDeclaration[];
  /** No API collection behind it (a page such as the dashboard or profile). */
  pageOnly?: boolean;
  /**
   * A queue watched while it moves (withdrawals awaiting review): the list follows the live feed,
   * redrawing changed rows where they are and counting new ones behind a "N new — show" bar, so
   * that no row moves under the reader's pointer.
   */
  live?: boolean;
  /**
   * Rows belong to the signed-in admin through this field (one's own sign-in history): the API
   * lists, exports and shows only the caller's rows.
   */
  ownedBy?: string;
  /**
   * Rows a reviewer may claim ("I'm on it": `POST .../{id}/claim`, `.../release`): the row then
   * carries `claimedBy`, `claimedByName` and `claimedAt`, seen live by the others, on the row and
   * the record's page. A courtesy, not a lock: acting on a row another admin claimed is asked
   * first and recorded (`overClaimOf`). A claim lapses `lapseMinutes` (30) after its holder's last
   * activity on the row (src/model/claims.ts; docs/API.md, "Claims").
   */
  claims?: boolean | { lapseMinutes?: number };
}

/**
 * A dashboard tile (resources/dashboard.ts): one figure of a module, shown only to admins who may
 * view that module (the API leaves the others out), opening the module's page when clicked.
 */
export interface KpiDeclaration {
  key: string;
  label: string;
  /** Access module whose view right shows the tile; its sidebar page is where the tile leads. */
  module: string;
  /** Query string added to the module's page (e.g. `status=pending`). */
  linkQuery?: string;
  /** Money in this unit (decimal strings), else a count. */
  unit?: string;
  /** The decimals a money figure is shown with (USDC: cents); the API's own when absent. */
  decimals?: number;
  /** What the change compares, after "vs": "7 days ago", "the 24 h before". */
  comparedWith: string;
  /** The daily series drawn under the tiles, on this chart, named so in its legend. */
  chart?: { on: 'trading' | 'users'; label: string };
}

/** The properties typed for the entity (a typed declaration's others are ResourceDeclaration's). */
type Typed =
  | 'recordTitle'
  | 'fields'
  | 'filters'
  | 'defaultSort'
  | 'actions'
  | 'listActions'
  | 'related'
  | 'lockedWhen'
  | 'rowRefusal'
  | 'validate'
  | 'ownedBy';

/**
 * A declaration typed for its entity `E` (defineResource<E>()): every key it names is E's. `P`:
 * query parameters its filters may send that are no field of its rows (besides `q`).
 */
export interface EntityDeclaration<E, P extends string = never> extends Omit<
  ResourceDeclaration,
  Typed
> {
  recordTitle?: EntityKey<E>;
  fields: readonly EntityField<E>[];
  filters?: readonly TypedFilter<EntityKey<E> | P>[];
  defaultSort?: { field: EntityKey<E>; order: 'asc' | 'desc' };
  actions?: readonly EntityAction<E>[];
  listActions?: readonly EntityListAction<E>[];
  related?: readonly (Omit<RelatedList, 'from'> & { from?: EntityKey<E> })[];
  lockedWhen?: { field: EntityKey<E>; in: readonly string[]; message: string };
  ownedBy?: EntityKey<E>;
  /** The record as the API answers it: the entity's fields (and any the server adds). */
  rowRefusal?: (viewer: RightsHolder, record: E & Values) => string | undefined;
  /** The form's values: some of the entity's fields (a create has no `_id` yet). */
  validate?: (values: Partial<E> & Values) => Partial<Record<string, string>>;
}

/** The entity of a page without records (the dashboard): it has no key to name. */
export type NoRecords = Record<never, never>;

/**
 * What a typed declaration is once declared: a ResourceDeclaration, the engine's untyped shape.
 * Its parts typed for the entity read as the engine reads them (its fields as FieldDeclarations,
 * not the union of each one's literal type; `validate` taking any values), the others as written;
 * a part it declares stays non-optional (`coins.actions`).
 */
export type Declared<D> = Omit<D, Typed> & {
  [K in Typed & keyof D]-?: Exclude<ResourceDeclaration[K], undefined>;
};

/**
 * Declares a module, typed for the entity its records are:
 * `export default defineResource<Coin>()({ name: 'coins', ... })`. Curried so that the entity is
 * given explicitly while the declaration is still inferred; it is returned as written (Declared:
 * a ResourceDeclaration, which the engine reads untyped). It checks at compile time, against the
 * entity: every field's `key`, `from`, `unitKey` and `detail.key` (a nested field's rows against
 * their row type), every filter's `key` (`q` for the search), `defaultSort.field`, `recordTitle`,
 * `ownedBy`, `lockedWhen.field`, a related list's `from`, and the fields actions and list actions
 * name (guards, inputs, facts, picks, `where`, and `sets` with their values: a status takes its
 * states, a date also NOW). `validate` receives a Partial of the entity, `rowRefusal` the entity.
 *
 * - `Entity` comes from resources/domain; a field the API answers beside the stored ones (a
 *   joined name such as a transfer's `userEmail`) is declared there too, optional.
 * - `Params`: query parameters of the module's API that are no field of its rows, beside `q`
 *   (the sign-up report's rows are days; its `createdAt` range chooses the users it counts).
 * - A page without records (dashboard, profile) names no entity, `defineResource()({ ... })`:
 *   it may then declare no field, filter, sort or title.
 */
export function defineResource<Entity = NoRecords, Params extends string = never>(): <
  D extends EntityDeclaration<Entity, Params>,
>(
  declaration: D,
) => Declared<D>;
export function defineResource(): unknown {
  // The check is all at compile time: at run time the declaration is returned as it is.
  return (declaration: ResourceDeclaration) => declaration;
}
