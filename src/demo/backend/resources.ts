import { actionAllowed, refusal, resolveSets } from '../../model/actions';
import { requestedAction, requestNeed, writable } from '../../model/apiRules';
import { declarationAtApiPath } from '../../model/registry';
import { cachedView, rowRights } from './resourceViews';
import { csvRows, readOnly } from './resourceAnswers';
import { changeRefusal } from '../../model/changes';
import { validateValues, writableValues } from '../../model/validation';
import { actionInputErrors, reasonText } from '../../model/reasons';
import { badRequest, conflict, created, csv, json, notFound, ok, readBody } from '../http-utils';
import { queryRows } from '../query';
import { collectionRules, type RuleContext } from '../rules';
import { newId, rowVersion, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { runListAction } from './listActions';
import { bodyKeyErrors, storedTypes } from './bodyCheck';
import { uniqueErrors } from './uniqueErrors';
import { recordHistory } from './recordHistory';
import { claimPresenter } from './claims';
import { versionConflict } from './versionConflict';
import { recordExport } from './exportTrail';
import { filterKeys, NO_KEYS, queryProblem } from '../queryKeys';
import { heldOnCreate } from '../../model/dualControl';
import { dualControlSetting, type DualControlHooks } from './dualControl';
import { say } from '../../../resources/_text';

const stamp = () => new Date().toISOString();

/**
 * The generic contract (docs/API.md) for every declared resource: list, export, one, create,
 * update, delete and actions, with the declaration's validation, uniqueness, locks and state
 * guards. A collection's rules (resources/<collection>/demo/rules.ts) add what a declaration cannot say.
 */
export function createResourceRoutes(
  store: DemoStore,
  permitted: Permit,
  { gateUpdate, gateAction, proposeNew }: DualControlHooks,
) {
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
    const context: RuleContext = { store, admin, now: stamp() };
    rules.settle?.(context);
    const rowModule = rules.rowModule;
    const kept = () =>
      rules.view ? cachedView(store, collection, rules.view) : store.all(collection);
    const rightsOn = rowModule
      ? await rowRights(permitted, admin, kept().map(rowModule))
      : undefined;
    const rights = rightsOn && rowModule ? (row: Row) => rightsOn(rowModule(row)) : undefined;
    const rows = () => {
      const all = kept();
      const owner = declaration.ownedBy;
      const mine = owner ? all.filter((row) => row[owner] === admin._id) : all;
      return rights ? mine.filter((row) => rights(row).view) : mine;
    };
    const claimed = claimPresenter(store, declaration);
    const forAdmin = (row: Row): Row => {
      const own = rules.present ? rules.present(row, store) : row;
      return rights && rules.forAdmin ? rules.forAdmin(own, admin, rights(row).edit) : own;
    };
    // A claim lapses with the time alone: it is presented at each read, after the rest.
    const present = (row: Row): Row => (claimed ? claimed(forAdmin(row)) : forAdmin(row));
    // One record's answer says its version: an edit sends it back (If-Match) with the save.
    const presentOne = (row: Row): Row => ({ ...present(row), version: rowVersion(row) });
    // Rows presented per admin are kept as a view is, until what they read is written: a saved
    // view's counts read the list several times, and 10,000 copies a read cost more than a query.
    const presentedRows = () =>
      rightsOn && rules.forAdmin
        ? cachedView(store, `${collection} ${admin._id} ${rightsOn.key}`, () =>
            rows().map(forAdmin),
          )
        : rows().map(forAdmin);
    // A list is answered from the rows as they are when nothing is derived per row (no copy).
    const listed = () => {
      if (!rules.present && !rules.forAdmin && !claimed) return rows();
      const shown = rules.present || rules.forAdmin ? presentedRows() : rows();
      return claimed ? shown.map(claimed) : shown;
    };
    const stored = { newestFirst: rules.view ? undefined : rules.newestFirst };
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
      // Dual control: a held field of a new record (a new admin's edit on Withdraw) starts as
      // declared; the value asked waits for a second admin as a change of the new record.
      const held = heldOnCreate(declaration.fields, values, dualControlSetting(store));
      const base: Row = {
        ...values,
        ...held?.defaults,
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
      if (!held) return created(presentOne(saved), say`${singular} created`);
      return json(201, {
        success: true,
        message: say`${singular} created; what needs a second admin waits for approval`,
        result: presentOne(saved),
        pendingChange: proposeNew(request, admin, saved, held),
      });
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
      // Dual control: held for a second admin (202), or refused while another change waits (409).
      const held = gateUpdate(request, admin, declaration, existing, values, body);
      if (held) return held;
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
      // Sent with the version the row was seen at (a batch after its dry run): not acted on unseen.
      const moved = versionConflict(store, request, store.find(source, id!) ?? existing, singular);
      if (moved) return moved;
      const sent = await readBody(request);
      // A reason code and its text, checked as the dialog checks them; the record keeps the text
      // with the code's label (its handler reads it under the input's key).
      const errors = actionInputErrors(declared, sent);
      const problems = Object.values(errors);
      if (problems.length) return badRequest(problems[0], errors);
      const body =
        declared.reasons && declared.input
          ? { ...sent, [declared.input.key]: reasonText(declared, sent) }
          : sent;
      const held = gateAction(request, admin, { declaration, declared, existing, source, body });
      if (held) return held;
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
