import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useOne } from '@refinedev/core';
import type { Event } from '../domain';
import { Card, Descriptions, Tag, Typography } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import type { FieldDeclaration } from '../../types';
import { FieldValue } from '../../../src/engine/fields/Display';
import { isNotFound, RecordNotFound } from '../../../src/engine/pages/RecordNotFound';
import { RecordHistory } from '../../../src/engine/audit/RecordHistory';
import { t } from '../../../src/i18n/translator';

/**
 * /event-history/{id}: the event's entries in the audit trail (GET /events/{id}/history), newest
 * first, each with its changes field by field; a market's changes name the market by its question.
 */
export default function EventHistory({ declaration }: PageProps) {
  const { id = '' } = useParams();
  const { result: event, query } = useOne<Event>({
    resource: declaration.name,
    id,
    // An unknown event is the not-found page below, not a raw "status code 404" toast.
    errorNotification: (error) =>
      isNotFound(error)
        ? false
        : {
            type: 'error',
            message: t('Could not load the event'),
            description: error?.message && t(error.message),
          },
  });
  const markets = event?.markets;
  const rowName = useCallback(
    (field: FieldDeclaration, rowKey: string) => {
      if (field.key !== 'markets' || !markets) return undefined;
      return markets.find((row) => row._id === rowKey)?.question || undefined;
    },
    [markets],
  );
  if (isNotFound(query.error))
    return (
      <Card>
        <RecordNotFound declaration={declaration} message={query.error?.message} />
      </Card>
    );
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('History')}
        </Typography.Title>
      }
      extra={
        declaration.routes.list && <Link to={declaration.routes.list}>{t('Back to events')}</Link>
      }
    >
      {event && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('Event')}>
            <bdi>{event.title}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('Ticker')}>
            <Tag>{event.ticker}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('Status')}>
            <FieldValue
              field={declaration.fields.find((item) => item.key === 'status')!}
              value={event.status}
            />
          </Descriptions.Item>
        </Descriptions>
      )}
      {event && (
        <RecordHistory
          declaration={declaration}
          id={event._id}
          revision={event.updatedAt}
          rowName={rowName}
        />
      )}
    </Card>
  );
}
