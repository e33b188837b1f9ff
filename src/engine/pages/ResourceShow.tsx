import { Link, useParams } from 'react-router';
import { useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import type { PageProps } from './types';
import { FieldValue } from '../fields/Display';
import { RecordActions } from '../actions';
import { fillRecordPath } from '../../model/actions';
import { useAccess } from '../../session/access';
import { listAddress } from '../listMemory';

/** Generic read-only page of one record with its state actions. */
export default function ResourceShow({ declaration }: PageProps) {
  // The record id is the route's one parameter, whatever it is called (/user-history/:userid).
  const id = Object.values(useParams())[0];
  const { query } = useShow({ resource: declaration.name, id });
  const record = query.data?.data;
  const canEdit = useAccess()?.can(declaration.module, 'edit') ?? false;
  const { routes, title } = declaration;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {record
            ? String(record[declaration.recordTitle ?? '_id'] ?? title.singular)
            : title.singular}
        </Typography.Title>
      }
      extra={
        <Space>
          {record && <RecordActions declaration={declaration} record={record} />}
          {record && routes.edit && canEdit && (
            <Link to={fillRecordPath(routes.edit, record)}>
              <Button type="primary">Edit</Button>
            </Link>
          )}
          {routes.list && (
            <Link to={listAddress(declaration)!}>Back to {title.plural.toLowerCase()}</Link>
          )}
        </Space>
      }
    >
      <Spin spinning={query.isLoading}>
        {record && (
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
            {declaration.fields
              .filter((field) => field.show !== false && field.type !== 'nested')
              .map((field) => (
                <Descriptions.Item key={field.key} label={field.label}>
                  <FieldValue field={field} value={record[field.key]} />
                </Descriptions.Item>
              ))}
          </Descriptions>
        )}
      </Spin>
    </Card>
  );
}
