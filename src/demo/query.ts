import type { FieldDeclaration } from '../../resources/types';
import { LIST_LIMIT } from '../model/contract';
import type { Row } from './store';

const CONTROL = new Set(['page', 'limit', 'sort', 'order', 'q']);
const SEARCHABLE = new Set(['text', 'slug', 'email', 'solanaAddress', 'txSignature', 'textarea']);

function comparable(value: unknown): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = String(value ?? '');
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(time) ? text.toLowerCase() : time;
}

function equals(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => String(item) === wanted);
  return String(value ?? '') === wanted;
}

/** Whether the value (or an item of it) is one of `wanted`: one look-up per row, however many. */
function among(value: unknown, wanted: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => wanted.has(String(item)));
  return wanted.has(String(value ?? ''));
}

/** How a collection keeps its rows: newest first by this field (the audit trail by `at`). */
interface StoredOrder {
  newestFirst?: string;
}

/**
 * Server-side filtering, sorting and paging by the contract's parameters (docs/API.md). Rows are
 * copied only when filtered or sorted; a collection kept newest first by the sorted field is
 * answered in its own order (or reversed), not sorted again: 100,000 audit entries page as fast as
 * 100. Which parameters a request may send, and how many, is checked before (queryKeys.ts).
 */
export function queryRows(
  rows: readonly Row[],
  params: URLSearchParams,
  fields: readonly FieldDeclaration[],
  stored: StoredOrder = {},
) {
  let result: readonly Row[] = rows;
  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    const keys = fields.filter((field) => SEARCHABLE.has(field.type)).map((field) => field.key);
    result = result.filter(
      (row) =>
        row._id === q ||
        keys.some((key) =>
          String(row[key] ?? '')
            .toLowerCase()
            .includes(q),
        ),
    );
  }
  for (const [key, raw] of params) {
    if (CONTROL.has(key) || raw === '') continue;
    if (key.endsWith('_gte') || key.endsWith('_lte')) {
      const field = key.slice(0, -4);
      const bound = comparable(raw);
      result = result.filter((row) => {
        const value = comparable(row[field]);
        return key.endsWith('_gte') ? value >= bound : value <= bound;
      });
    } else if (key.endsWith('_in')) {
      const wanted = new Set(raw.split(','));
      const field = key.slice(0, -3);
      result = result.filter((row) => among(row[field], wanted));
    } else {
      result = result.filter((row) => equals(row[key], raw));
    }
  }
  const sort = params.get('sort');
  if (sort && sort === stored.newestFirst) {
    // Already in that order: descending as it is, ascending reversed (equal keys then read in
    // the order written, as the sort below would leave them).
    if (params.get('order') !== 'desc') result = result.slice().reverse();
  } else if (sort) {
    const direction = params.get('order') === 'desc' ? -1 : 1;
    // Collections keep the newest row first; equal keys (rows written in the same millisecond)
    // keep that order descending and the reverse ascending, so history reads in the order written.
    const ordered = direction === 1 ? result.slice().reverse() : result;
    // An amount in the record's own unit (a transfer in its coin) sorts within its unit: the
    // units in alphabetical order, each one's amounts in the order asked. 487 SOL and 1,000 USDC
    // are not comparable, and a list mixing them would read as wrong.
    const unitKey = fields.find((field) => field.key === sort)?.unitKey;
    // Each key is read once, not at every comparison (10,000 orders sort in a few ms).
    const keyed = ordered.map((row) => ({
      row,
      unit: unitKey ? String(row[unitKey] ?? '') : '',
      key: comparable(row[sort]),
    }));
    keyed.sort((a, b) => {
      if (a.unit !== b.unit) return a.unit > b.unit ? 1 : -1;
      if (a.key === b.key) return 0;
      return (a.key > b.key ? 1 : -1) * direction;
    });
    result = keyed.map((item) => item.row);
  }
  const total = result.length;
  const limit = Math.min(
    Math.max(Number(params.get('limit')) || LIST_LIMIT.default, 1),
    LIST_LIMIT.max,
  );
  const page = Math.max(Number(params.get('page')) || 1, 1);
  return { all: result, items: result.slice((page - 1) * limit, page * limit), total };
}
