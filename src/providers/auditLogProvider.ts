import type { AuditLogProvider } from '@refinedev/core';
import type { AuditEntry } from '../../resources/domain';
import { http, type HttpClient } from '../api/http';
import { resourceUrl } from '../api/resources';
import { readList } from '../model/envelope';
import type { ListResult } from '../model/contract';

/** What a reader of a record's history passes as useLogList's `meta`. */
interface HistoryMeta {
  id: string | number;
  page?: number;
  pageSize?: number;
  /** Newest first unless asked otherwise. */
  order?: 'asc' | 'desc';
}

/**
 * Refine's audit-log provider, read-only: `get` reads one record's entries in the server's audit
 * trail, GET /api/admin/{resource}/{id}/history (paged, newest first), through the app's HTTP client
 * (its headers and 401 handling). There is no `create` or `update`: the server writes the trail for
 * every change request, and Refine's mutation hooks log only through `create`, so they send nothing.
 */
export function createAuditLogProvider(client: HttpClient = http()): Pick<AuditLogProvider, 'get'> {
  return {
    async get({ resource, meta }): Promise<ListResult<AuditEntry>> {
      const { id, page = 1, pageSize = 10, order = 'desc' } = (meta ?? {}) as HistoryMeta;
      if (id === undefined || id === '') throw new Error('A record history needs the record id');
      const { data, status } = await client.get<unknown>(resourceUrl(resource, id, 'history'), {
        params: { page, limit: pageSize, sort: 'at', order },
      });
      return readList<AuditEntry>(data, status);
    },
  };
}
