import type { CSSProperties } from 'react';
import type { CrudFilter, CrudFilters, LogicalFilter } from '@refinedev/core';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterDeclaration } from '../../resources/types';
import { ReferenceSelect } from './fields/Input';
import { filterOptions } from '../model/registry';
import { optionText, t } from '../i18n/translator';
import { optionLabel } from '../model/fieldTypes/enum';

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

/**
 * One filter control, by its declared type. `block` fills its row (a phone's filter sheet stacks
 * the controls) instead of the toolbar's width for its type.
 */
export function FilterControl({
  filter,
  onCommit,
  block = false,
}: {
  filter: FilterDeclaration;
  onCommit: () => void;
  block?: boolean;
}) {
  const sized = (style: CSSProperties): CSSProperties => (block ? { width: '100%' } : style);
  const label = t(filter.label);
  switch (filter.type) {
    case 'search':
      return (
        <Form.Item name={filter.key} noStyle>
          <Input.Search
            placeholder={label}
            allowClear
            onSearch={onCommit}
            style={sized({ width: 260 })}
            aria-label={label}
          />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item name={filter.key} noStyle>
          <Select
            placeholder={label}
            allowClear
            mode={filter.multiple ? 'multiple' : undefined}
            maxTagCount="responsive"
            onChange={onCommit}
            style={sized({ minWidth: filter.multiple ? 220 : 160 })}
            aria-label={label}
            options={filterOptions(filter).map((option) => ({
              value: option.value,
              label: optionText(optionLabel(option)),
            }))}
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item name={filter.key} noStyle>
          <Select
            placeholder={label}
            allowClear
            onChange={onCommit}
            style={sized({ minWidth: 140 })}
            aria-label={label}
            options={[
              { value: 'true', label: t('{{label}}: yes', { label }) },
              { value: 'false', label: t('{{label}}: no', { label }) },
            ]}
          />
        </Form.Item>
      );
    case 'dateRange':
      return (
        <Form.Item name={filter.key} noStyle>
          <DatePicker.RangePicker
            onChange={onCommit}
            // In a phone's sheet: one month at a time (two do not fit), opening upwards from the
            // sheet's foot (src/styles.css, a phone's lists).
            {...(block && {
              style: { width: '100%' },
              placement: 'topLeft' as const,
              classNames: { popup: { root: 'one-month-range' } },
            })}
            aria-label={label}
            placeholder={[t('{{label}} from', { label }), t('to')]}
          />
        </Form.Item>
      );
    case 'text':
      // Typed in full and matched exactly: sent on Enter, on leaving the box, and when cleared.
      return (
        <Form.Item name={filter.key} noStyle>
          <Input
            placeholder={label}
            allowClear
            aria-label={label}
            onPressEnter={onCommit}
            onBlur={onCommit}
            onChange={(event) => {
              if (event.type === 'click') onCommit();
            }}
            style={sized({ width: 180 })}
          />
        </Form.Item>
      );
    case 'reference':
      return (
        <Form.Item name={filter.key} noStyle>
          <ReferenceSelect
            field={{
              key: filter.key,
              label: filter.label,
              type: 'reference',
              reference: filter.reference,
            }}
            onChange={onCommit}
            placeholder={label}
            style={sized({ width: 220 })}
          />
        </Form.Item>
      );
  }
}
