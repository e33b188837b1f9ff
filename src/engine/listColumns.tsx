import { memo, useCallback, useMemo, useState } from 'react';
import { Button, Checkbox, Divider, Dropdown, Space } from 'antd';
import { ColumnWidthOutlined } from '@ant-design/icons';
import type { ActionDeclaration, FieldDeclaration, Values } from '../../resources/types';
import { detailField, RecordValue } from './fields/Display';
import { endText } from './fields/endText';
import { fieldTypeModel } from '../model/fieldTypes';
import { fieldText } from '../model/fieldText';
import { shownText } from './fields/shownText';
import { isReadOnlyButton } from '../model/actions';
import { appState } from '../state/appState';
import { optionText, t } from '../i18n/translator';
import { withShownUnit } from './fields/withShownUnit';
import { optionLabel } from '../model/fieldTypes/enum';
import { listOptions, readChoice, storageKey, writeChoice, type Choice } from './columnChoice';

export { listOptions, type ListOptions } from './columnChoice';

/**
 * List columns that fit the window: a width per field type, one line per cell with an
 * ellipsis (the full text in the cell's title), a fixed-width Actions column, and a "Columns"
 * chooser whose choice is kept per admin and resource in localStorage. A declaration hides its less
 * important columns with `list: { hidden: true }`; the default set fits a 1440 px window with
 * the sider open.
 */

/** Horizontal padding of a cell in the table's "middle" size (8 px each side). */
const CELL_PADDING = 16;
/** Rough width of one character at 14 px, for headers and button labels. */
const CHAR = 7.5;

/** The declared width, or one by type that also fits the header (and its sort arrows). */
export function columnWidth(field: FieldDeclaration): number {
  const options = listOptions(field);
  if (options.width) return options.width;
  let width = fieldTypeModel(field.type).width;
  if (field.type === 'enum' && field.options?.length) {
    // A tag: the longest label plus the tag's own padding and border.
    const longest = Math.max(
      ...field.options.map((option) => optionText(optionLabel(option)).length),
    );
    width = Math.max(90, Math.min(200, Math.ceil(longest * 7 + 18 + CELL_PADDING)));
  }
  const header = Math.ceil(
    t(field.label).length * CHAR + CELL_PADDING + (options.sortable ? 24 : 0),
  );
  return Math.max(width, header);
}

/**
 * The cell's full text for its title (an ellipsis hides the rest), when it is plain text. An
 * option's label is one of the panel's words and a platform's message one of its texts, shown in
 * the admin's language; a record's own text is not.
 */
export function cellText(field: FieldDeclaration, value: unknown): string | undefined {
  const text = fieldText(withShownUnit(field), value);
  if (!text) return text;
  if (field.type === 'enum') return optionText(text);
  return shownText(field, text);
}

/**
 * The cell's full text in its record: the value, then the field's `detail` when the record has
 * one ("Good 'Til Date until 2026-11-20 14:00").
 */
export function recordCellText(
  field: FieldDeclaration,
  record: Values,
  fields: readonly FieldDeclaration[] = [],
): string | undefined {
  const end = endText(field, record);
  if (end !== undefined) return end;
  const text = cellText(field, record[field.key]);
  const detail = detailField(field, fields);
  const extra = detail && cellText(detail, record[detail.key]);
  if (!text || !extra) return text;
  const prefix = field.detail?.prefix;
  return [text, prefix && t(prefix), extra].filter(Boolean).join(' ');
}

/** One field's column: its width, one line with an ellipsis, the full text in the title. */
export function fieldColumn(field: FieldDeclaration, fields: readonly FieldDeclaration[] = []) {
  const numeric = ['money', 'number', 'bps', 'price'].includes(field.type);
  return {
    key: field.key,
    dataIndex: field.key,
    title: t(field.label),
    width: columnWidth(field),
    ellipsis: { showTitle: false },
    align: numeric ? ('right' as const) : undefined,
    render: (_: unknown, record: Values) => (
      <ListCell field={field} record={record} fields={fields} />
    ),
  };
}

/**
 * One cell of the table, drawn again only when its record changes: ticking a row's box or a
 * sort's arrow redraws the table, not every value in it (a page of withdrawals has 200).
 */
const ListCell = memo(function ListCell({
  field,
  record,
  fields,
}: {
  field: FieldDeclaration;
  record: Values;
  fields: readonly FieldDeclaration[];
}) {
  return (
    <span className="list-cell" title={recordCellText(field, record, fields)}>
      <RecordValue field={field} record={record} fields={fields} />
    </span>
  );
});

/**
 * Width of the Actions column from the buttons a row may show: icon buttons (view, edit,
 * delete) and the declared actions the admin may use (folded behind one "Actions" menu when
 * `compact`, read-only links and checks beside it).
 */
export function actionsColumnWidth(
  iconButtons: number,
  actions: readonly ActionDeclaration[],
  compact: boolean,
): number {
  const button = (label: string) => Math.ceil(label.length * CHAR + 16);
  const widths: number[] = Array.from({ length: iconButtons }, () => 24);
  if (compact) {
    const links = actions.filter(isReadOnlyButton);
    if (links.length < actions.length) widths.push(button(t('Actions')) + 18);
    widths.push(...links.map((action) => button(t(action.label))));
  } else {
    widths.push(...actions.map((action) => button(t(action.label))));
  }
  const content = widths.reduce((sum, width) => sum + width, 0) + 4 * (widths.length - 1);
  return Math.max(90, content + CELL_PADDING + 8);
}

export interface ColumnChoice {
  /** The listed fields in declaration order. */
  listed: readonly FieldDeclaration[];
  /** The fields shown now. */
  visible: readonly FieldDeclaration[];
  isShown: (key: string) => boolean;
  setShown: (key: string, shown: boolean) => void;
  reset: () => void;
  /** True when the admin changed the declaration's default. */
  changed: boolean;
}

/**
 * Which listed columns are shown: the declaration's default (`list: { hidden: true }` hides),
 * overridden by the admin's choice, kept per admin and resource in localStorage. Only the columns
 * the admin switched are stored, so a column added to the declaration later gets its default.
 */
export function useColumnChoice(
  resource: string,
  fields: readonly FieldDeclaration[],
): ColumnChoice {
  const admin = appState.use((state) => state.admin?._id) ?? 'anonymous';
  const stored = storageKey(String(admin), resource);
  const listed = useMemo(() => fields.filter((field) => field.list), [fields]);
  const [choice, setChoice] = useState<Choice>(() => readChoice(stored));
  const [forKey, setForKey] = useState(stored);
  if (forKey !== stored) {
    // Another resource's list (or another admin) reuses this component: load its choice.
    setForKey(stored);
    setChoice(readChoice(stored));
  }
  const isShown = useCallback(
    (key: string) => {
      const field = listed.find((item) => item.key === key);
      if (!field) return false;
      return choice[key] ?? !listOptions(field).hidden;
    },
    [choice, listed],
  );
  const setShown = useCallback(
    (key: string, shown: boolean) => {
      const field = listed.find((item) => item.key === key);
      if (!field) return;
      const next = { ...choice };
      if (shown === !listOptions(field).hidden) delete next[key];
      else next[key] = shown;
      setChoice(next);
      writeChoice(stored, next);
    },
    [choice, listed, stored],
  );
  const reset = useCallback(() => {
    setChoice({});
    writeChoice(stored, {});
  }, [stored]);
  const visible = useMemo(() => listed.filter((field) => isShown(field.key)), [listed, isShown]);
  return {
    listed,
    visible,
    isShown,
    setShown,
    reset,
    changed: listed.some((field) => choice[field.key] !== undefined),
  };
}

/** The "Columns" button: a checkbox per listed column, at least one stays shown. */
export function ColumnChooser({ choice }: { choice: ColumnChoice }) {
  const [open, setOpen] = useState(false);
  if (choice.listed.length < 2) return null;
  return (
    <Dropdown
      open={open}
      onOpenChange={(next, info) => {
        if (info.source === 'trigger' || !next) setOpen(next);
      }}
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div className="column-chooser" role="group" aria-label={t('Shown columns')}>
          <Space direction="vertical" size={4}>
            {choice.listed.map((field) => {
              const shown = choice.isShown(field.key);
              return (
                <Checkbox
                  key={field.key}
                  checked={shown}
                  disabled={shown && choice.visible.length === 1}
                  onChange={(event) => choice.setShown(field.key, event.target.checked)}
                >
                  {t(field.label)}
                </Checkbox>
              );
            })}
          </Space>
          <Divider style={{ margin: '8px 0' }} />
          <Button size="small" type="link" disabled={!choice.changed} onClick={choice.reset}>
            {t('Default columns')}
          </Button>
        </div>
      )}
    >
      <Button icon={<ColumnWidthOutlined />} aria-haspopup="true" aria-expanded={open}>
        {t('Columns')}
      </Button>
    </Dropdown>
  );
}
