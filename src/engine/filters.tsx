import type { CrudFilter, CrudFilters, LogicalFilter } from '@refinedev/core';
import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterDeclaration } from '../../resources/types';
import { t } from '../i18n/translator';

export type FilterValues = Record<string, unknown>;

/** Filter form values -> Refine filters (search `q`, equality, date range as _gte/_lte). */
export function toCrudFilters(
  filters: readonly FilterDeclaration[],
  values: FilterValues,
): CrudFilters {
  return filters.flatMap((filter): CrudFilter[] => {
    const value = values[filter.key];
    if (filter.type === 'dateRange') {
      const [from, to] = (value as [Dayjs | null, Dayjs | null] | undefined) ?? [];
      return [
        {
          field: filter.key,
          operator: 'gte',
          value: from ? from.startOf('day').toISOString() : undefined,
        },
        {
          field: filter.key,
          operator: 'lte',
          value: to ? to.endOf('day').toISOString() : undefined,
        },
      ];
    }
    if (filter.type === 'search')
      return [{ field: 'q', operator: 'contains', value: value || undefined }];
    if (filter.multiple) {
      const chosen = (value as unknown[] | undefined) ?? [];
      return [{ field: filter.key, operator: 'in', value: chosen.length ? chosen : undefined }];
    }
    return [{ field: filter.key, operator: 'eq', value: value ?? undefined }];
  });
}

/** Whether the admin narrowed the list: a filter in force that the embedding page does not fix. */
export function filtersApplied(
  crud: readonly CrudFilter[],
  fixed: Record<string, unknown> | undefined,
): boolean {
  return crud.some(
    (filter) =>
      'field' in filter &&
      !(fixed && filter.field in fixed) &&
      filter.value !== undefined &&
      filter.value !== null &&
      filter.value !== '' &&
      !(Array.isArray(filter.value) && filter.value.length === 0),
  );
}

/** Refine filters (e.g. from the URL) -> filter form values, so the form shows what applies. */
export function toFormValues(
  filters: readonly FilterDeclaration[],
  crud: readonly CrudFilter[],
): FilterValues {
  const find = (field: string, operator?: string) =>
    (crud as LogicalFilter[]).find(
      (item) => item.field === field && (!operator || item.operator === operator),
    )?.value;
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.type === 'dateRange') {
      const from = find(filter.key, 'gte');
      const to = find(filter.key, 'lte');
      if (from || to)
        values[filter.key] = [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null];
    } else {
      const value = find(filter.type === 'search' ? 'q' : filter.key);
      if (value !== undefined)
        values[filter.key] = filter.multiple && !Array.isArray(value) ? [value] : value;
    }
  }
  return values;
}

/** What every filter control takes. */
export interface FilterControlProps {
  filter: FilterDeclaration;
  /** Sends the filters (the control's value changed, or Enter). */
  onCommit: () => void;
  /** Fills its row (a phone's toolbar and filter sheet) instead of the desktop toolbar's width. */
  block?: boolean;
}

/**
 * The search box of a list: drawn at once on every screen (a phone keeps it above its cards). The
 * other filters' controls (./filterControl.tsx) load with a wide screen's table, or when a phone's
 * filter sheet first opens: date pickers and option lists are not part of a phone's first screen.
 */
export function SearchFilter({ filter, onCommit, block = false }: FilterControlProps) {
  const label = t(filter.label);
  return (
    <Form.Item name={filter.key} noStyle>
      <Input.Search
        placeholder={label}
        allowClear
        onSearch={onCommit}
        style={block ? { width: '100%' } : { width: 260 }}
        aria-label={label}
      />
    </Form.Item>
  );
}
