import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import {
  Form,
  Table,
  theme,
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
import { isPicked, usePicks, type Selection } from './useSelection';
import { PickBox } from './PickBox';
import { rowFocusProps, type RowFocus } from './useListKeys';

/** The batch's checkbox column: as narrow as a box and the cell's padding. */
export const SELECTION_WIDTH = 32;

/**
 * The batch's checkbox column. Not antd's `rowSelection`: its picked keys are the table's props, so
 * a tick drew every row and the pager again (200 ms and more on a slow CPU). Here each box reads the
 * picks itself (./PickBox.tsx), and so does each row for its marking (PickedRow): a tick draws one
 * box, one row's element and the batch bar. The page's box is the bar's (./BulkBar.tsx). The column
 * keeps antd's selection-column class, for its look.
 */
function selectionColumn(
  selection: Selection,
  declaration: ResourceDeclaration,
): TableColumnsType<BaseRecord>[number] {
  return {
    key: 'selection',
    className: 'ant-table-selection-column',
    width: SELECTION_WIDTH,
    fixed: 'left',
    render: (_: unknown, record: BaseRecord) => (
      <PickBox
        selection={selection}
        record={record}
        label={String(record[declaration.recordTitle ?? '_id'] ?? record._id)}
      />
    ),
  };
}

/** What a row reads to mark itself picked: the selection and the rows shown, by id. */
const PickedRows = createContext<{ selection: Selection; byId: ReadonlyMap<string, BaseRecord> }>(
  undefined as never,
);

/**
 * A row of the table (antd's `components.body.row`), marked `data-picked` when in the batch, from
 * the picks it reads itself: a tick draws the row's element again, not its cells (the same
 * children). An attribute, not antd's selected-row class: a class changed on an element restyles
 * all that is in it (antd's `[class^="ant-table"] …` rules), some 40 elements a row, 90 ms for a
 * page's box on a slow CPU. styles.css paints it as antd paints a selected row.
 */
function PickedRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: Key }) {
  const { selection, byId } = useContext(PickedRows);
  // Only the data's rows have a key (not an opened row's details, nor the empty state's row).
  const key = props['data-row-key'];
  const record = key === undefined ? undefined : byId.get(String(key));
  const picked = usePicks(selection, (picks) =>
    record ? isPicked(selection, picks, record) : false,
  );
  return <tr {...props} data-picked={picked || undefined} />;
}

/** The table's own parts with the batch's row. */
const PICKED_ROW = { body: { row: PickedRow } };

/** antd's colours for a selected row, for the picked rows' marking (styles.css). */
function usePickedColours(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--picked-row-bg': token.controlItemBgActive,
        '--picked-row-hover-bg': token.controlItemBgActiveHover,
      }) as CSSProperties,
    [token.controlItemBgActive, token.controlItemBgActiveHover],
  );
}

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
    if (selection) cols.unshift(selectionColumn(selection, declaration));
    return cols;
  }, [visible, declaration, declared, canEdit, decider, sorters, cells, selection]);
  // The same function while the keys move the focus (marked on the row, ./useListKeys.tsx): the
  // rows are not drawn again for it.
  const onRow = useMemo(
    () => focus && ((record: BaseRecord) => rowFocusProps(focus, record)),
    [focus],
  );
  const picking = useMemo(
    () =>
      selection && {
        selection,
        byId: new Map(rows.map((record) => [String(record._id), record])),
      },
    [selection, rows],
  );
  const colours = usePickedColours();
  const table = (
    <Table
      {...tableProps}
      dataSource={rows as BaseRecord[]}
      rowClassName={rowClassName}
      onRow={onRow}
      rowKey="_id"
      columns={columns}
      size="middle"
      tableLayout="fixed"
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
      // Fixed at the left, so that an opened row is as wide as the visible table, not its scroll.
      expandable={
        expandedRow && { expandedRowRender: (record) => expandedRow(record), fixed: 'left' }
      }
      components={picking ? PICKED_ROW : undefined}
      style={picking ? colours : undefined}
      loading={firstLoad ? false : tableProps.loading}
      locale={{ emptyText: empty }}
      pagination={pagination}
    />
  );
  return picking ? <PickedRows.Provider value={picking}>{table}</PickedRows.Provider> : table;
}
