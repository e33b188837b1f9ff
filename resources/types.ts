/**
 * The shape of a module declaration (README, "Add a module"). Declarations are plain data plus
 * pure functions; they import nothing from the app. The engine in src/engine reads them.
 */

import type { RightsHolder } from '../access/rights';
import type { EnumOption, StateGuard } from './domain/states';

export type { EnumOption };

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

/** Every field type; each has src/model/fieldTypes/<type>.ts and src/engine/fields/types/<type>.tsx. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'slug',
  'email',
  'url',
  'image',
  'number',
  'money',
  'bps',
  'price',
  'date',
  'datetime',
  'enum',
  'boolean',
  'reference',
  'tags',
  'richtext',
  'solanaAddress',
  'txSignature',
  'ipAddress',
  'pricePair',
  'nested',
  'restriction',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface ReferenceTarget {
  /** Declared resource name the value points at (its `_id`). */
  resource: string;
  /** Field of the target shown as the label and searched with `q`. */
  labelKey: string;
  /**
   * Fixed filters the select sends with every search (e.g. only markets that take orders); a list
   * of values keeps rows with any of them (series that take events: draft or active).
   */
  filter?: Readonly<Record<string, string | boolean | readonly string[]>>;
  /**
   * Which of the rows found the picker offers for the record being edited (`{}` on create),
   * when that depends on the record (a category's parent: top-level, not itself).
   */
  offers?: (candidate: Values, record: Values) => boolean;
}

export interface FieldDeclaration {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Shown but never sent; the server computes it. */
  readOnly?: boolean;
  /** Numbers: bounds; a value outside is refused with a message (never clamped). */
  min?: number;
  max?: number;
  /** Numbers: whole numbers only. */
  integer?: boolean;
  maxLength?: number;
  pattern?: { regex: string; message: string };
  /** The server refuses a second record with the same value (400 on this field). */
  unique?: boolean;
  options?: readonly EnumOption[];
  reference?: ReferenceTarget;
  /** For `slug`: the field it is derived from while the user has not typed one. */
  from?: string;
  /** For `money`: the unit shown after the amount. */
  unit?: string;
  /**
   * For `money`: the record's field that holds its unit (a transfer's `coinSymbol`), shown after
   * the amount where the record is shown on its own (its page, a confirmation's facts); a list
   * shows that field in a column of its own.
   */
  unitKey?: string;
  defaultValue?: string | number | boolean | null | readonly string[] | readonly number[];
  help?: string;
  /**
   * Show in the list (true, or column options): `sortable` by the server; `width` in px (default
   * by type); `hidden` keeps a less important column out of the default set, to be switched on
   * from the list's "Columns" chooser (the default set must fit a 1440 px window).
   */
  list?: boolean | { sortable?: boolean; width?: number; hidden?: boolean };
  /**
   * Include in create/edit forms (default: true unless readOnly); `'create'`: on the create form
   * only (a new admin's first password).
   */
  form?: boolean | 'create';
  /** Include on the show page (default true). */
  show?: boolean;
  /** For `text`: a secret (a password): a masked input with a show/hide toggle, never autofilled. */
  secret?: boolean;
  /** For `nested`: the fields of each row (an event's markets). */
  fields?: readonly FieldDeclaration[];
  /**
   * For `nested`: row fields that start from the parent's field of the same key and follow it
   * while empty (an event's markets take the event's dates).
   */
  inherit?: readonly string[];
  /** For `nested`: how many rows are allowed. */
  minItems?: number;
  maxItems?: number;
  /**
   * Why this field of a stored record may no longer change, or undefined (a sentence naming the
   * state). The form shows the field disabled with the reason; the API refuses a change with 409
   * and the same reason. In a nested row, `record` is the row as stored and `parent` the record.
   */
  fixedWhen?: (record: Values, parent: Values) => string | undefined;
  /**
   * For `nested`: why a stored row may not change at all (`locked`) or be removed (`removal`),
   * and why no row may be added to this record (`addition`); undefined when it may. The form
   * shows no button the API would refuse (409 with the same sentence).
   */
  rowRules?: {
    locked?: (row: Values, parent: Values) => string | undefined;
    removal?: (row: Values, parent: Values) => string | undefined;
    addition?: (parent: Values) => string | undefined;
  };
  /**
   * Another field's value shown after this one when the record has it, e.g. a GTD order's expiry
   * after its time in force: `{ key: 'expiresAt', prefix: 'until', below: true }` (that field is
   * declared too, for its type; it may stay out of the list). `below` puts it on a second line.
   */
  detail?: { key: string; prefix?: string; below?: boolean };
  /** For `money`: coloured by sign, green above zero and red below (profit and loss). */
  signed?: boolean;
}

/** `text`: a value typed in full, matched exactly (`key=value`), e.g. an action's name or an id. */
export type FilterType = 'search' | 'enum' | 'boolean' | 'dateRange' | 'reference' | 'text';

export interface FilterDeclaration {
  /** Query parameter (`q` for search; a field key otherwise; date ranges send key_gte/key_lte). */
  key: string;
  label: string;
  type: FilterType;
  options?: readonly EnumOption[];
  /**
   * An enum filter whose options come from the registry: every access module, or every declared
   * resource (by its title); `options` declared beside them are offered after them.
   */
  choices?: 'modules' | 'resources';
  /** An enum filter that takes several values: rows with any of them (sent as key_in=a,b). */
  multiple?: boolean;
  reference?: ReferenceTarget;
}

/** One fact a confirmation names, worked out by the domain's rules (whether approval follows). */
export interface ActionFact {
  label: string;
  text: string;
}

/**
 * What an action's confirmation shows above its question, so that the admin decides with the
 * facts in view: the record's `fields` drawn as their types draw them (an address links to the
 * chain explorer), then `derived` facts from the record and the admin taking the action.
 */
export interface ActionFacts {
  fields: readonly string[];
  derived?: (record: Values, adminId: string) => readonly ActionFact[];
}

/** In an action's `sets`: the time of the request. */
export const NOW = '$now';

export interface ActionDeclaration {
  /** Sent as POST /api/admin/{resource}/{id}/{name}. */
  name: string;
  label: string;
  /** Text of the confirmation; no confirmation when absent. */
  confirm?: string;
  /** The facts its confirmation names above `confirm` (a withdrawal's user, amount, address ...). */
  facts?: ActionFacts;
  danger?: boolean;
  /**
   * Shown (and accepted by the server) only for records in these states: `field` is one of `in`,
   * or the predicate holds (state machines that look at more than one field).
   */
  allowedWhen?:
    | StateGuard
    | { field: string; in: readonly (string | boolean)[] }
    | ((record: Values) => boolean);
  /**
   * Why the admin `adminId` may not take it on this record though its state allows it (four-eyes:
   * the first approver gives no second), or undefined. Its button is not shown to that admin; the
   * API refuses with the same message (409).
   */
  refusedFor?: (adminId: string, record: Values) => string | undefined;
  /** A field the admin must fill in (a reason), sent in the body; at most `maxLength` (500). */
  input?: { key: string; label: string; required?: boolean; maxLength?: number };
  /**
   * What the action changes on the record (the demo API applies it; a backend does the real work).
   * The value `NOW` stands for the time of the request (a notification's `readAt`).
   */
  sets?: Record<string, string | boolean | number>;
  /** Access module whose edit right the action needs, when not the declaration's own. */
  module?: string;
  /** Opens a page instead of calling the API at once (`:field` filled from the record). */
  link?: string;
  /** With `link` to a list: the filters it opens with, `key=:field&...` (as a KPI's linkQuery). */
  linkQuery?: string;
  /**
   * With `link`: another action of this resource that opening the link also runs, without asking,
   * when the record's state and the admin's rights allow it (opening a notification marks it read).
   */
  alsoRuns?: string;
  /**
   * Runs in the browser instead of calling the admin API: the default export of
   * `src/clientActions/<run>.tsx` (found by file name, loaded on first use), whose result is shown in a
   * dialog (checking a transaction on chain). The demo API answers 404 to a POST of it. Such an
   * action needs edit like any other unless it declares `need: 'view'` (one that only reads).
   */
  run?: string;
  /** An API action with its own page, never a row button (resolve is done on its page). */
  hidden?: boolean;
  /** Buttons may also be plain links that need only view (history pages). */
  need?: 'view' | 'edit';
  /** Shown to a superadmin only (a QA tool such as "View as"), whatever the restriction list. */
  superadminOnly?: boolean;
}

/**
 * An action on many rows of the list at once, e.g. cancel every open order of a market or of a
 * user: the admin picks a record of one of `pick` (a market or a user), the confirmation shows how
 * many rows of the list it applies to (the list's `total` for that filter), then one request
 * `POST /api/admin/{resource}/{name}` with `{ [pick.key]: id }` does it and answers `{ count }`.
 * Needs edit on the module (or on `module`). With an empty `pick` it applies to every row of the
 * list (those `where` selects, e.g. every unread notification: "Mark all read").
 */
export interface ListActionDeclaration {
  name: string;
  label: string;
  /**
   * What the action applies to: the list's rows whose `key` is the picked record's `_id`; empty
   * for an action on the whole list.
   */
  pick: readonly { key: string; label: string; reference: ReferenceTarget }[];
  /** List filters that select the rows it applies to (the count asked first, and the server's). */
  where?: Record<string, string>;
  /** The confirmation, given how many rows it applies to. */
  confirm: (count: number) => string;
  /** The message once done, given how many rows changed (the demo API answers it). */
  done: (count: number) => string;
  danger?: boolean;
  /** Rows it may change (state guard) and what it changes on each (demo API), as an action's. */
  allowedWhen?: ActionDeclaration['allowedWhen'];
  sets?: Record<string, string | boolean | number>;
  module?: string;
}

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

export interface ExtraRoute {
  path: string;
  need: 'view' | 'edit';
  /** Hand-made page component, a file name in src/pages/custom. */
  page: string;
}

export type Values = Record<string, unknown>;

export interface ResourceDeclaration {
  /**
   * Refine resource name, demo collection and default API path segment, in kebab-case; the
   * declaration is resources/<name>.ts (tests/unit/names.test.ts).
   */
  name: string;
  /** Access module: the name restriction lists grant view and edit on (docs/access.md). */
  module: string;
  title: { singular: string; plural: string };
  /** Sidebar placement; false for pages reached from elsewhere (header, links). */
  menu: { group: MenuGroupName; label: string; order: number } | false;
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
  fields: readonly FieldDeclaration[];
  filters?: readonly FilterDeclaration[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  deletable?: boolean;
  exportable?: boolean;
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
  /** Hand-made page components replacing generic ones (file names in src/pages/custom). */
  pages?: { list?: string; create?: string; edit?: string; show?: string };
  /** Counted on the dashboard (default true for resources with an API). */
  dashboard?: boolean;
  /** The dashboard's KPI tiles (only resources/dashboard.ts has them). */
  kpis?: readonly KpiDeclaration[];
  /** No API collection behind it (a page such as the dashboard or profile). */
  pageOnly?: boolean;
  /**
   * Rows belong to the signed-in admin through this field (one's own sign-in history): the API
   * lists, exports and shows only the caller's rows.
   */
  ownedBy?: string;
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
  /** What the change compares, after "vs": "7 days ago", "the 24 h before". */
  comparedWith: string;
  /** The daily series drawn under the tiles, on this chart, named so in its legend. */
  chart?: { on: 'trading' | 'users'; label: string };
}

/** Typed identity: gives a declaration file autocompletion and checks. */
export function defineResource<T extends ResourceDeclaration>(declaration: T): T {
  return declaration;
}
