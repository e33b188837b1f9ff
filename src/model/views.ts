import type { ResourceDeclaration } from '../../resources/types';
import { nameKey } from '../../resources/domain/identity';
import { say } from '../../resources/_text';
import { API_PREFIX, LIST_LIMIT } from './contract';

/**
 * Saved views (`/api/admin/views`): a list's filters, sort, page size and columns kept by the
 * server under a name. An admin's own views are its alone; one shared (by an admin with edit on
 * the module) is offered to everyone who may view the module; the built-in ones are the same for
 * every admin, each a query the list answers for whoever asks (`awaitingMe=true`). Each view is
 * listed with how many rows it holds and when its oldest row was made, read from the list with
 * the caller's own rights, so that a count never tells of a row the admin may not read.
 */
export const VIEWS_SEGMENT = 'views';
export const VIEWS_PATH = `${API_PREFIX}/${VIEWS_SEGMENT}`;

export const VIEW_NAME_MAX = 60;
/** The longest query kept: a list's filters are a few keys, never a page of text. */
export const VIEW_QUERY_MAX = 2000;
/** At most this many views an admin keeps per list. */
export const VIEWS_PER_LIST_MAX = 50;

export interface SavedView {
  _id: string;
  /** The declared resource whose list it is (`withdrawals`). */
  resource: string;
  name: string;
  /**
   * The list query in the API's own form (docs/API.md, "List queries"): filters (`status_in=a,b`,
   * `createdAt_gte=...`), `sort` and `order`, and `limit` (the page size); '' for the plain list.
   */
  query: string;
  /** The columns shown, by field key; empty: the list's default columns. */
  columns: string[];
  ownerId: string;
  ownerName: string;
  shared: boolean;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A view as `GET /views` lists it: with its rows counted for the caller. */
export interface ListedView extends SavedView {
  /** Rows the view holds; absent when they could not be counted (`countError` says why). */
  count?: number;
  /** When its oldest row was made (the list's time field); null for an empty view. */
  oldestAt?: string | null;
  countError?: string;
}

/** What `POST /views` and `PUT /views/{id}` take. */
export interface ViewInput {
  resource: string;
  name: string;
  query: string;
  columns: string[];
  shared: boolean;
}

/** A row's time a view's age is read from: the list's default sort when it is a time, else its creation. */
export function viewTimeField(declaration: ResourceDeclaration): string {
  const sort = declaration.defaultSort?.field;
  const field = declaration.fields.find((item) => item.key === sort);
  return field && (field.type === 'datetime' || field.type === 'date') ? field.key : 'createdAt';
}

/** The query without its paging and sort: what a count of the view's rows asks. */
export function viewFilters(query: string): URLSearchParams {
  const params = new URLSearchParams(query);
  for (const key of ['sort', 'order', 'limit', 'page']) params.delete(key);
  return params;
}

/** The field errors of a view's input, keyed by field (`partial`: only the fields given). */
export function viewInputErrors(
  body: Record<string, unknown>,
  declaration: ResourceDeclaration,
  partial = false,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = (key: string) => !partial || body[key] !== undefined;
  if (given('name')) {
    const name = body.name;
    if (typeof name !== 'string' || !name.trim()) errors.name = say`Name the view`;
    else if (name.trim().length > VIEW_NAME_MAX)
      errors.name = say`A view's name is at most ${VIEW_NAME_MAX} characters`;
    else if (/[\u202A-\u202E\u2066-\u2069]/.test(name) || [...name].some((c) => c < ' '))
      errors.name = say`A view's name must not contain control characters`;
  }
  if (given('shared') && body.shared !== undefined && typeof body.shared !== 'boolean')
    errors.shared = say`Shared is true or false`;
  if (given('query')) {
    const problem = queryProblem(body.query, declaration);
    if (problem) errors.query = problem;
  }
  if (given('columns') && body.columns !== undefined) {
    const listed = new Set(declaration.fields.filter((field) => field.list).map((f) => f.key));
    const columns = body.columns;
    if (!Array.isArray(columns) || columns.some((key) => typeof key !== 'string'))
      errors.columns = say`Columns are a list of column keys`;
    else if (columns.some((key) => !listed.has(key as string)))
      errors.columns = say`Not a column of this list: ${columns.find((key) => !listed.has(key as string)) as string}`;
  }
  return errors;
}

function queryProblem(query: unknown, declaration: ResourceDeclaration): string | undefined {
  if (query === undefined || query === '') return undefined;
  if (typeof query !== 'string') return say`The query is the list's query string`;
  if (query.length > VIEW_QUERY_MAX)
    return say`A view's query is at most ${VIEW_QUERY_MAX} characters`;
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  if (sort !== null && !declaration.fields.some((field) => field.key === sort))
    return say`The list cannot be sorted by "${sort}"`;
  const order = params.get('order');
  if (order !== null && order !== 'asc' && order !== 'desc') return say`The order is asc or desc`;
  const limit = params.get('limit');
  if (limit !== null && !(/^\d+$/.test(limit) && +limit >= 1 && +limit <= LIST_LIMIT.max))
    return say`The page size is a whole number from 1 to ${LIST_LIMIT.max}`;
  return undefined;
}

/** Whether `name` is already one of `views` (compared as names are), besides the one being renamed. */
export function nameTaken(views: readonly SavedView[], name: string, except?: string): boolean {
  const key = nameKey(name.trim());
  return views.some((view) => view._id !== except && nameKey(view.name) === key);
}

/** Where and when "today" is asked: the admin's time zone (the panel sends it), else UTC. */
interface ViewClock {
  now: number;
  timeZone: string;
  adminId: string;
}

/** The instant today began in `timeZone` (an unknown zone: UTC). */
export function startOfDay(now: number, timeZone: string): string {
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    zone = timeZone;
  } catch {
    zone = 'UTC';
  }
  const parts = (at: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(at)
        .map((part) => [part.type, Number(part.value)]),
    );
  const local = parts(now);
  const midnight = Date.UTC(local.year, local.month - 1, local.day);
  // The zone's offset at that midnight (a day that starts a summer time has its own).
  const offsetAt = (at: number) => {
    const seen = parts(at);
    return (
      Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) -
      Math.floor(at / 1000) * 1000
    );
  };
  const first = midnight - offsetAt(midnight);
  return new Date(midnight - offsetAt(first)).toISOString();
}

type BuiltIn = { key: string; name: string; query: (clock: ViewClock) => string };

/**
 * The views every admin has, per list: each a query the list answers for the caller. "Today"
 * starts at midnight in the admin's time zone.
 */
const BUILT_INS: Record<string, readonly BuiltIn[]> = {
  withdrawals: [
    { key: 'waiting-for-me', name: say`Waiting for my approval`, query: () => 'awaitingMe=true' },
    {
      key: 'second-approval',
      name: say`Needs a second approval`,
      query: () => 'status_in=awaitingSecondApproval',
    },
    {
      key: 'approved-by-me-today',
      name: say`Approved by me today`,
      query: ({ now, timeZone }) => `approvedByMeAt_gte=${startOfDay(now, timeZone)}`,
    },
  ],
  approvals: [
    { key: 'waiting-for-me', name: say`Waiting for my approval`, query: () => 'waitingForMe=true' },
    {
      key: 'proposed-by-me',
      name: say`Proposed by me`,
      query: ({ adminId }) => `proposedBy=${encodeURIComponent(adminId)}&status_in=pending`,
    },
  ],
};

const BUILT_IN_PREFIX = 'builtin:';

/** The built-in views of a list, as this admin asks them now. */
export function builtInViews(resource: string, clock: ViewClock): SavedView[] {
  const at = new Date(clock.now).toISOString();
  return (BUILT_INS[resource] ?? []).map((view) => ({
    _id: `${BUILT_IN_PREFIX}${resource}:${view.key}`,
    resource,
    name: view.name,
    query: view.query(clock),
    columns: [],
    ownerId: '',
    ownerName: '',
    shared: true,
    builtIn: true,
    createdAt: at,
    updatedAt: at,
  }));
}

export const isBuiltInId = (id: string) => id.startsWith(BUILT_IN_PREFIX);
