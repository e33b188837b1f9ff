import type { BaseRecord, DataProvider } from '@refinedev/core';
import { readEnvelope, readList, readRecord } from '../model/envelope';
import { http, type HttpClient } from '../api/http';
import { resourceUrl, toQuery, type Query } from '../api/resources';
import { getConfig } from '../config';
import { HELD_FOR_APPROVAL, type Envelope } from '../model/contract';

/** A form's save may be stopped by the admin: its signal travels in the mutation's meta. */
function signalOf(meta: unknown): AbortSignal | undefined {
  const signal = (meta as { signal?: unknown } | undefined)?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
}

/**
 * Refine's data provider over the app's HTTP client (api/http.ts), in the contract's shapes: every answer in its
 * envelope, lists by page/limit/sort/order/q (docs/API.md). Written here in full: no method of a
 * generic REST provider (simple-rest) fits the envelope, so none is borrowed.
 */
export function createDataProvider(client: HttpClient = http()): DataProvider {
  return {
    getApiUrl: () => getConfig().apiUrl,
    async getList({ resource, pagination, filters, sorters }) {
      const { currentPage = 1, pageSize = 20, mode = 'server' } = pagination ?? {};
      const params: Query = toQuery(filters, sorters);
      if (mode === 'server') Object.assign(params, { page: currentPage, limit: pageSize });
      else params.limit = 1000;
      const { data, status } = await client.get<unknown>(resourceUrl(resource), { params });
      const result = readList<BaseRecord>(data, status);
      // Refine's generic types are placeholders here: the envelope is checked, the rows are data.
      return { data: result.items as never, total: result.total };
    },
    async getMany({ resource, ids }) {
      const { data, status } = await client.get<unknown>(resourceUrl(resource), {
        params: { _id_in: ids.join(','), limit: ids.length },
      });
      return { data: readList<BaseRecord>(data, status).items as never };
    },
    async getOne({ resource, id }) {
      const { data, status } = await client.get<unknown>(resourceUrl(resource, id));
      return { data: readRecord(data, status) as never };
    },
    async create({ resource, variables, meta }) {
      const { data, status } = await client.post<unknown>(resourceUrl(resource), variables, {
        signal: signalOf(meta),
      });
      const record = readRecord(data, status);
      // Part of a new record may wait for a second admin (a new admin's money rights).
      const { pendingChange } = data as Envelope;
      return { data: record as never, ...(pendingChange ? { pendingChange } : {}) };
    },
    async update({ resource, id, variables, meta }) {
      // The version the form was loaded at: the API refuses (409) a save over someone else's.
      const version = (meta as { version?: unknown } | undefined)?.version;
      const headers = typeof version === 'number' ? { 'If-Match': `"${version}"` } : undefined;
      const { data, status } = await client.put<unknown>(resourceUrl(resource, id), variables, {
        headers,
        signal: signalOf(meta),
      });
      // A 202's record is the pending change a second admin must approve (`held`, HeldUpdate).
      const held = status === HELD_FOR_APPROVAL;
      return { data: readRecord(data, status) as never, ...(held ? { held } : {}) };
    },
    async deleteOne({ resource, id }) {
      const { data, status } = await client.delete<unknown>(resourceUrl(resource, id));
      // A delete may answer without the record; the envelope itself must still be there.
      return { data: (readEnvelope<BaseRecord>(data, status).result ?? { _id: id }) as never };
    },
    async custom({ url, method, payload, query, headers }) {
      const { data, status } = await client.request<unknown>({
        url,
        method,
        data: payload,
        params: query as Record<string, unknown> | undefined,
        headers,
      });
      return { data: readEnvelope(data, status) as never };
    },
  };
}
