import type { BaseRecord, CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';
import { API_PREFIX, HELD_FOR_APPROVAL, type Envelope } from '../model/contract';
import { readEnvelope, readRecord } from '../model/envelope';
import { NOTES_SEGMENT, type NotesAnswer, type RecordNote } from '../model/notes';
import { apiPath } from '../model/registry';
import { BULK_SEGMENT, type BulkAnswer, type BulkRequest } from '../model/bulk';
import { csvFileName, saveBlob } from './download';
import { http, type HttpClient } from './http';

/** Calls of the admin API contract (docs/API.md) that screens make outside Refine's hooks. */

export type Query = Record<string, string | number>;

/**
 * A filter's values as a list. An address's list of more than 20 values comes back from its query
 * string as an object keyed by position (qs's `arrayLimit`), not an array.
 */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value && typeof value === 'object' ? Object.values(value) : [value];
}

/** Refine's filters and sorters as the contract's query parameters. */
export function toQuery(
  filters: readonly CrudFilter[] = [],
  sorters: readonly CrudSort[] = [],
): Query {
  const query: Query = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const { field, operator, value } = filter as LogicalFilter;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    switch (operator) {
      case 'gte':
      case 'gt':
        query[`${field}_gte`] = String(value);
        break;
      case 'lte':
      case 'lt':
        query[`${field}_lte`] = String(value);
        break;
      case 'in':
        query[`${field}_in`] = listOf(value).join(',');
        break;
      case 'contains':
        query[field === 'q' ? 'q' : field] = String(value);
        break;
      default:
        query[field] = typeof value === 'object' ? listOf(value).join(',') : String(value);
    }
  }
  const sorter = sorters[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  return query;
}

export function resourceUrl(resource: string, ...rest: (string | number)[]): string {
  return [
    API_PREFIX,
    apiPath(resource),
    ...rest.map((part) => encodeURIComponent(String(part))),
  ].join('/');
}

/** POST /api/admin/{resource}/{id}/{action}: resolve, approve, cancel, start ... */
export async function runAction<T = BaseRecord>(
  resource: string,
  id: string | number,
  action: string,
  body: Record<string, unknown> = {},
  client: HttpClient = http(),
): Promise<Envelope<T>> {
  const { data, status } = await client.post<unknown>(resourceUrl(resource, id, action), body);
  const envelope = readEnvelope<T>(data, status);
  return status === HELD_FOR_APPROVAL ? { ...envelope, held: true } : envelope;
}

/** POST /api/admin/{resource}/bulk/{action}: a dry run, or the action on each row of a batch. */
export async function runBulk(
  resource: string,
  action: string,
  batch: BulkRequest,
  client: HttpClient = http(),
): Promise<Envelope<BulkAnswer>> {
  const { data, status } = await client.post<unknown>(
    resourceUrl(resource, BULK_SEGMENT, action),
    batch,
  );
  return readEnvelope<BulkAnswer>(data, status);
}

/** GET /api/admin/{resource}/export with the list's filters; saved under the caller's name. */
export async function exportCsv(
  resource: string,
  options: { filters?: CrudFilter[]; sorters?: CrudSort[]; fileName?: string } = {},
  client: HttpClient = http(),
): Promise<string> {
  const response = await client.get<Blob | string>(resourceUrl(resource, 'export'), {
    params: toQuery(options.filters, options.sorters),
    responseType: 'blob',
  });
  const name = csvFileName(options.fileName, apiPath(resource));
  saveBlob(response.data, name);
  return name;
}

/** POST /api/admin/{resource}/{name}: a declared list action on many rows (cancel all ...). */
export async function runListAction(
  resource: string,
  name: string,
  body: Record<string, unknown>,
  client: HttpClient = http(),
): Promise<Envelope<{ count: number }>> {
  const { data, status } = await client.post<unknown>(resourceUrl(resource, name), body);
  return readEnvelope<{ count: number }>(data, status);
}

/** GET /api/admin/{resource}?q=...: the first records a search finds and how many match (the command palette). */
export async function searchRecords(
  resource: string,
  q: string,
  limit: number,
  options: { signal?: AbortSignal; client?: HttpClient } = {},
): Promise<{ items: BaseRecord[]; total: number }> {
  const client = options.client ?? http();
  const { data, status } = await client.get<unknown>(resourceUrl(resource), {
    params: { q, page: 1, limit },
    signal: options.signal,
  });
  const result = readEnvelope<{ items: BaseRecord[]; total?: number }>(data, status).result;
  const items = result?.items ?? [];
  // How many records match in all, of which `items` are the first.
  const total =
    typeof result?.total === 'number' ? Math.max(result.total, items.length) : items.length;
  return { items, total };
}

/** GET /api/admin/{resource}/{id}/notes: the record's notes, oldest first, and who to mention. */
export async function readNotes(resource: string, id: string): Promise<NotesAnswer> {
  const { data, status } = await http().get<unknown>(resourceUrl(resource, id, NOTES_SEGMENT));
  return readRecord<NotesAnswer>(data, status);
}

/** POST /api/admin/{resource}/{id}/notes: appends a note (never edited or deleted after). */
export async function addNote(resource: string, id: string, text: string): Promise<RecordNote> {
  const { data, status } = await http().post<unknown>(resourceUrl(resource, id, NOTES_SEGMENT), {
    text,
  });
  return readRecord<RecordNote>(data, status);
}
