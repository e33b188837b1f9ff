import { useEffect, useState } from 'react';
import { Button, Card, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { DesktopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import type { FieldDeclaration } from '../../types';
import { SESSIONS_PATH, type AdminSession, type ApiErrorBody } from '../../../src/model/contract';
import { readResult } from '../../../src/model/envelope';
import { formatDate, formatRelative } from '../../../src/model/format';
import { http } from '../../../src/api/http';
import { appState } from '../../../src/state/appState';
import { idleLimitMs } from '../../../src/session/idle';
import { toast } from '../../../src/toast/toasts';
import { FieldValue } from '../../../src/engine/fields/Display';
import { FailureAlert } from '../../../src/ui/FailureAlert';
import { t } from '../../../src/i18n/translator';

const IP_FIELD: FieldDeclaration = { key: 'ip', label: 'IP and place', type: 'ipAddress' };
const PHONE_SYSTEMS = new Set(['iOS', 'Android']);

async function readSessions(): Promise<AdminSession[]> {
  const { data, status } = await http().get<unknown>(SESSIONS_PATH);
  return readResult<AdminSession[]>(data, status);
}

/** One session: what it signed in with, from where, since when; "End session" for another one. */
function SessionItem({ session, onEnd }: { session: AdminSession; onEnd: () => Promise<void> }) {
  const [ending, setEnding] = useState(false);
  const end = async () => {
    setEnding(true);
    try {
      await onEnd();
    } finally {
      setEnding(false);
    }
  };
  const actions = session.current
    ? []
    : [
        <Popconfirm
          key="end"
          title={t('End this session?')}
          description={t('That browser is signed out at once.')}
          okText={t('End session')}
          okButtonProps={{ danger: true }}
          cancelText={t('Cancel')}
          onConfirm={end}
        >
          <Button danger size="small" loading={ending}>
            {t('End session')}
          </Button>
        </Popconfirm>,
      ];
  return (
    <List.Item actions={actions} data-testid="session-row">
      <List.Item.Meta
        avatar={
          PHONE_SYSTEMS.has(session.os) ? (
            <MobileOutlined className="session-device" />
          ) : (
            <DesktopOutlined className="session-device" />
          )
        }
        title={
          <Space wrap size={4}>
            <span>{t('{{browser}} on {{os}}', { browser: session.browser, os: session.os })}</span>
            {session.current && <Tag color="green">{t('This session')}</Tag>}
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <FieldValue field={IP_FIELD} value={session.ip} />
            <Typography.Text type="secondary">
              {t('Signed in {{at}}', { at: formatDate(session.createdAt) })}
              {' · '}
              {t('Last active {{when}}', { when: formatRelative(session.lastActiveAt) })}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * /sessions: the signed-in admin's own sessions (GET /api/admin/sessions), this one marked,
 * with "End session" for each other and "End all others" (DELETE).
 */
export default function Sessions() {
  const [sessions, setSessions] = useState<AdminSession[]>();
  const [failure, setFailure] = useState<string>();
  const [endingOthers, setEndingOthers] = useState(false);
  const idleMinutes = appState.use((state) =>
    Math.max(1, Math.round(idleLimitMs(state.siteSetting) / 60_000)),
  );
  const hours = appState.use((state) => state.siteSetting?.sessionLifetimeHours ?? 12);

  // Bumped to read the list again (after ending a session).
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    readSessions().then(
      (list) => {
        if (!live) return;
        setSessions(list);
        setFailure(undefined);
      },
      (error: ApiErrorBody) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [reads]);

  const remove = async (path: string) => {
    try {
      const { data, status } = await http().delete<unknown>(path);
      readResult(data, status);
      toast.success(t('Signed out there'));
    } catch (error) {
      toast.error(t((error as ApiErrorBody).message));
    }
    setReads((count) => count + 1);
  };
  const others = (sessions ?? []).filter((session) => !session.current).length;

  return (
    <Card
      title={t('Sessions')}
      style={{ maxWidth: 860 }}
      extra={
        // Once the list is read: a button drawn disabled first would fade in as it is enabled.
        sessions && (
          <Popconfirm
            title={t('End every other session?')}
            description={t('Every other browser signed in to your account is signed out at once.')}
            okText={t('End all others')}
            okButtonProps={{ danger: true }}
            cancelText={t('Cancel')}
            onConfirm={async () => {
              setEndingOthers(true);
              await remove(SESSIONS_PATH);
              setEndingOthers(false);
            }}
            disabled={!others}
          >
            <Button danger icon={<LogoutOutlined />} disabled={!others} loading={endingOthers}>
              {t('End all others')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          'Every browser signed in to your account. End any you do not recognise. A session also ends after {{minutes}} min without activity, and {{hours}} h after its sign-in.',
          { minutes: idleMinutes, hours },
        )}
      </Typography.Paragraph>
      <FailureAlert message={failure} />
      {!sessions && !failure ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={sessions ?? []}
          rowKey="_id"
          renderItem={(session) => (
            <SessionItem
              session={session}
              onEnd={() => remove(`${SESSIONS_PATH}/${encodeURIComponent(session._id)}`)}
            />
          )}
        />
      )}
    </Card>
  );
}
