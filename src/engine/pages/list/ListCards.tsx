import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { Button, Card, Divider, Pagination, Spin, type TablePaginationConfig } from 'antd';
import type { FieldDeclaration, ResourceDeclaration } from '../../../../resources/types';
import type { ListExtensions } from '../types';
import { fieldColumn } from '../../listColumns';
import { t } from '../../../i18n/translator';
import type { Selection } from './useSelection';
import { PickBox } from './PickBox';
import { rowFocusProps, type RowFocus } from './useListKeys';

/** A card shows at most this many fields under its title: a phone shows a few cards a screen. */
const CARD_FIELDS = 4;

/**
 * Cards drawn at a time when a page's rows first arrive: about a phone's screenful. Twenty cards
 * drawn at once made one task of 100 ms and more on a phone (building and measuring their buttons
 * cannot be split); in steps, each is a short task, the screen's first cards first.
 */
const CARD_STEP = 5;

/**
 * `records`, the first CARD_STEP more a task, until all are drawn (later pages draw at once). The
 * pager under the cards shows from the first step: it is below the screen until the rest are in.
 */
function useDrawnInSteps(records: readonly BaseRecord[]): readonly BaseRecord[] {
  const [limit, setLimit] = useState(CARD_STEP);
  useEffect(() => {
    if (limit >= records.length) return;
    // A task of its own, after this step is painted; a transition, so that input comes first.
    const next = setTimeout(() => startTransition(() => setLimit((drawn) => drawn + CARD_STEP)));
    return () => clearTimeout(next);
  }, [limit, records.length]);
  return records.length > limit ? records.slice(0, limit) : records;
}

interface CardLayout {
  /** The card's heading: the declaration's `recordTitle`, else the first visible column. */
  title?: FieldDeclaration;
  /** The `status` field, drawn in the card's corner as the table draws it (a coloured tag). */
  status?: FieldDeclaration;
  /** The visible columns after the title, as label: value rows. */
  details: readonly FieldDeclaration[];
}

/** Which fields a card shows, from the columns the table would show. */
export function cardLayout(
  declaration: ResourceDeclaration,
  fields: readonly FieldDeclaration[],
  visible: readonly FieldDeclaration[],
): CardLayout {
  const named = declaration.recordTitle
    ? fields.find((field) => field.key === declaration.recordTitle)
    : undefined;
  const title = named ?? visible[0];
  const status = fields.find((field) => field.key === 'status' && field !== title);
  const details = visible
    .filter((field) => field !== title && field !== status)
    .slice(0, CARD_FIELDS);
  return { title, status, details };
}

type Cell = (record: BaseRecord) => ReactNode;

/**
 * A phone's list: one card a row, in one column, below antd's `md` breakpoint, where the table's
 * columns would not fit. The cells are the table's own (fieldColumn's renderer, or the page's
 * `cells`), so a value reads the same on either; the row's buttons are the table's RowActions, at
 * the card's foot. The server's paging stays: the same page and size as the table's pager.
 */
export function ListCards({
  declaration,
  layout,
  declared,
  records,
  rowClassName,
  cells,
  expandedRow,
  actions,
  selection,
  focus,
  loading,
  empty,
  pagination,
  onPage,
}: {
  declaration: ResourceDeclaration;
  layout: CardLayout;
  /** Every declared field, for a value's `detail` (as the table's cells read it). */
  declared: readonly FieldDeclaration[];
  records: readonly BaseRecord[];
  /** A card's class, as the table's row would have (a live list marks changed rows). */
  rowClassName?: (record: BaseRecord) => string;
  cells: ListExtensions['cells'];
  expandedRow: ListExtensions['expandedRow'];
  /** The row's buttons, when the admin may use any. */
  actions?: (record: BaseRecord) => ReactNode;
  /** The rows picked for a batch action: a checkbox on each card that may be picked. */
  selection?: Selection;
  /** The card the keys work on (as the table's focused row). */
  focus?: RowFocus;
  /** A page after the first is loading: the cards stay, under a spinner. */
  loading: boolean;
  /** What shows without rows: skeleton cards on the first load, else the empty state. */
  empty: ReactNode;
  pagination: false | TablePaginationConfig;
  onPage: (page: number, pageSize: number) => void;
}) {
  const draw = useMemo(() => {
    const cell = (field: FieldDeclaration): Cell => {
      const own = cells?.[field.key];
      if (own) return (record) => own(record[field.key], record);
      const { render } = fieldColumn(field, declared);
      return (record) => render(undefined, record);
    };
    const fields = [layout.title, layout.status, ...layout.details].filter(
      (field): field is FieldDeclaration => Boolean(field),
    );
    return new Map(fields.map((field) => [field.key, cell(field)]));
  }, [layout, cells, declared]);
  const pager = pagination ? pagerProps(pagination) : undefined;
  const drawn = useDrawnInSteps(records);
  return (
    <Spin spinning={loading && records.length > 0}>
      {records.length === 0 ? (
        empty
      ) : (
        <ul className="list-cards" aria-label={t(declaration.title.plural)}>
          {drawn.map((record) => (
            <li
              key={String(record._id)}
              data-row-key={String(record._id)}
              {...(focus && rowFocusProps(focus, record))}
            >
              <ListCard
                record={record}
                layout={layout}
                draw={draw}
                className={rowClassName?.(record) ?? ''}
                expandedRow={expandedRow}
                actions={actions}
                pick={selection?.selectable(record) ? selection : undefined}
                pickLabel={String(record[declaration.recordTitle ?? '_id'] ?? record._id)}
              />
            </li>
          ))}
        </ul>
      )}
      {pager && (pager.total ?? 0) > 0 && (
        <Pagination
          {...pager}
          className="list-cards-pager"
          align="center"
          onChange={(page, pageSize) => onPage(page, pageSize)}
        />
      )}
    </Spin>
  );
}

/**
 * One row's card. Memoised: a list draws again for many reasons once its rows are in (the address
 * synced, a query settled, the live feed), and a page of cards is most of its cost on a phone; a
 * card draws again only when its record, its marking or the list's layout changes.
 */
const ListCard = memo(function ListCard({
  record,
  layout,
  draw,
  className,
  expandedRow,
  actions,
  pick,
  pickLabel,
}: {
  record: BaseRecord;
  layout: CardLayout;
  draw: ReadonlyMap<string, Cell>;
  /** The live list's marking of the row (changed, gone), or ''. */
  className: string;
  expandedRow: ListExtensions['expandedRow'];
  actions?: (record: BaseRecord) => ReactNode;
  /** The batch's selection, when this row may be picked: a checkbox in the card's title. */
  pick?: Selection;
  pickLabel: string;
}) {
  const title = layout.title && draw.get(layout.title.key)!(record);
  return (
    <Card
      size="small"
      className={`list-card ${className}`.trim()}
      title={
        pick ? (
          <span className="list-card-pick">
            <PickBox selection={pick} record={record} label={pickLabel} />
            {title}
          </span>
        ) : (
          title
        )
      }
      extra={layout.status && draw.get(layout.status.key)!(record)}
    >
      <dl className="list-card-fields">
        {layout.details.map((field) => (
          <div key={field.key} className="list-card-field">
            {/* Plain markup, not antd's Typography: twenty cards drew eighty of its measurers. */}
            <dt className="list-card-label">{t(field.label)}</dt>
            <dd>{draw.get(field.key)!(record)}</dd>
          </div>
        ))}
      </dl>
      {expandedRow && <CardMore>{expandedRow(record)}</CardMore>}
      {actions && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <div className="list-card-actions">{actions(record)}</div>
        </>
      )}
    </Card>
  );
});

/** The table's pager settings that a lone Pagination takes (no size changer: room is short). */
function pagerProps(pagination: TablePaginationConfig) {
  // `position` places a table's pager; a lone one has no such prop.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { position, showSizeChanger, ...rest } = pagination;
  return rest;
}

/** What a row opens in the table (an audit entry's changes), behind a toggle on its card. */
function CardMore({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="list-card-more">
      <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('Hide details') : t('Show details')}
      </Button>
      {open && children}
    </div>
  );
}
