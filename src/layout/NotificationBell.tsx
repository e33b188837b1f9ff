import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInvalidate, useList, useSubscription, type BaseRecord } from '@refinedev/core';
import { Badge, Button, Empty, Popover, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import notifications from '../../resources/notifications';
import { runAction, runListAction } from '../api/resources';
import { alsoRunOnOpen, inAppPath } from '../model/actions';
import { formatDate, formatRelative } from '../model/format';
import { useAccess } from '../session/access';
import { toast } from '../toast/toasts';
import { useLatest } from '../ui/useLatest';
import { t } from '../i18n/translator';
import { preloadable } from '../ui/preloadable';
import { shownText } from '../engine/fields/shownText';

/**
 * How often the bell asks for the unread count anyway: the live feed tells it of every change,
 * this only covers a feed that cannot be reached.
 */
const POLL_MS = 5 * 60_000;
const SHOWN = 5;
const { name: RESOURCE, module: MODULE, routes, listActions } = notifications;
const READ_ALL = listActions[0].name;
const OPEN = notifications.actions!.find((action) => action.link)!;
const fieldOf = (key: string) => notifications.fields.find((field) => field.key === key)!;
const TYPE_FIELD = fieldOf('type');
// Written by the platform: shown as the declaration says (its messages in the admin's language).
const TITLE_FIELD = fieldOf('title');
const BODY_FIELD = fieldOf('body');
/**
 * The type's tag is drawn by the field engine, which brings every field type's code (pickers,
 * @refinedev/antd): loaded when the popover first opens, not with the header on every page.
 */
const FieldValue = preloadable(() =>
  import('../engine/fields/Display').then((module) => ({ default: module.FieldValue })),
).Component;

/**
 * The header bell: the signed-in admin's unread count (live: read again on each change to the
 * admin's notifications the feed reports, and by every change to the notifications list, which
 * shares its cache), the latest unread, "open" (marks it read when the
 * admin may edit, then goes to its in-app page), "Mark all read" and a link to /notification.
 * Shown only to admins who may view the Notification module.
 */
export function NotificationBell() {
  const decider = useAccess();
  // Until the admin's access is known the bell's place is kept, so that the header's other
  // buttons do not jump aside under a finger or a pointer when it arrives.
  if (!decider) return <span className="notification-bell-slot" aria-hidden />;
  if (!decider.can(MODULE, 'view')) return null;
  return <Bell canEdit={decider.can(MODULE, 'edit')} />;
}

function Bell({ canEdit }: { canEdit: boolean }) {
  const decider = useAccess();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { result, query } = useList({
    resource: RESOURCE,
    filters: [{ field: 'read', operator: 'eq', value: 'false' }],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: SHOWN, mode: 'server' },
    queryOptions: { refetchInterval: POLL_MS },
    errorNotification: false,
  });
  // Only the bell's own query: a list of notifications open beside it redraws in its own way.
  const bellQuery = useLatest(query);
  useSubscription({
    channel: `resources/${RESOURCE}`,
    onLiveEvent: () => void bellQuery.current.refetch(),
  });
  const unread = result?.total ?? 0;
  const countUnknown = query.isError;
  const items = result?.data ?? [];
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ['list'] });

  const change = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch (error) {
      toast.error(t('Could not mark the notification read'), t((error as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const openItem = async (item: BaseRecord) => {
    setOpen(false);
    // As the list's Open does: what opening also runs (mark read) is the declaration's.
    const also = alsoRunOnOpen(notifications, OPEN, decider, item);
    if (also) await change(() => runAction(RESOURCE, String(item._id), also.name));
    const path = inAppPath(item.link);
    if (path) navigate(path);
  };

  const content = (
    <div className="notification-popover">
      {query.isError ? (
        <Typography.Text type="danger">{t('Could not load notifications.')}</Typography.Text>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No unread notifications')} />
      ) : (
        <ul className="notification-items" aria-label={t('Unread notifications')}>
          {items.map((item) => (
            <li key={String(item._id)}>
              <button
                type="button"
                className="notification-item"
                onClick={() => void openItem(item)}
              >
                <Space size={6} align="start">
                  <Suspense fallback={null}>
                    <FieldValue field={TYPE_FIELD} value={item.type} />
                  </Suspense>
                  <span>
                    {/* Isolated from what is drawn beside it (its values are records' text). */}
                    <Typography.Text strong>
                      <bdi>{shownText(TITLE_FIELD, String(item.title ?? ''))}</bdi>
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      <bdi>{shownText(BODY_FIELD, String(item.body ?? ''))}</bdi>
                    </Typography.Text>
                    <br />
                    {/* How long ago, in the admin's language; the exact time on hover. */}
                    <Typography.Text type="secondary" className="notification-time">
                      <time dateTime={String(item.createdAt)} title={formatDate(item.createdAt)}>
                        {formatRelative(item.createdAt)}
                      </time>
                    </Typography.Text>
                  </span>
                </Space>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="notification-footer">
        <Link to={routes.list} onClick={() => setOpen(false)}>
          {t('View all notifications')}
        </Link>
        {canEdit && unread > 0 && (
          <Button
            size="small"
            loading={busy}
            onClick={() =>
              void change(async () => {
                const answer = await runListAction(RESOURCE, READ_ALL, {});
                toast.success(answer.message ? t(answer.message) : t('Notifications marked read'));
              })
            }
          >
            {t('Mark all read')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      // Centred under the bell, antd shifts it to stay on screen (its arrow still at the bell):
      // on a phone, aligned to the bell's right edge, it began past the screen's left edge.
      placement="bottom"
      title={unread ? t('Notifications ({{unread}} unread)', { unread }) : t('Notifications')}
      content={content}
    >
      {/* Drawn anew when the first count arrives: it shows at once, where a count going from none
          to some zooms in. Started during a first load, that animation held the main thread for a
          frame's commit (20 to 35 ms on a phone); later counts still zoom. */}
      <Badge
        key={query.data ? 'counted' : 'counting'}
        // A count that could not be read is a question mark, never a zero or an old count.
        count={countUnknown ? '?' : unread}
        color={countUnknown ? 'orange' : undefined}
        title={countUnknown ? t('The unread count could not be read') : undefined}
        size="small"
        overflowCount={99}
      >
        <Button
          type="text"
          icon={<BellOutlined />}
          data-testid="notification-bell"
          aria-label={
            countUnknown
              ? t('Notifications, the unread count could not be read')
              : unread
                ? t('Notifications, {{unread}} unread', { unread })
                : t('Notifications')
          }
        />
      </Badge>
    </Popover>
  );
}
