import type { Values } from '../../../resources/types';
import type { DemoStore, Row } from '../store';

/** What a simulated platform event sees: the store, the time, and the simulator's dice. */
export interface SimulationContext {
  store: DemoStore;
  now: string;
  /** One of `items` at random; undefined when there is none. */
  pick: <T>(items: readonly T[]) => T | undefined;
}

/** What a rule sees of the request it acts on. */
export interface RuleContext {
  store: DemoStore;
  /** The signed-in admin's row. */
  admin: Row;
  now: string;
}

type RuleResult = Response | Row;

/**
 * A stored collection whose changes the live feed reports on a resource: as the rows each changed
 * row stands for (`ids`: an event's markets), and, for rows of a module of their own, that module
 * (`rowModule`: only admins who may view it are told).
 */
export interface LiveSource {
  collection: string;
  ids?: (row: Row) => string[];
  rowModule?: (row: Row) => string;
}

/**
 * Domain rules a declaration cannot express, per collection: derived read-only views, what a
 * create or update also does (and when it is refused), why a delete is refused, and actions with
 * effects beyond `sets`.
 */
export interface CollectionRules {
  /**
   * A page-only module's answer to GET of its API path (the dashboard's figures), for an admin
   * who may view the module. `mayView` says whether the caller may also view another module
   * (each dashboard tile follows the right of the module it counts).
   */
  page?: (context: RuleContext, mayView: (module: string) => Promise<boolean>) => Promise<unknown>;
  /** What the audit trail names a row by when the declaration has no `recordTitle`. */
  title?: (row: Row, store: DemoStore) => string;
  /** Rows of a collection computed from others (markets from events); read-only. */
  view?: (store: DemoStore) => Row[];
  /**
   * The stored collection a view shows (pending orders: `orders`). Declared actions change rows
   * there, and find a row that has left the view, so that cancelling a filled order answers 409
   * (its state), not 404.
   */
  source?: string;
  /**
   * The field the collection is kept newest first by: rows are only ever added at the front with
   * the time of the request, and never move (the audit trail, by `at`). A list sorted by it is
   * answered in that order, not sorted per request.
   */
  newestFirst?: string;
  /**
   * What the live feed reports on a view: changes of these stored collections. Default: the rows
   * of its `source`, else of the collection of its own name, by id, each of `rowModule`'s module.
   */
  liveFrom?: LiveSource | readonly LiveSource[];
  /**
   * Where a claim on a row of a claimable view is kept (the inbox's withdrawal: on the withdrawal
   * itself); default: the row of its `source`, else of its own collection, by the same id.
   */
  claimsOn?: (id: string) => { collection: string; id: string };
  /**
   * Rows that belong to a module of their own (a pending change: the module of the record it
   * changes): the API lists, shows and acts on only those whose module the admin may view, each
   * as `forAdmin` presents it to that admin (`mayEdit`: the admin's edit right on its module).
   */
  rowModule?: (row: Row) => string;
  forAdmin?: (row: Row, admin: Row, mayEdit: boolean) => Row;
  /**
   * Why a batch of `action` on these rows (as the list presents them) may not be taken at all, or
   * undefined: a cap on what one batch may move (409 naming it).
   */
  bulkRefusal?: (store: DemoStore, action: string, rows: readonly Row[]) => string | undefined;
  /** GET /{resource}/stats (with its query, e.g. a date range); a Response refuses it (400). */
  stats?: (store: DemoStore, params: URLSearchParams) => unknown;
  /** The query keys `stats` reads (`from`, `to`); any other is a 400 naming it, as on a list. */
  statsParams?: readonly string[];
  /**
   * A report computed per request from its query (a date range) and the caller's time zone:
   * answers the list (every row, unpaged) and the export; the collection is read-only. A Response
   * refuses the query (400 on the filter).
   */
  report?: (context: RuleContext, query: URLSearchParams, timeZone: string) => Row[] | Response;
  /**
   * Moves that happen by themselves (a trade bot starting -> running), applied before any request
   * to the collection is answered: the next request after an action sees the settled state.
   */
  settle?: (context: RuleContext) => void;
  /**
   * What the API answers of a stored row (list, one, create, update, actions): leaves out what
   * must never leave the store (an admin's password and TOTP secret), or adds what is derived
   * from other rows (a tag's event count). Default: the row as stored.
   */
  present?: (row: Row, store: DemoStore) => Row;
  /** Completes a new row, or refuses it (400/409). */
  create?: (context: RuleContext, values: Values) => RuleResult | Promise<RuleResult>;
  /** Turns a validated update into the patch to store, or refuses it (409 names the state). */
  update?: (context: RuleContext, existing: Row, values: Values) => RuleResult;
  /** Runs after a create or update was stored (history). */
  written?: (context: RuleContext, before: Row | undefined, after: Row) => void;
  /** Why a row may not be deleted. */
  deleteRefusal?: (store: DemoStore, row: Row) => string | undefined;
  /** The 409 message when an action's state check fails, when a better one than the generic exists. */
  refusals?: Record<string, (store: DemoStore, row: Row) => string>;
  /**
   * One thing the platform's users do to this collection (a deposit arrives, a withdrawal is
   * requested), for the demo's simulator, which calls a random module's now and then so that the
   * queues move (src/demo/simulator.ts). Writes through the store like any change.
   */
  simulate?: (context: SimulationContext) => void;
  /** Actions with effects; the declaration's allowedWhen has been checked already. */
  actions?: Record<
    string,
    (context: RuleContext, row: Row, body: Values) => Response | Promise<Response>
  >;
}
