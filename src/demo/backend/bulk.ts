import type { ActionDeclaration, ResourceDeclaration, Values } from '../../../resources/types';
import { actionInputErrors } from '../../model/reasons';
import { actionAllowed } from '../../model/actions';
import { requestNeed } from '../../model/apiRules';
import {
  bulkMaxRows,
  bulkTotals,
  type BulkAnswer,
  type BulkOutcome,
  type BulkRequest,
  type BulkRow,
} from '../../model/bulk';
import { API_PREFIX } from '../../model/contract';
import { apiPath } from '../../model/registry';
import { badRequest, conflict, json, readBody } from '../http-utils';
import { collectionRules } from '../rules';
import { newId, rowVersion, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { titleOf } from './auditNames';
import { say } from '../../../resources/_text';

/** Answers one request as the API would, inside the batch (no lock: the batch holds it). */
type Answer = (
  request: Request,
  route: string,
  options?: { dryRun?: boolean },
) => Promise<Response>;

/** Runs with no other request reading or writing the store meanwhile (./trialGate.ts). */
type Alone = <T>(run: () => Promise<T>) => Promise<T>;

/** The audit trail's two steps, one entry per row with the batch's id. */
interface RowTrail {
  begin: (request: Request, route: string, method: string) => Promise<unknown>;
  finish: (pending: never, response: Response, batchId?: string) => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The batch asked for, or the 400 naming what is wrong with it. */
function readBatch(body: Record<string, unknown>, max: number): BulkRequest | Response {
  const errors: Record<string, string> = {};
  const { ids, filter, input, dryRun, versions } = body;
  if (typeof dryRun !== 'boolean')
    errors.dryRun = say`Say whether this is a dry run (true or false)`;
  if ((ids === undefined) === (filter === undefined))
    errors.ids = say`Name the rows: either ids or filter`;
  else if (ids !== undefined) {
    if (!Array.isArray(ids) || !ids.length || ids.some((id) => typeof id !== 'string' || !id))
      errors.ids = say`ids must be a list of record ids`;
    else if (new Set(ids).size !== ids.length) errors.ids = say`ids must not repeat`;
    else if (ids.length > max) errors.ids = say`A batch holds at most ${max} rows`;
  } else if (!isRecord(filter) || Object.values(filter).some((value) => typeof value !== 'string'))
    errors.filter = say`filter must be an object of list filters`;
  if (input !== undefined && !isRecord(input)) errors.input = say`input must be an object`;
  if (
    versions !== undefined &&
    (!isRecord(versions) || Object.values(versions).some((value) => !Number.isInteger(value)))
  )
    errors.versions = say`versions must map ids to whole numbers`;
  if (Object.keys(errors).length) return badRequest(say`The batch has errors`, errors);
  return body as unknown as BulkRequest;
}

/**
 * Actions on many rows (src/model/bulk.ts, docs/API.md "Batches"): each row is sent as its own
 * request, in turn, and keeps every rule it has alone (rights, state, four-eyes, dual control,
 * version); the audit trail has one entry per row with the batch's id. A dry run does the same
 * inside a store trial, put back afterwards: what it answers is what the batch would do now.
 */
export function createBulk(
  store: DemoStore,
  permitted: Permit,
  { answer, trail, alone }: { answer: Answer; trail: RowTrail; alone: Alone },
) {
  /** GET of the list, as the admin reads it (rights, views, filters). */
  async function list(request: Request, path: string, query: Record<string, string>) {
    const url = new URL(`${API_PREFIX}/${path}`, request.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const read = new Request(url, { method: 'GET', headers: request.headers });
    const response = await answer(read, url.pathname);
    const body = (await response.json()) as { result?: { items?: Row[]; total?: number } };
    return { response, items: body.result?.items ?? [], total: body.result?.total ?? 0 };
  }

  return async function bulk(
    request: Request,
    admin: Row,
    declaration: ResourceDeclaration,
    action: ActionDeclaration,
  ): Promise<Response> {
    const path = apiPath(declaration.name);
    const { module, need } = requestNeed(declaration, 'POST', ['bulk', action.name]);
    const denied = await permitted(admin, module, need);
    if (denied) return denied;
    const max = bulkMaxRows(action, store.object('site-setting').bulkMaxRows);
    const batch = readBatch(await readBody(request), max);
    if (batch instanceof Response) return batch;
    // What every row would refuse alone (a missing reason) is refused once, on the batch's input.
    const inputErrors = actionInputErrors(action, batch.input ?? {});
    const inputProblems = Object.values(inputErrors);
    if (inputProblems.length) return badRequest(inputProblems[0], inputErrors);

    let ids = batch.ids ?? [];
    if (batch.filter) {
      const limit = String(max + 1);
      const found = await list(request, path, { ...batch.filter, page: '1', limit });
      if (!found.response.ok) return found.response;
      if (found.total > max)
        return badRequest(
          say`These filters select ${found.total} rows; a batch holds at most ${max}`,
          {
            filter: say`A batch holds at most ${max} rows`,
          },
        );
      ids = found.items.map((row) => row._id);
    }
    // The rows as the list presents them: what the totals add up and the titles name.
    const shown = await list(request, path, { _id_in: ids.join(','), limit: String(ids.length) });
    const records = new Map<string, Row>(shown.items.map((row) => [row._id, row]));
    const rules = collectionRules(declaration.name);
    const capped = rules.bulkRefusal?.(store, action.name, [...records.values()]);
    if (capped) return conflict(capped);

    const batchId = newId();
    const source = rules.source ?? declaration.name;
    const title = titleOf(declaration, store);
    const runRows = async (): Promise<BulkRow[]> => {
      const rows: BulkRow[] = [];
      for (const id of ids) {
        const stored = store.find(source, id);
        const route = `${API_PREFIX}/${path}/${encodeURIComponent(id)}/${action.name}`;
        const headers = new Headers(request.headers);
        headers.set('Content-Type', 'application/json');
        headers.delete('Content-Length');
        const seen = batch.versions?.[id];
        if (seen !== undefined) headers.set('If-Match', `"${seen}"`);
        const one = new Request(new URL(route, request.url), {
          method: 'POST',
          headers,
          body: JSON.stringify(batch.input ?? {}),
        });
        const pending = batch.dryRun ? undefined : await trail.begin(one, route, 'POST');
        const response = await answer(one, route, { dryRun: batch.dryRun });
        if (pending) await trail.finish(pending as never, response, batchId);
        const body = (await response.clone().json()) as { message?: string; result?: Values };
        rows.push({
          _id: id,
          title: stored ? title(stored) : id,
          outcome: outcomeOf(action, response.status, body.result),
          status: response.status,
          message: body.message ?? '',
          ...(stored && batch.dryRun ? { version: rowVersion(stored) } : {}),
        });
      }
      return rows;
    };
    const rows = batch.dryRun ? await alone(() => store.trial(runRows)) : await runRows();
    const totals = bulkTotals(declaration, action, rows, records);
    const result: BulkAnswer = { batchId, action: action.name, dryRun: batch.dryRun, rows, totals };
    const done = totals.outcomes.applied + totals.outcomes.awaitingApproval + totals.outcomes.held;
    const message = batch.dryRun
      ? say`Dry run: ${done} of ${rows.length} rows would be acted on; nothing was changed`
      : say`${done} of ${rows.length} rows acted on`;
    return json(200, { success: true, message, result });
  };
}

/**
 * A row's outcome from its own answer: held for a second admin (202); done, or done and still
 * open to the same action (a withdrawal's first of two approvals); refused, with why.
 */
function outcomeOf(
  action: ActionDeclaration,
  status: number,
  result: Values | undefined,
): BulkOutcome {
  if (status === 202) return 'held';
  if (status < 200 || status >= 300) return 'refused';
  return result && actionAllowed(action, result) ? 'awaitingApproval' : 'applied';
}
