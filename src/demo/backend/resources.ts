import type { ResourceDeclaration } from '../../../resources/types';
import { actionAllowed, refusal, resolveSets } from '../../model/actions';
import { apiActions, requestedAction, requestNeed, writable } from '../../model/apiRules';
import { declarationAtApiPath } from '../../model/registry';
import { changeRefusal } from '../../model/changes';
import { checkActionInput, validateValues, writableValues } from '../../model/validation';
import { badRequest, conflict, created, csv, json, notFound, ok, readBody } from '../http-utils';
import { queryRows } from '../query';
import { collectionRules, type RuleContext } from '../rules';
import { newId, rowVersion, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { runListAction } from './listActions';
import { bodyKeyErrors, storedTypes } from './bodyCheck';
import { uniqueErrors } from './uniqueErrors';
import { recordHistory } from './recordHistory';
import { versionConflict } from './versionConflict';
import { recordExport } from './exportTrail';
import { filterKeys, NO_KEYS, queryProblem } from '../queryKeys';
import { say } from '../../../resources/_text';

const stamp = () => new Date().toISOString();

/**
 * A derived view (pending orders joined with markets and users: 10,000 rows) is computed once per
 * store revision, not per request: paging through it costs the same at 10 rows or 10,000. Views
 * that depend on the time (markets past their end) are recomputed at least every half minute.
 */
const VIEW_MAX_AGE_MS = 30_000;
const views = new WeakMap<DemoStore, Map<string, { revision: number; at: number; rows: Row[] }>>();
function cachedView(store: DemoStore, collection: string, view: (store: DemoStore) => Row[]) {
  let byCollection = views.get(store);
  if (!byCollection) views.set(store, (byCollection = new Map()));
  const cached = byCollection.get(collection);
  const now = Date.now();
  if (cached && cached.revision === store.revision && now - cached.at < VIEW_MAX_AGE_MS)
    return cached.rows;
  const rows = view(store);
  byCollection.set(collection, { revision: store.revision, at: now, rows });
  return rows;
}

/** 405 for a create or edit of a resource that has no such screen (its actions say what may change). */
function readOnly(declaration: ResourceDeclaration, verb: 'created' | 'edited'): Response {
  const actions = apiActions(declaration);
  const plural = declaration.title.plural;
  const names = actions.map((item) => item.label.toLowerCase()).join(', ');
  // Whole sentences, one per case, so that each is translated as a whole.
  const message = actions.length
    ? verb === 'created'
      ? say`${plural} cannot be created here; use its actions (${names})`
      : say`${plural} cannot be edited here; use its actions (${names})`
    : verb === 'created'
      ? say`${plural} cannot be created here`
      : say`${plural} cannot be edited here`;
  return json(405, { success: false, message });
}

/** CSV of listed fields (arrays joined by spaces), `_id` first. */
function csvRows(declaration: ResourceDeclaration, rows: readonly Row[]): string[][] {
  const header = [
    '_id',
    ...declaration.fields.filter((field) => field.list).map((field) => field.key),
  ];
  const cell = (value: unknown) =>
    value === undefined || value === null
      ? ''
      : Array.isArray(value)
        ? value
            .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
            .join(' ')
        : String(value);
  return [header, ...rows.map((row) => header.map((key) => cell(row[key])))];
}

/**
 * The generic contract (docs/API.md) for every declared resource: list, export, one, create,
 * update, delete and actions, with the declaration's validation, uniqueness, locks and state
 * guards. A collection's rules (resources/<collection>/demo/rules.ts) add what a declaration cannot say.
 */
export function createResourceRoutes(store: DemoStore, permitted: Permit) {
  async function generic(request: Request, admin: Row, segments: string[]): Promise<Response> {
    const [resourcePath, id, action] = segments;
    const declaration = declarationAtApiPath(resourcePath);
    if (!declaration) return notFound(say`Unknown resource "${resourcePath}"`);
    const collection = declaration.name;
    const rules = collectionRules(collection);
    const method = request.method.toUpperCase();
    // An action may belong to another module (resolve: Unresolved Markets) or need only view;
    // POST /{resource}/{name} is an action on many rows (cancel all open orders of a market).
    const { action: declaredAction, listAction } = requestedAction(declaration, method, [
      id,
      action,
    ]);
    const { module, need } = requestNeed(declaration, method, [id, action]);
    const denied = await permitted(admin, module, need);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const singular = declaration.title.singular;
    const rows = () => {
      const all = rules.view ? cachedView(store, collection, rules.view) : store.all(collection);
      const owner = declaration.ownedBy;
      return owner ? all.filter((row) => row[owner] === admin._id) : all;
    };
    const context: RuleContext = { store, admin, now: stamp() };
    const present = (row: Row): Row => (rules.present ? rules.present(row, store) : row);
    // One record's answer says its version: an edit sends it back (If-Match) with the save.
    const presentOne = (row: Row): Row => ({ ...present(row), version: rowVersion(row) });
    // A list is answered from the rows as they are when nothing is derived per row (no copy).
    const listed = () => (rules.present ? rows().map(present) : rows());
    const stored = { newestFirst: rules.view ? undefined : rules.newestFirst };
    rules.settle?.(context);
    // A list, export or report query names only parameters the list has, and a bounded number.
    const listing = method === 'GET' && (!id || id === 'export');
    const badQuery = listing ? queryProblem(params, filterKeys(declaration)) : undefined;
    if (badQuery) return badQuery;
    const exported = (count: number) =>
      recordExport(store, admin, { declaration, module, params, count });

    if (rules.report) {
      if (method !== 'GET' || (id && id !== 'export'))
        return json(405, {
          success: false,
          message: say`${declaration.title.plural} are read-only`,
        });
      const timeZone = request.headers.get('timezone') || 'UTC';
      const report = rules.report(context, params, timeZone);
      if (report instanceof Response) return report;
      if (!id) return ok({ items: report, total: report.length });
      const keys = declaration.fields.filter((field) => field.list).map((field) => field.key);
      const cells = report.map((row) => keys.map((key) => String(row[key] ?? '')));
      exported(report.length);
      return csv([keys, ...cells], `${resourcePath}.csv`);
    }
    if (method === 'GET' && !id) {
      // Filters, search and sort see only what may be answered (no password oracle).
      const { items, total } = queryRows(listed(), params, declaration.fields, stored);
      return ok({ items, total });
    }
    if (method === 'GET' && id === 'export') {
      const { all } = queryRows(listed(), params, declaration.fields, stored);
      exported(all.length);
      return csv(csvRows(declaration, all), `${resourcePath}.csv`);
    }
    if (method === 'GET' && id === 'stats' && rules.stats) {
      const badStatsQuery = queryProblem(params, new Set(rules.statsParams), NO_KEYS);
      if (badStatsQuery) return badStatsQuery;
      const stats = rules.stats(store, params);
      return stats instanceof Response ? stats : ok(stats);
    }
    const source = rules.source ?? collection;
    if (method === 'GET' && id && action === 'history') {
      // A record's history is read as the record is: a 404 where the record is one (another
      // admin's notification), and its query is checked as the audit trail's list is.
      const visible =
        rows().some((row) => row._id === id) || (rules.source && store.find(rules.source, id));
      if (!visible) return notFound(say`${singular} ${id} was not found`);
      return recordHistory(store, source, id, params);
    }
    if (listAction) {
      const listed = rows().map(present);
      return runListAction(context, declaration, listAction, listed, source, request);
    }
    // Derived views are read-only (their declared actions change their source, when named).
    if (
      rules.view &&
      method !== 'GET' &&
      !rules.actions?.[action ?? ''] &&
      !(action && rules.source)
    ) {
      return json(405, {
        success: false,
        message: say`${declaration.title.plural} are read-only here`,
      });
    }
    if (method === 'POST' && !id) {
      // A resource without a create screen (users, deposits) is never created through the API.
      if (!writable(declaration, 'create')) return readOnly(declaration, 'created');
      const body = await readBody(request);
      const values = storedTypes(declaration.fields, writableValues(declaration, body));
      const errors = {
        ...bodyKeyErrors(declaration, body, 'create'),
        // A value's own problem (invisible characters) says more than its clash: it wins.
        ...uniqueErrors(store, declaration, values),
        ...validateValues(declaration, values),
      };
      if (Object.keys(errors).length)
        return badRequest(say`The ${singular.toLowerCase()} has errors`, errors);
      const base: Row = {
        ...values,
        _id: newId(),
        createdAt: context.now,
        updatedAt: context.now,
        createdBy: admin._id,
        updatedBy: admin._id,
      };
      // What the request left out starts as declared: a read-only status at its first state (a
      // new announcement is a draft), a computed count at 0.
      for (const field of declaration.fields) {
        if (base[field.key] !== undefined) continue;
        if (field.defaultValue !== undefined) base[field.key] = field.defaultValue;
        else if (field.readOnly && field.type === 'number') base[field.key] = 0;
      }
      const row = rules.create ? await rules.create(context, base) : base;
      if (row instanceof Response) return row;
      const saved = store.insert(collection, row);
      rules.written?.(context, undefined, saved);
      return created(presentOne(saved), say`${singular} created`);
    }
    const existing = id
      ? (rows().find((row) => row._id === id) ??
        (action && rules.source ? store.find(rules.source, id) : undefined))
      : undefined;
    if (!existing) return notFound(say`${singular} ${id ?? ''} was not found`);

    if (method === 'GET' && !action) return ok(presentOne(existing));
    if (method === 'PUT' && !action) {
      // Without an edit screen (users: blocked and unblocked by actions, with a reason), no PUT.
      if (!writable(declaration, 'edit')) return readOnly(declaration, 'edited');
      const lock = declaration.lockedWhen;
      if (lock && lock.in.includes(String(existing[lock.field]))) return conflict(lock.message);
      const moved = versionConflict(store, request, existing, singular);
      if (moved) return moved;
      const body = await readBody(request);
      const values = storedTypes(declaration.fields, writableValues(declaration, body));
      const errors = {
        ...bodyKeyErrors(declaration, body, 'update'),
        ...uniqueErrors(store, declaration, values, existing._id),
        ...validateValues(declaration, values, true, { ...existing, ...values }),
      };
      if (Object.keys(errors).length)
        return badRequest(say`The ${singular.toLowerCase()} has errors`, errors);
      // Fields (and nested rows) the record's state fixes: the form offers no such change.
      const fixed = changeRefusal(declaration, existing, values);
      if (fixed) return conflict(fixed);
      const patch = rules.update ? rules.update(context, existing, values) : values;
      if (patch instanceof Response) return patch;
      const saved = store.update(collection, existing._id, {
        ...patch,
        updatedAt: context.now,
        updatedBy: admin._id,
      })!;
      rules.written?.(context, existing, saved);
      return ok(presentOne(saved), say`${singular} saved`);
    }
    if (method === 'DELETE' && !action) {
      if (!declaration.deletable) {
        return json(405, {
          success: false,
          message: say`${declaration.title.plural} cannot be deleted`,
        });
      }
      const reason = rules.deleteRefusal?.(store, existing);
      if (reason) return conflict(reason);
      store.remove(collection, existing._id);
      return ok({ _id: existing._id }, say`${singular} deleted`);
    }
    if (method === 'POST' && action) {
      const declared = declaredAction;
      // Link "actions" open pages and client actions run in the browser; they are not API calls.
      if (!declared || declared.link || declared.run)
        return notFound(say`Unknown action "${action}"`);
      if (!actionAllowed(declared, existing)) {
        return conflict(
          rules.refusals?.[action]?.(store, existing) ?? refusal(declared, existing, singular),
        );
      }
      const body = await readBody(request);
      const inputProblem =
        declared.input && checkActionInput(declared.input, body[declared.input.key]);
      if (declared.input && inputProblem) {
        return badRequest(inputProblem, { [declared.input.key]: inputProblem });
      }
      const handler = rules.actions?.[action];
      if (handler) return handler(context, existing, body);
      const patch = {
        ...resolveSets(declared.sets, context.now),
        ...(declared.input ? { [declared.input.key]: body[declared.input.key] } : {}),
      };
      return ok(
        present(
          store.update(source, existing._id, {
            ...patch,
            updatedAt: context.now,
            updatedBy: admin._id,
          })!,
        ),
        say`${declared.label}: done`,
      );
    }
    return json(405, { success: false, message: say`${method} is not supported here` });
  }

  return generic;
}
