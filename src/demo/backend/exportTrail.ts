import type { ResourceDeclaration } from '../../../resources/types';
import type { DemoStore, Row } from '../store';
import { appendEntry } from './auditEntry';
import { say } from '../../../resources/_text';

/** Query parameters that page or order an export, not choose its rows. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/** The export's filters as sent (a key sent twice: its values joined by ", "). */
function exportFilters(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (NOT_FILTERS.has(key) || value === '') continue;
    filters[key] = key in filters ? `${filters[key]}, ${value}` : value;
  }
  return filters;
}

/**
 * Writes an export to the audit trail: who took which rows out of the panel (its resource, the
 * filters and how many rows). Reads are not recorded otherwise; an export is, because a file of
 * every user or withdrawal leaves the panel with it.
 */
export function recordExport(
  store: DemoStore,
  admin: Row,
  what: {
    declaration: ResourceDeclaration;
    module: string;
    params: URLSearchParams;
    count: number;
  },
): void {
  appendEntry(store, admin, {
    module: what.module,
    resource: what.declaration.name,
    recordId: null,
    recordTitle: what.declaration.title.plural,
    action: 'export',
    outcome: 200,
    message: say`Rows exported: ${String(what.count)}`,
    changes: [],
    filters: exportFilters(what.params),
    rowCount: what.count,
  });
}
