import type { BaseRecord } from '@refinedev/core';
import { Button, Checkbox, Space, Typography } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/types';
import { bulkMaxRows } from '../../../model/bulk';
import { midSentence } from '../../../model/format';
import { appState } from '../../../state/appState';
import { t } from '../../../i18n/translator';
import { pickedCount, usePicks, type Selection } from './useSelection';

/**
 * Over a list with batch actions: the page's box, and with rows picked how many (a polite live
 * region: a screen reader hears the count change), "select all N matching" once the whole page
 * is picked, the batch actions (each opens its dry run first) and Clear.
 */
export function BulkBar({
  declaration,
  actions,
  selection,
  total,
  shown,
  onStart,
}: {
  declaration: ResourceDeclaration;
  actions: readonly ActionDeclaration[];
  selection: Selection;
  /** Rows the filters select, all pages. */
  total: number;
  /** The rows on this page. */
  shown: readonly BaseRecord[];
  onStart: (action: ActionDeclaration) => void;
}) {
  const setting = appState.use((state) => state.siteSetting?.bulkMaxRows);
  const { picked, allMatching } = usePicks(selection, (picks) => picks);
  const count = pickedCount({ picked, allMatching }, total);
  const { singular, plural } = declaration.title;
  const things = (n: number) => midSentence(t(n === 1 ? singular : plural));
  const pageSelectable = shown.filter(selection.selectable);
  const wholePage =
    pageSelectable.length > 0 && pageSelectable.every((record) => picked.has(String(record._id)));
  const offerAll = !allMatching && wholePage && total > picked.size;
  const somePicked = pageSelectable.some((record) => picked.has(String(record._id)));
  return (
    <div className={count ? 'bulk-bar' : 'bulk-toolbar'}>
      <Space wrap size={[8, 8]}>
        {/* The page's box is here, not in the table's header: a phone has no header, and the
            table draws its header again in a hidden measuring row, where a box would be a
            focusable element hidden from screen readers. */}
        <Checkbox
          checked={allMatching || wholePage}
          indeterminate={!allMatching && somePicked && !wholePage}
          disabled={pageSelectable.length === 0}
          onChange={(event) =>
            selection.setPicked(event.target.checked ? pageSelectable : [], shown)
          }
        >
          {t('Select all on this page')}
        </Checkbox>
        <span role="status" aria-live="polite">
          {count > 0 && (
            <Typography.Text strong data-testid="bulk-count">
              {allMatching
                ? t('All {{count}} matching {{things}} selected', { count, things: things(count) })
                : t('{{count}} {{things}} selected', { count, things: things(count) })}
            </Typography.Text>
          )}
        </span>
        {offerAll && (
          <Button type="link" size="small" onClick={selection.selectAllMatching}>
            {t('Select all {{count}} matching', { count: total })}
          </Button>
        )}
        {count > 0 &&
          actions.map((action) => {
            const max = bulkMaxRows(action, setting);
            return (
              <Button
                key={action.name}
                size="small"
                danger={action.danger}
                type={action.danger ? 'default' : 'primary'}
                disabled={count > max}
                title={
                  count > max
                    ? t('A batch holds at most {{count}} rows', { count: max })
                    : undefined
                }
                onClick={() => onStart(action)}
              >
                {t('{{action}} selected', { action: t(action.label) })}
              </Button>
            );
          })}
        {count > 0 && (
          <Button size="small" onClick={selection.clear}>
            {t('Clear selection')}
          </Button>
        )}
      </Space>
    </div>
  );
}
