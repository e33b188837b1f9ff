import type { AxiosInstance } from 'axios';
import type { BaseRecord, DataProvider } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import type { Envelope, ListResult } from '../model/contract';
import { http } from '../api/http';
import { resourceUrl, toQuery, type Query } from '../api/resources';
import { getConfig } from '../config';

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
      const { data } = await client.get<Envelope<ListResult<BaseRecord>>>(resourceUrl(resource), {
        params,
      });
      const result = data.result ?? { items: [], total: 0 };
      // Refine's generic types are placeholders here: the envelope is checked, the rows are data.
      return { data: result.items as never, total: result.total };
    },
    async getMany({ resource, ids }) {
      const { data } = await client.get<Envelope<ListResult<BaseRecord>>>(resourceUrl(resource), {
        params: { _id_in: ids.join(','), limit: ids.length },
      });
      return { data: (data.result?.items ?? []) as never };
    },
    async getOne({ resource, id }) {
      const { data } = await client.get<Envelope<BaseRecord>>(resourceUrl(resource, id));
      return { data: data.result as never };
    },
    async create({ resource, variables }) {
      const { data } = await client.post<Envelope<BaseRecord>>(resourceUrl(resource), variables);
      return { data: data.result as never };
    },
    async update({ resource, id, variables }) {
      const { data } = await client.put<Envelope<BaseRecord>>(resourceUrl(resource, id), variables);
      return { data: data.result as never };
    },
    async deleteOne({ resource, id }) {
      const { data } = await client.delete<Envelope<BaseRecord>>(resourceUrl(resource, id));
      return { data: (data.result ?? { _id: id }) as never };
    },
    async custom({ url, method, payload, query, headers }) {
      const { data } = await client.request<Envelope>({
        url,
        method,
        data: payload,
        params: query,
        headers,
      });
      return { data: data as never };
    },
  };
}
