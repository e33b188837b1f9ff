import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import {
  ListFailure,
  ListNotices,
  useReadState,
} from '../../../src/engine/pages/list/ListReadState';
import type { PageProps } from '../../../src/engine/pages/types';
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
export default function Sessions({ declaration }: PageProps) {
  const [endingOthers, setEndingOthers] = useState(false);
  const idleMinutes = appState.use((state) =>
    Math.max(1, Math.round(idleLimitMs(state.siteSetting) / 60_000)),
  );
  const hours = appState.use((state) => state.siteSetting?.sessionLifetimeHours ?? 12);
  const query = useQuery<AdminSession[], ApiErrorBody>({
    queryKey: [declaration.name],
    queryFn: readSessions,
  });
  // A failed read is never drawn as no sessions: kept ones are marked as of their read.
  const read = useReadState(declaration, query);
  const sessions = query.data;

  const remove = async (path: string) => {
    try {
      const { data, status } = await http().delete<unknown>(path);
      readResult(data, status);
      toast.success(t('Signed out there'));
    } catch (error) {
      toast.error(t((error as ApiErrorBody).message));
    }
    await query.refetch();
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
      <ListNotices read={read} rowsShown={Boolean(sessions)} />
      {sessions ? (
        <List
          dataSource={sessions}
          rowKey="_id"
          renderItem={(session) => (
            <SessionItem
              session={session}
              onEnd={() => remove(`${SESSIONS_PATH}/${encodeURIComponent(session._id)}`)}
            />
          )}
        />
      ) : query.isError ? (
        <ListFailure declaration={declaration} read={read} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
