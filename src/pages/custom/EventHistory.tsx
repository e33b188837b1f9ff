import { Link, useParams } from 'react-router';
import { useOne, type BaseRecord } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import type { PageProps } from '../../engine/pages/types';
import { FieldValue } from '../../engine/fields/Display';
import { getDeclaration } from '../../model/registry';
import { isNotFound, RecordNotFound } from '../../engine/pages/RecordNotFound';

type Change = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry changed, before and after. */
function Difference({ before, after }: { before: Change; after: Change }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0)
    return <Typography.Text type="secondary">No field changes recorded.</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={keys.map((field) => ({ field, before: before?.[field], after: after?.[field] }))}
      columns={[
        { title: 'Field', dataIndex: 'field', width: 180 },
        {
          title: 'Before',
          dataIndex: 'before',
          render: (value: unknown) => (
            <Typography.Text delete={value !== undefined && before !== null} type="secondary">
              {show(value)}
            </Typography.Text>
          ),
        },
        {
          title: 'After',
          dataIndex: 'after',
          render: (value: unknown) => <Typography.Text>{show(value)}</Typography.Text>,
        },
      ]}
    />
  );
}

/** /event-history/{id}: who did what to an event and when, newest first, with the differences. */
export default function EventHistory({ declaration }: PageProps) {
  const { id = '' } = useParams();
  const history = getDeclaration('eventHistory')!;
  const { result: event, query } = useOne({
    resource: declaration.name,
    id,
    // An unknown event is the not-found page below, not a raw "status code 404" toast.
    errorNotification: (error) =>
      isNotFound(error)
        ? false
        : { type: 'error', message: 'Could not load the event', description: error?.message },
  });
  const { tableProps } = useTable<BaseRecord>({
    resource: history.name,
    syncWithLocation: false,
    pagination: { pageSize: 20, mode: 'server' },
    filters: { permanent: [{ field: 'eventId', operator: 'eq', value: id }] },
    sorters: { initial: [{ field: 'at', order: 'desc' }] },
  });
  const field = (key: string) => history.fields.find((item) => item.key === key)!;
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
          History
        </Typography.Title>
      }
      extra={declaration.routes.list && <Link to={declaration.routes.list}>Back to events</Link>}
    >
      {event && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Event">{String(event.title)}</Descriptions.Item>
          <Descriptions.Item label="Ticker">
            <Tag>{String(event.ticker)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <FieldValue
              field={declaration.fields.find((item) => item.key === 'status')!}
              value={event.status}
            />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Table
        {...tableProps}
        rowKey="_id"
        locale={{ emptyText: <Empty description="No history recorded for this event" /> }}
        expandable={{
          expandedRowRender: (record) => (
            <Difference before={record.before as Change} after={record.after as Change} />
          ),
          rowExpandable: () => true,
        }}
        columns={[
          {
            title: 'When',
            dataIndex: 'at',
            render: (value: unknown) => <FieldValue field={field('at')} value={value} />,
          },
          {
            title: 'Action',
            dataIndex: 'action',
            render: (value: unknown) => <FieldValue field={field('action')} value={value} />,
          },
          { title: 'By', dataIndex: 'actorName' },
          { title: 'Market', dataIndex: 'marketQuestion', render: (value: unknown) => show(value) },
        ]}
      />
    </Card>
  );
}
