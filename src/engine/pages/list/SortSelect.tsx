import type { CrudSort } from '@refinedev/core';
import { Select } from 'antd';
import type { FieldDeclaration } from '../../../../resources/types';
import { listOptions } from '../../listColumns';
import { t } from '../../../i18n/translator';

/**
 * A phone's sort: cards have no column headers to click, so the sortable columns are offered here,
 * each ascending or descending. It reads and sets the same sorters as the table's headers (one
 * field at a time, as the API sorts), so the address keeps the order either way.
 */
export function SortSelect({
  fields,
  sorters,
  onSort,
}: {
  fields: readonly FieldDeclaration[];
  sorters: readonly CrudSort[];
  onSort: (sorters: CrudSort[]) => void;
}) {
  const sortable = fields.filter((field) => listOptions(field).sortable);
  if (sortable.length === 0) return null;
  const current = sorters.find((sorter) => sortable.some((field) => field.key === sorter.field));
  return (
    <Select<string>
      className="list-sort"
      aria-label={t('Sort')}
      placeholder={t('Sort')}
      popupMatchSelectWidth={false}
      value={current ? `${current.field}:${current.order}` : undefined}
      onChange={(value) => {
        const cut = value.lastIndexOf(':');
        onSort([{ field: value.slice(0, cut), order: value.slice(cut + 1) as CrudSort['order'] }]);
      }}
      options={sortable.flatMap((field) => {
        const label = t(field.label);
        return [
          { value: `${field.key}:asc`, label: t('{{label}}: ascending', { label }) },
          { value: `${field.key}:desc`, label: t('{{label}}: descending', { label }) },
        ];
      })}
    />
  );
}
