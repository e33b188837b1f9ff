import type { AxiosInstance } from 'axios';
import type {
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  LogicalFilter,
} from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import { API_PREFIX, type Envelope } from '../api/contract';
import { readEnvelope, readList, readRecord } from '../api/envelope';
import { http } from '../api/http';
import { csvFileName, saveBlob } from '../api/download';
import { apiPath } from '../engine/registry';
import { getConfig } from '../config';

type Query = Record<string, string | number>;

/** Refine's filters and sorters as the contract's query parameters (DESIGN §4). */
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
        query[`${field}_in`] = (value as unknown[]).join(',');
        break;
      case 'contains':
        query[field === 'q' ? 'q' : field] = String(value);
        break;
      default:
        query[field] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  const sorter = sorters[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  return query;
}

function resourceUrl(resource: string, ...rest: (string | number)[]): string {
  return [
    API_PREFIX,
    apiPath(resource),
    ...rest.map((part) => encodeURIComponent(String(part))),
  ].join('/');
}

/**
 * simple-rest's provider over our axios instance, with the methods the contract shapes
 * differently (envelope, page/limit/sort/order/q) replaced.
 */
export function createDataProvider(client: AxiosInstance = http()): DataProvider {
  const base = simpleRest(getConfig().apiUrl, client);
  return {
    ...base,
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
    async create({ resource, variables }) {
      const { data, status } = await client.post<unknown>(resourceUrl(resource), variables);
      return { data: readRecord(data, status) as never };
    },
    async update({ resource, id, variables }) {
      const { data, status } = await client.put<unknown>(resourceUrl(resource, id), variables);
      return { data: readRecord(data, status) as never };
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
        params: query,
        headers,
      });
      return { data: readEnvelope(data, status) as never };
    },
  };
}

/** POST /api/admin/{resource}/{id}/{action} (DESIGN §4): resolve, approve, cancel, start ... */
export async function runAction<T = BaseRecord>(
  resource: string,
  id: string | number,
  action: string,
  body: Record<string, unknown> = {},
  client: AxiosInstance = http(),
): Promise<Envelope<T>> {
  const { data, status } = await client.post<unknown>(resourceUrl(resource, id, action), body);
  return readEnvelope<T>(data, status);
}

/** GET /api/admin/{resource}/export with the list's filters; saved under the caller's name. */
export async function exportCsv(
  resource: string,
  options: { filters?: CrudFilter[]; sorters?: CrudSort[]; fileName?: string } = {},
  client: AxiosInstance = http(),
): Promise<string> {
  const response = await client.get<Blob | string>(resourceUrl(resource, 'export'), {
    params: toQuery(options.filters, options.sorters),
    responseType: 'blob',
  });
  const name = csvFileName(options.fileName, apiPath(resource));
  saveBlob(response.data, name);
  return name;
}
