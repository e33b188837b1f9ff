import type { ResourceDeclaration } from '../../../resources/types';
import { apiPath, declarations, getDeclaration } from '../../model/registry';
import { API_PREFIX } from '../../model/contract';
import {
  builtInViews,
  isBuiltInId,
  nameTaken,
  viewFilters,
  viewInputErrors,
  viewTimeField,
  VIEWS_PER_LIST_MAX,
  VIEWS_SEGMENT,
  type ListedView,
  type SavedView,
} from '../../model/views';
import { badRequest, conflict, created, json, notFound, ok, readBody } from '../http-utils';
import { filterKeys } from '../queryKeys';
import { newId, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { forbidden } from '../http-utils';
import { say } from '../../../resources/_text';

const COLLECTION = 'views';
const BODY_KEYS = new Set(['resource', 'name', 'query', 'columns', 'shared']);

export { VIEWS_SEGMENT };

/** Answers a request as the API would (`route`: its path; `method`: GET here). */
type ReadAs = (request: Request, route: string, method: string) => Promise<Response>;

/** A list a view may be kept of: a declared list with rows of its own. */
function listed(resource: unknown): ResourceDeclaration | undefined {
  const declaration = typeof resource === 'string' ? getDeclaration(resource) : undefined;
  return declaration?.routes.list && !declaration.pageOnly ? declaration : undefined;
}

/**
 * Saved views (src/model/views.ts): `GET /views[?resource=x]` lists the built-in views, the admin's
 * own and those shared on lists it may view, each counted with the admin's own rights (a GET of
 * the list, `limit=1`, and one sorted by its time field for the oldest row); `POST` keeps one,
 * `PUT` and `DELETE /views/{id}` change its owner's. Sharing needs edit on the list's module.
 */
export function createViews(store: DemoStore, permitted: Permit, readAs: ReadAs) {
  const may = async (admin: Row, module: string, need: 'view' | 'edit') =>
    !(await permitted(admin, module, need));

  async function counted(request: Request, view: SavedView): Promise<ListedView> {
    const declaration = getDeclaration(view.resource)!;
    const time = viewTimeField(declaration);
    const filters = viewFilters(view.query);
    const read = async (extra: string) => {
      const joined = [filters.toString(), extra].filter(Boolean).join('&');
      // A GET of the list as the admin who asked would make it: its rights, its session.
      const route = `${API_PREFIX}/${apiPath(view.resource)}`;
      const url = new URL(`${route}?${joined}`, request.url);
      const response = await readAs(new Request(url, { headers: request.headers }), route, 'GET');
      const body = (await response.json()) as {
        message?: string;
        result?: { items: Row[]; total: number };
      };
      if (response.status !== 200 || !body.result)
        throw new Error(body.message || say`The list could not be read`);
      return body.result;
    };
    try {
      const [all, oldest] = await Promise.all([
        read('limit=1'),
        read(`sort=${time}&order=asc&limit=1`),
      ]);
      const at = oldest.items[0]?.[time];
      return { ...view, count: all.total, oldestAt: typeof at === 'string' ? at : null };
    } catch (error) {
      return { ...view, countError: (error as Error).message };
    }
  }

  /** The views of `resources` the admin may see: built-in, its own, and shared ones. */
  async function visible(request: Request, admin: Row, resources: readonly ResourceDeclaration[]) {
    const names = new Set(resources.map((declaration) => declaration.name));
    const clock = {
      now: store.now(),
      timeZone: request.headers.get('timezone') || 'UTC',
      adminId: admin._id,
    };
    const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name);
    const stored = store
      .all(COLLECTION)
      .map((row) => row as unknown as SavedView)
      .filter((view) => names.has(view.resource));
    const own = stored.filter((view) => view.ownerId === admin._id).sort(byName);
    // Sharing needs edit on the module while the view is shared, not only when it was set: the
    // views of an owner who lost it (or is gone) are no longer offered to others.
    const shared: SavedView[] = [];
    for (const view of stored.filter((item) => item.ownerId !== admin._id && item.shared)) {
      const owner = store.find('admins', view.ownerId);
      const module = getDeclaration(view.resource)?.module;
      if (owner && module && (await may(owner, module, 'edit'))) shared.push(view);
    }
    shared.sort(byName);
    return [
      ...resources.flatMap((declaration) => builtInViews(declaration.name, clock)),
      ...own,
      ...shared,
    ];
  }

  async function list(request: Request, admin: Row): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const unknown = [...params.keys()].filter((key) => key !== 'resource');
    if (unknown.length)
      return badRequest(
        say`Unknown query parameters: ${unknown.join(', ')}`,
        Object.fromEntries(unknown.map((key) => [key, say`Not a parameter of this call`])),
      );
    const asked = params.get('resource');
    let resources: ResourceDeclaration[];
    if (asked !== null) {
      const declaration = listed(asked);
      if (!declaration)
        return badRequest(say`"${asked}" is no list`, { resource: say`Not a list` });
      const denied = await permitted(admin, declaration.module, 'view');
      if (denied) return denied;
      resources = [declaration];
    } else {
      resources = [];
      for (const declaration of declarations)
        if (listed(declaration.name) && (await may(admin, declaration.module, 'view')))
          resources.push(declaration);
    }
    const views = await visible(request, admin, resources);
    const items = await Promise.all(views.map((view) => counted(request, view)));
    return ok({ items, total: items.length });
  }

  /** The input's field errors, the unknown keys and query keys the list lacks included. */
  function errorsOf(
    body: Record<string, unknown>,
    declaration: ResourceDeclaration,
    partial: boolean,
  ) {
    const errors: Record<string, string> = {};
    for (const key of Object.keys(body))
      if (!BODY_KEYS.has(key)) errors[key] = say`Not a field of a view`;
    Object.assign(errors, viewInputErrors(body, declaration, partial));
    if (!errors.query && typeof body.query === 'string') {
      const allowed = filterKeys(declaration);
      const bad = [...viewFilters(body.query).keys()].find(
        (key) => key !== 'q' && !allowed.has(key),
      );
      if (bad) errors.query = say`Not a filter of this list: ${bad}`;
    }
    return errors;
  }

  async function create(request: Request, admin: Row): Promise<Response> {
    const body = await readBody(request);
    const declaration = listed(body.resource);
    if (!declaration) return badRequest(say`The view has errors`, { resource: say`Not a list` });
    const denied = await permitted(admin, declaration.module, 'view');
    if (denied) return denied;
    const errors = errorsOf(body, declaration, false);
    const own = ownViews(admin, declaration.name);
    if (!errors.name && nameTaken(own, String(body.name)))
      errors.name = say`You have a view of this name on this list already`;
    if (Object.keys(errors).length) return badRequest(say`The view has errors`, errors);
    if (body.shared === true && !(await may(admin, declaration.module, 'edit')))
      return forbidden(say`Sharing a view needs edit access to ${declaration.module}.`);
    if (own.length >= VIEWS_PER_LIST_MAX + builtInCount(declaration.name))
      return conflict(say`You keep at most ${VIEWS_PER_LIST_MAX} views of a list`);
    const at = new Date(store.now()).toISOString();
    const view: SavedView = {
      _id: newId(),
      resource: declaration.name,
      name: String(body.name).trim(),
      query: String(body.query ?? ''),
      columns: (body.columns as string[] | undefined) ?? [],
      ownerId: admin._id,
      ownerName: String(admin.name),
      shared: body.shared === true,
      builtIn: false,
      createdAt: at,
      updatedAt: at,
    };
    store.insert(COLLECTION, view as unknown as Row);
    return created(view, say`View saved`);
  }

  const builtInCount = (resource: string) =>
    builtInViews(resource, { now: 0, timeZone: 'UTC', adminId: '' }).length;

  /** The admin's own views of a list, with the built-in names (a view is never named as one). */
  function ownViews(admin: Row, resource: string): SavedView[] {
    const mine = store
      .all(COLLECTION)
      .map((row) => row as unknown as SavedView)
      .filter((view) => view.resource === resource && view.ownerId === admin._id);
    return [...builtInViews(resource, { now: 0, timeZone: 'UTC', adminId: '' }), ...mine];
  }

  async function change(request: Request, admin: Row, id: string, method: string) {
    if (isBuiltInId(id))
      return json(405, { success: false, message: say`A built-in view cannot be changed` });
    const row = store.find(COLLECTION, id) as unknown as SavedView | undefined;
    const declaration = row && listed(row.resource);
    const seen =
      row &&
      declaration &&
      (row.ownerId === admin._id || (row.shared && (await may(admin, declaration.module, 'view'))));
    if (!row || !declaration || !seen) return notFound(say`View ${id} was not found`);
    if (row.ownerId !== admin._id)
      return forbidden(say`Only the admin who saved a view may change or delete it.`);
    if (method === 'DELETE') {
      store.remove(COLLECTION, id);
      return ok({ _id: id }, say`View deleted`);
    }
    const body = await readBody(request);
    const errors = errorsOf(body, declaration, true);
    if (body.resource !== undefined && body.resource !== row.resource)
      errors.resource = say`A view stays on its list`;
    if (
      !errors.name &&
      typeof body.name === 'string' &&
      nameTaken(ownViews(admin, row.resource), body.name, id)
    )
      errors.name = say`You have a view of this name on this list already`;
    if (Object.keys(errors).length) return badRequest(say`The view has errors`, errors);
    if (body.shared === true && !(await may(admin, declaration.module, 'edit')))
      return forbidden(say`Sharing a view needs edit access to ${declaration.module}.`);
    const patch: Partial<SavedView> = {
      ...(typeof body.name === 'string' ? { name: body.name.trim() } : {}),
      ...(typeof body.query === 'string' ? { query: body.query } : {}),
      ...(Array.isArray(body.columns) ? { columns: body.columns as string[] } : {}),
      ...(typeof body.shared === 'boolean' ? { shared: body.shared } : {}),
      updatedAt: new Date(store.now()).toISOString(),
    };
    const saved = store.update(COLLECTION, id, patch);
    return ok(saved, say`View saved`);
  }

  return async function views(
    request: Request,
    admin: Row,
    [, id, extra]: string[],
  ): Promise<Response> {
    const method = request.method.toUpperCase();
    if (extra !== undefined) return notFound(say`Unknown address`);
    if (!id && method === 'GET') return list(request, admin);
    if (!id && method === 'POST') return create(request, admin);
    if (id && (method === 'PUT' || method === 'DELETE')) return change(request, admin, id, method);
    return json(405, { success: false, message: say`${method} is not supported here` });
  };
}
