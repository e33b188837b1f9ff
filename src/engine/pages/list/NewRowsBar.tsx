import { Button } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/types';
import { midSentence } from '../../../model/format';
import { t } from '../../../i18n/translator';

/**
 * "3 new withdrawals — show": new rows of a live list wait here rather than pushing the rows the
 * reader is looking at down the page. A polite live region: a screen reader hears the count change.
 */
export function NewRowsBar({
  count,
  declaration,
  onShow,
}: {
  count: number;
  declaration: ResourceDeclaration;
  onShow: () => void;
}) {
  const { singular, plural } = declaration.title;
  return (
    <div role="status" aria-live="polite" className={count ? 'new-rows-bar' : undefined}>
      {count > 0 && (
        <Button type="primary" size="small" onClick={onShow}>
          {t('{{count}} new {{things}} — show', {
            count,
            things: midSentence(t(count === 1 ? singular : plural)),
          })}
        </Button>
      )}
    </div>
  );
}
