import { Suspense, useDeferredValue, useMemo } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Card, Typography } from 'antd';
import type { EmbeddedListProps, ListExtensions, PageProps } from './types';
import type { ApiErrorBody } from '../../model/contract';
import { useFormFromAddress } from './list/useFormFromAddress';
import { filtersApplied, toCrudFilters, toFormValues, type FilterValues } from '../filters';
import { useRememberListAddress } from '../listMemory';
import { DEFAULT_PAGE_SIZE } from '../listAddress';
import { useColumnChoice } from '../listColumns';
import { RowActions, rowActionsShown } from './list/RowActions';
import { cardLayout, ListCards } from './list/ListCards';
import { FilterSheet } from './list/FilterSheet';
import { SortSelect } from './list/SortSelect';
import { useAccess } from '../../session/access';
import { canReadReference } from '../references';
import { ListEmpty, ListSkeleton } from '../ListEmpty';
import { midSentence } from '../../model/format';
import { isPhone, usePhone } from '../../ui/usePhone';
import { preloadableExport } from '../../ui/preloadable';
import { useLiveRows } from './list/useLiveRows';
import { NewRowsBar } from './list/NewRowsBar';
import { ListHeaderButtons } from './list/ListHeaderButtons';
import { useBatch } from './list/useBatch';
import { useListKeys } from './list/useListKeys';
import { t } from '../../i18n/translator';
import { ListFailure, ListNotices, listPager, useReadState } from './list/ListReadState';

/*
 * A wide screen's table and filter toolbar are a chunk of their own (./list/TableView.tsx), which a
 * phone never downloads. On a wide screen it is fetched as soon as this page's code arrives (a
 * route fetches that ahead of rendering), so the table does not wait for it after the rows.
 */
const loadTableView = () => import('./list/TableView');
const ListTable = preloadableExport(loadTableView, (module) => module.ListTable);
const FilterBar = preloadableExport(loadTableView, (module) => module.FilterBar);
if (typeof window !== 'undefined' && !isPhone()) {
  void ListTable.load().catch(() => undefined);
  void FilterBar.load().catch(() => undefined);
}

/**
 * Generic list: server-side paging, sorting and filters, synced with the URL. With
 * `fixed` it is a list inside another page (a user's orders): always so filtered, not in the URL.
 * Below antd's `md` breakpoint (a phone) the rows are cards and the filters fold into a sheet:
 * the same query, pager and row buttons, drawn to fit (./list/ListCards.tsx, ./list/FilterSheet.tsx).
 */
export default function ResourceList({
  declaration,
  fixed,
  bounds,
  hide,
  expandedRow,
  cells,
}: PageProps & EmbeddedListProps & ListExtensions) {
  const { name, title, fields: declared, defaultSort, pageSize = DEFAULT_PAGE_SIZE } = declaration;
  const embedded = Boolean(fixed);
  const fields = useMemo(
    () => (hide?.length ? declared.filter((field) => !hide.includes(field.key)) : declared),
    [declared, hide],
  );
  const decider = useAccess();
  // A filter the embedding page fixes, or over a module the admin may not view, is left out.
  const filters = useMemo(
    () =>
      (declaration.filters ?? []).filter(
        (filter) =>
          !(fixed && filter.key in fixed) &&
          !bounds?.some((bound) => bound.field === filter.key) &&
          canReadReference(filter.reference, decider),
      ),
    [declaration.filters, fixed, bounds, decider],
  );
  const permanent = useMemo(
    () => [
      ...Object.entries(fixed ?? {}).map(([field, value]) => ({
        field,
        operator: 'eq' as const,
        value,
      })),
      ...(bounds ?? []),
    ],
    [fixed, bounds],
  );
  useRememberListAddress(name, embedded);
  const canEdit = decider?.can(declaration.module, 'edit') ?? false;
  // Read on the first render: a phone draws its cards at once, never a table first.
  const narrow = usePhone();

  const {
    tableProps,
    searchFormProps,
    filters: activeFilters,
    sorters,
    setSorters,
    setCurrentPage,
    setPageSize,
    currentPage,
    tableQuery,
  } = useTable<BaseRecord, never, FilterValues>({
    resource: name,
    syncWithLocation: !embedded,
    pagination: { pageSize: embedded ? 10 : pageSize, mode: 'server' },
    sorters: { initial: defaultSort ? [defaultSort] : [] },
    filters: { mode: 'server', permanent },
    onSearch: (values) => toCrudFilters(filters, values),
    errorNotification: (error) => {
      const message = (error as unknown as ApiErrorBody)?.message;
      return {
        type: 'error',
        message: t('Could not load {{things}}', { things: midSentence(t(title.plural)) }),
        description: message && t(message),
      };
    },
  });
  const read = useReadState(declaration, tableQuery);
  const live = useLiveRows(declaration, tableProps.dataSource, activeFilters, {
    refetch: () => void tableQuery.refetch(),
    toFirstPage: currentPage === 1 ? undefined : () => setCurrentPage(1),
  });
  // Rows after none (the page's first) are drawn in a deferred render, which React splits into
  // short tasks that input can come between: on a phone a page of cards took one task of 100 ms
  // and more. Until it is drawn the list shows what it showed while loading, the count and pager
  // included, so that a count never stands over rows not yet drawn. A later page, a sort or a
  // filter over rows already shown draws at once.
  const deferred = useDeferredValue(live.rows);
  const drawing = deferred.length === 0 && live.rows.length > 0;
  const rows = drawing ? deferred : live.rows;
  // No rows yet and still asking (or drawing them): skeleton rows, not an empty state.
  const firstLoad = (Boolean(tableProps.loading) || drawing) && rows.length === 0;
  const filtered = filtersApplied(activeFilters, fixed);
  const initialFilterValues = useMemo(
    () => toFormValues(filters, activeFilters),
    [filters, activeFilters],
  );
  useFormFromAddress(searchFormProps.form, initialFilterValues, !embedded);

  const columnChoice = useColumnChoice(name, fields);
  // The same function while nothing it draws with changes: a card is memoised on it.
  const cardActions = useMemo(
    () =>
      rowActionsShown(declaration, decider, canEdit)
        ? (record: BaseRecord) => (
            <RowActions
              declaration={declaration}
              record={record}
              decider={decider}
              canEdit={canEdit}
            />
          )
        : undefined,
    [declaration, decider, canEdit],
  );
  const layout = useMemo(
    () => cardLayout(declaration, fields, columnChoice.visible),
    [declaration, fields, columnChoice.visible],
  );
  const unread = read.error !== undefined && rows.length === 0;
  const batch = useBatch({
    declaration,
    decider,
    embedded,
    filters: activeFilters,
    total: read.knownTotal ?? 0,
    shown: rows,
  });
  const { container, focus, frame } = useListKeys({
    declaration,
    rows,
    selection: batch.selection,
    decider,
    canEdit,
    enabled: !embedded,
  });
  const pagination = !drawing && listPager(declaration, tableProps.pagination, read, unread);
  const clearFilters = () => {
    searchFormProps.form?.setFieldsValue(
      Object.fromEntries(filters.map((filter) => [filter.key, undefined])),
    );
    searchFormProps.form?.submit();
  };
  const empty = unread ? (
    <ListFailure declaration={declaration} read={read} />
  ) : (
    <ListEmpty
      declaration={declaration}
      loading={firstLoad}
      filtered={filtered}
      canCreate={canEdit && !embedded}
      onClearFilters={clearFilters}
    />
  );
  // The table's header click, as a phone's Sort select: one field, back to the first page.
  const sortSelect = (
    <SortSelect
      fields={columnChoice.visible}
      sorters={sorters}
      onSort={(next) => {
        setSorters(next);
        setCurrentPage(1);
      }}
    />
  );

  return (
    <Card
      ref={container}
      title={
        embedded ? undefined : (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(title.plural)}
          </Typography.Title>
        )
      }
      size={embedded || narrow ? 'small' : undefined}
      className={narrow ? 'resource-list-narrow' : undefined}
      extra={
        <ListHeaderButtons
          declaration={declaration}
          embedded={embedded}
          narrow={narrow}
          canEdit={canEdit}
          columnChoice={columnChoice}
          filters={activeFilters}
          sorters={sorters}
        />
      }
    >
      {narrow && filters.length > 0 && (
        <FilterSheet
          filters={filters}
          formProps={searchFormProps}
          initialValues={initialFilterValues}
        >
          {sortSelect}
        </FilterSheet>
      )}
      {narrow && filters.length === 0 && <div className="list-toolbar-narrow">{sortSelect}</div>}
      {!narrow && filters.length > 0 && (
        // Until its code is in: a row as tall as the controls', so that nothing moves when they come.
        <Suspense fallback={<div className="list-toolbar list-toolbar-waiting" />}>
          <FilterBar.Component
            filters={filters}
            formProps={searchFormProps}
            initialValues={initialFilterValues}
          />
        </Suspense>
      )}
      <ListNotices read={read} rowsShown={rows.length > 0} />
      <NewRowsBar count={live.newCount} declaration={declaration} onShow={live.showNew} />
      {batch.bar}
      {batch.dialog}
      {frame(
        narrow ? (
          <ListCards
            declaration={declaration}
            layout={layout}
            declared={declared}
            records={rows}
            rowClassName={live.rowClassName}
            cells={cells}
            expandedRow={expandedRow}
            actions={cardActions}
            selection={batch.selection}
            focus={focus}
            loading={Boolean(tableProps.loading)}
            empty={empty}
            pagination={pagination}
            onPage={(current, size) => {
              setCurrentPage(current);
              setPageSize(size);
            }}
          />
        ) : (
          <Suspense fallback={<ListSkeleton declaration={declaration} />}>
            <ListTable.Component
              declaration={declaration}
              declared={declared}
              visible={columnChoice.visible}
              cells={cells}
              expandedRow={expandedRow}
              decider={decider}
              canEdit={canEdit}
              sorters={sorters}
              tableProps={tableProps}
              rows={rows}
              rowClassName={live.rowClassName}
              selection={batch.selection}
              focus={focus}
              firstLoad={firstLoad}
              empty={empty}
              pagination={pagination}
            />
          </Suspense>
        ),
      )}
    </Card>
  );
}
