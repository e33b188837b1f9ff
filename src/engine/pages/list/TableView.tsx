import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import {
  Form,
  Table,
  type FormProps,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import type {
  FieldDeclaration,
  FilterDeclaration,
  ResourceDeclaration,
} from '../../../../resources/types';
import type { AccessDecider } from '../../../../access/enforcer';
import type { ListExtensions } from '../types';
import { FilterControl } from '../../filterControl';
import type { FilterValues } from '../../filters';
import { fieldColumn, listOptions } from '../../listColumns';
import { actionsColumn } from './RowActions';
import type { Picks, Selection } from './useSelection';
import { rowFocusProps, type RowFocus } from './useListKeys';
import { t } from '../../../i18n/translator';

/** The batch's checkbox column: as narrow as a box and the cell's padding. */
export const SELECTION_WIDTH = 32;

/** A checkbox column for the batch: picks survive paging; "all matching" ticks every row shown. */
function rowSelection(
  selection: Selection,
  picks: Picks,
  rows: readonly BaseRecord[],
  declaration: ResourceDeclaration,
): TableProps<BaseRecord>['rowSelection'] {
  const label = (record: BaseRecord) =>
    String(record[declaration.recordTitle ?? '_id'] ?? record._id);
  return {
    columnWidth: SELECTION_WIDTH,
    fixed: 'left',
    // The page's box is the bar's (./BulkBar.tsx).
    hideSelectAll: true,
    selectedRowKeys: picks.allMatching
      ? rows.filter(selection.selectable).map((record) => String(record._id))
      : [...picks.picked.keys()],
    preserveSelectedRowKeys: true,
    onSelect: (record, on) => selection.toggle(record, on),
    getCheckboxProps: (record) => ({
      disabled: !selection.selectable(record),
      'aria-label': t('Select {{name}}', { name: label(record) }),
    }),
  };
}

const noSubscribe = () => () => undefined;

/*
 * A wide screen's list: the filters in a toolbar and the rows in antd's Table. Its own chunk: a
 * phone draws cards and a filter sheet instead, and does not download the table (rc-table, tree,
 * checkboxes) or the date pickers (../ResourceList.tsx starts loading this on a wide screen).
 */

/** The filters inline above the table, each sent as it changes. */
export function FilterBar({
  filters,
  formProps,
  initialValues,
}: {
  filters: readonly FilterDeclaration[];
  formProps: FormProps<FilterValues>;
  initialValues: FilterValues;
}) {
  return (
    <Form
      {...formProps}
      initialValues={initialValues}
      layout="inline"
      className="list-toolbar"
      role="search"
    >
      {filters.map((filter) => (
        <FilterControl key={filter.key} filter={filter} onCommit={() => formProps.form?.submit()} />
      ))}
    </Form>
  );
}

/** The rows as a table: a column per chosen field, sortable where the API sorts, row buttons last. */
export function ListTable({
  declaration,
  declared,
  visible,
  cells,
  expandedRow,
  decider,
  canEdit,
  sorters,
  tableProps,
  rows,
  rowClassName,
  selection,
  focus,
  firstLoad,
  empty,
  pagination,
}: ListExtensions & {
  declaration: ResourceDeclaration;
  /** Every declared field: a column may show a field beside it (a reference's label). */
  declared: readonly FieldDeclaration[];
  /** The columns the admin chose, in order. */
  visible: readonly FieldDeclaration[];
  decider: AccessDecider | null;
  canEdit: boolean;
  sorters: readonly CrudSort[];
  tableProps: TableProps<BaseRecord>;
  rows: readonly BaseRecord[];
  rowClassName: (record: BaseRecord) => string;
  /** The rows picked for a batch action, when the list has any the admin may take. */
  selection?: Selection;
  /** The row the keys work on (a page's own list). */
  focus?: RowFocus;
  /** Still asking for the first page: the empty slot shows skeleton rows, not a spinner. */
  firstLoad: boolean;
  empty: ReactNode;
  pagination: false | TablePaginationConfig;
}) {
  const columns = useMemo<TableColumnsType<BaseRecord>>(() => {
    const cols: TableColumnsType<BaseRecord> = visible.map((field) => {
      const options = listOptions(field);
      const cell = cells?.[field.key];
      return {
        ...fieldColumn(field, declared),
        ...(cell ? { render: (value: unknown, record: BaseRecord) => cell(value, record) } : {}),
        // One column at a time: the API sorts by one field (docs/API.md), so a click replaces the
        // sort, and the header shows the order the rows are really in (also after back/forward).
        sorter: options.sortable,
        sortOrder: options.sortable
          ? (getDefaultSortOrder(field.key, sorters as CrudSort[]) ?? null)
          : undefined,
      };
    });
    const actions = actionsColumn(declaration, decider, canEdit);
    if (actions) cols.push(actions);
    return cols;
  }, [visible, declaration, declared, canEdit, decider, sorters, cells]);
  // The same function while the keys move the focus (marked on the row, ./useListKeys.tsx): the
  // rows are not drawn again for it.
  const onRow = useMemo(
    () => focus && ((record: BaseRecord) => rowFocusProps(focus, record)),
    [focus],
  );
  // The picks, read here: a tick draws the table again, not the list page around it.
  const picks = useSyncExternalStore(selection?.subscribe ?? noSubscribe, () => selection?.read());
  const selecting = useMemo(
    () => selection && picks && rowSelection(selection, picks, rows, declaration),
    [selection, picks, rows, declaration],
  );
  return (
    <Table
      {...tableProps}
      dataSource={rows as BaseRecord[]}
      rowClassName={rowClassName}
      onRow={onRow}
      rowKey="_id"
      columns={columns}
      size="middle"
      tableLayout="fixed"
      scroll={{
        x:
          columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) +
          (selection ? SELECTION_WIDTH : 0),
      }}
      // Fixed at the left, so that an opened row is as wide as the visible table, not its scroll.
      expandable={
        expandedRow && { expandedRowRender: (record) => expandedRow(record), fixed: 'left' }
      }
      rowSelection={selecting}
      loading={firstLoad ? false : tableProps.loading}
      locale={{ emptyText: empty }}
      pagination={pagination}
    />
  );
}
