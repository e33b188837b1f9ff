import type { BaseRecord } from '@refinedev/core';
import { Checkbox } from 'antd';
import { t } from '../../../i18n/translator';
import { isPicked, usePicks, type Selection } from './useSelection';

/**
 * A row's checkbox for the batch, in a table's row or a phone's card; disabled on a row no batch
 * action applies to. It reads the picks itself: a tick draws this box (and the batch bar) again,
 * not the list around it.
 */
export function PickBox({
  selection,
  record,
  label,
}: {
  selection: Selection;
  record: BaseRecord;
  /** The row's name, in the box's accessible name. */
  label: string;
}) {
  const checked = usePicks(selection, (picks) => isPicked(selection, picks, record));
  return (
    <Checkbox
      checked={checked}
      disabled={!selection.selectable(record)}
      aria-label={t('Select {{name}}', { name: label })}
      onChange={(event) => selection.toggle(record, event.target.checked)}
    />
  );
}
