import { Alert, Button, Result } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/types';
import { formatDate, midSentence } from '../../../model/format';
import { t } from '../../../i18n/translator';

/** When something was read or failed, in the admin's language (ms since the epoch). */
const at = (time: number) => formatDate(new Date(time).toISOString());

/**
 * In place of the rows, when the page asked for could not be read: never an empty state, which
 * would say there are none. The server's message, when it failed, and Retry.
 */
export function ListFailure({
  declaration,
  message,
  failedAt,
  onRetry,
}: {
  declaration: ResourceDeclaration;
  message: string | undefined;
  failedAt: number;
  onRetry: () => void;
}) {
  const things = midSentence(t(declaration.title.plural));
  return (
    <div role="alert" data-testid="list-failure">
      <Result
        status="warning"
        title={t('Could not load {{things}}', { things })}
        subTitle={
          <>
            {message ? t(message) : t('The server did not say why.')}
            <br />
            {t('Failed at {{time}}.', { time: at(failedAt) })}
          </>
        }
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('Retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * Above rows kept from an earlier read when reading them again failed: they may no longer be
 * true, and the reader is told since when they are as shown.
 */
export function StaleRowsNotice({
  message,
  readAt,
  onRetry,
}: {
  message: string | undefined;
  readAt: number;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="list-stale"
      className="list-notice"
      message={t('Shown as read at {{time}}: reading the list again failed.', {
        time: at(readAt),
      })}
      description={message ? t(message) : undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Retry')}
        </Button>
      }
    />
  );
}

/** Above a live list while the live feed is down: changes made meanwhile are not shown. */
export function FeedPausedNotice({ since }: { since: number }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="list-feed-paused"
      className="list-notice"
      message={t(
        'Live updates paused since {{time}}: rows may have changed. The list reads itself again when the feed is back.',
        { time: at(since) },
      )}
    />
  );
}
