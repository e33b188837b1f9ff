import { useState } from 'react';
import { Alert, Button, Result, type TablePaginationConfig } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { formatDate, midSentence } from '../../../model/format';
import { isPaused, liveStatus } from '../../../state/liveStatus';
import { useStillWaiting } from '../../../ui/useStillWaiting';
import { StillWaiting } from '../../../ui/StillWaiting';
import { t } from '../../../i18n/translator';

/**
 * What a list's query says of itself (Refine's tableQuery, or a page's own react-query result
 * whose data is the rows themselves).
 */
interface ReadQuery {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
  data?: { total?: number } | readonly unknown[];
  refetch: () => unknown;
}

/** Where a list's reading stands, for the notices below and the pager. */
interface ReadState {
  /** The last read failed (with the server's message), or undefined. */
  error: ApiErrorBody | undefined;
  failedAt: number;
  /** When the rows shown were read. */
  readAt: number;
  /** The last total read: the pager keeps it while a page cannot be read. */
  knownTotal: number | undefined;
  retry: () => void;
  /** A read has been on its way for a few seconds. */
  stillWaiting: boolean;
  /** The list is live and the live feed is lost: since when. */
  feedPausedSince: number | undefined;
}

export function useReadState(declaration: ResourceDeclaration, query: ReadQuery): ReadState {
  const total = query.data && 'total' in query.data ? query.data.total : undefined;
  const readTotal = typeof total === 'number' ? total : undefined;
  const [knownTotal, setKnownTotal] = useState<number | undefined>(readTotal);
  if (readTotal !== undefined && readTotal !== knownTotal) setKnownTotal(readTotal);
  const stillWaiting = useStillWaiting(query.isFetching);
  const feed = liveStatus.use((status) => status);
  return {
    error: query.isError ? (query.error as ApiErrorBody | undefined) : undefined,
    failedAt: query.errorUpdatedAt,
    readAt: query.dataUpdatedAt,
    knownTotal,
    retry: () => void query.refetch(),
    stillWaiting,
    feedPausedSince: declaration.live && isPaused(feed.state) ? feed.since : undefined,
  };
}

/**
 * The pager: while a page cannot be read it keeps the last total read (none known: no pager),
 * and says how many records there are in all.
 */
export function listPager(
  declaration: ResourceDeclaration,
  pagination: false | TablePaginationConfig | undefined,
  read: ReadState,
  unread: boolean,
): false | TablePaginationConfig {
  const { singular, plural } = declaration.title;
  if (pagination === false || (unread && read.knownTotal === undefined)) return false;
  return {
    ...pagination,
    ...(unread && { total: read.knownTotal }),
    showSizeChanger: true,
    showTotal: (total) =>
      t('{{count}} {{things}}', {
        count: total,
        things: midSentence(t(total === 1 ? singular : plural)),
      }),
  };
}

/**
 * Above the rows: kept rows whose read again failed, a live list whose feed is lost, a read
 * still on its way.
 */
export function ListNotices({ read, rowsShown }: { read: ReadState; rowsShown: boolean }) {
  return (
    <>
      {read.error && rowsShown && (
        <StaleRowsNotice message={read.error.message} readAt={read.readAt} onRetry={read.retry} />
      )}
      {read.feedPausedSince !== undefined && <FeedPausedNotice since={read.feedPausedSince} />}
      {read.stillWaiting && <StillWaiting />}
    </>
  );
}

/** When something was read or failed, in the admin's language (ms since the epoch). */
const at = (time: number) => formatDate(new Date(time).toISOString());

/**
 * In place of the rows, when the page asked for could not be read: never an empty state, which
 * would say there are none. The server's message, when it failed, and Retry.
 */
export function ListFailure({
  declaration,
  read,
}: {
  declaration: ResourceDeclaration;
  read: ReadState;
}) {
  const things = midSentence(t(declaration.title.plural));
  const message = read.error?.message;
  return (
    <div role="alert" data-testid="list-failure">
      <Result
        status="warning"
        title={t('Could not load {{things}}', { things })}
        subTitle={
          <>
            {message ? t(message) : t('The server did not say why.')}
            <br />
            {t('Failed at {{time}}.', { time: at(read.failedAt) })}
          </>
        }
        extra={
          <Button type="primary" onClick={read.retry}>
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
function StaleRowsNotice({
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
function FeedPausedNotice({ since }: { since: number }) {
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
