import { Suspense, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Space, Spin, Table, Typography } from 'antd';
import type { FieldDeclaration, ResourceDeclaration, Values } from '../../../resources/types';
import type { PageProps } from './types';
import { fieldOfRecord, RecordValue } from '../fields/Display';
import { RecordActions } from '../actions';
import { ClaimBanner, ClaimButton } from '../claims/ClaimControl';
import { useLiveRecord } from '../claims/useLiveRecord';
import { fieldColumn } from '../listColumns';
import { fillRecordPath, mayChangeRow } from '../../model/actions';
import { getDeclaration } from '../../model/registry';
import { useAccess } from '../../session/access';
import { listAddress } from '../listMemory';
import { isNotFound, RecordNotFound } from './RecordNotFound';
import { midSentence } from '../../model/format';
import { RecordTabs } from '../audit/RecordTabs';
import { usePhone } from '../../ui/usePhone';
import { t } from '../../i18n/translator';
import { recordHeading } from '../recordHeading';
import { preloadable } from '../../ui/preloadable';
import { useStillWaiting } from '../../ui/useStillWaiting';
import { StillWaiting } from '../../ui/StillWaiting';

// The related lists load with their first tab, not with the page.
const ResourceList = preloadable(() => import('./ResourceList')).Component;

/** A nested field's rows (a user's balances per coin) as a small table. */
function NestedTable({ field, rows }: { field: FieldDeclaration; rows: unknown }) {
  const phone = usePhone();
  const columns = (field.fields ?? []).map((inner) => fieldColumn(inner, field.fields));
  // On a phone a table cuts numbers and hides columns off screen: each row is label/value pairs,
  // headed by its first field (a balance's coin), every figure whole.
  if (phone) return <NestedRows field={field} rows={rows} />;
  return (
    // Wider than a phone's screen: it scrolls in its place rather than widening the page, and the
    // keyboard can reach it to scroll it (a region of its own, named by its field).
    <div
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="group"
      aria-label={t('{{label}}, scrolls sideways', { label: t(field.label) })}
    >
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey={(row: Values) => String(row._id ?? row[field.fields?.[0]?.key ?? ''] ?? '')}
        columns={columns}
        dataSource={Array.isArray(rows) ? (rows as Values[]) : []}
        tableLayout="fixed"
        style={{ maxWidth: columns.reduce((sum, column) => sum + column.width, 0) }}
      />
    </div>
  );
}

function NestedRows({ field, rows }: { field: FieldDeclaration; rows: unknown }) {
  const inner = field.fields ?? [];
  const [head, ...details] = inner;
  const list = Array.isArray(rows) ? (rows as Values[]) : [];
  if (!head) return null;
  return (
    <ul className="nested-rows" aria-label={t(field.label)}>
      {list.map((row, index) => (
        <li key={String(row._id ?? row[head.key] ?? index)} className="nested-row">
          <div className="nested-row-head">
            <RecordValue field={head} record={row} fields={inner} />
          </div>
          <dl className="list-card-fields">
            {details.map((detail) => (
              <div key={detail.key} className="list-card-field">
                <dt className="list-card-label">{t(detail.label)}</dt>
                <dd>
                  <RecordValue field={detail} record={row} fields={inner} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below the record: the declaration's related lists the admin may view, each a tab filtered by
 * this record (its `_id`, or the field a list names as `from`: a withdrawal's user), and the
 * record's History.
 */
function RecordBelow({
  declaration,
  record,
}: {
  declaration: ResourceDeclaration;
  record: Values;
}) {
  const decider = useAccess();
  const items = useMemo(
    () =>
      (declaration.related ?? []).flatMap((related) => {
        const target = getDeclaration(related.resource);
        const id = record[related.from ?? '_id'];
        if (!target || !decider?.can(target.module, 'view') || id === undefined || id === null)
          return [];
        return [
          {
            key: related.resource,
            label: t(related.label),
            children: (
              <Suspense fallback={<Spin />}>
                <ResourceList
                  declaration={target}
                  fixed={{ [related.key]: String(id) }}
                  hide={related.hide}
                />
              </Suspense>
            ),
          },
        ];
      }),
    [declaration.related, decider, record],
  );
  return (
    <div style={{ marginTop: 16 }}>
      <RecordTabs
        declaration={declaration}
        id={String(record._id)}
        revision={record.updatedAt}
        items={items}
        label={t('{{thing}} lists and history', { thing: t(declaration.title.singular) })}
      />
    </div>
  );
}

/**
 * A field's value on the record's page; one that `opens` another record (a transfer's user)
 * links to that record's page when the admin may view its module.
 */
function ShownValue({
  field,
  record,
  fields,
}: {
  field: FieldDeclaration;
  record: Values;
  fields: readonly FieldDeclaration[];
}) {
  const decider = useAccess();
  const value = (
    <RecordValue field={fieldOfRecord(field, record)} record={record} fields={fields} />
  );
  const target = field.opens && getDeclaration(field.opens.resource);
  const route = target && target.routes.show;
  const id = field.opens && record[field.opens.idKey];
  if (!target || !route || !id || !decider?.can(target.module, 'view') || !record[field.key])
    return value;
  return <Link to={fillRecordPath(route.replace(/:[A-Za-z]+$/, ':id'), { _id: id })}>{value}</Link>;
}

/** Generic read-only page of one record with its state actions and related lists. */
export default function ResourceShow({ declaration }: PageProps) {
  // The record id is the route's one parameter, whatever it is called (/user-history/:userid).
  const id = Object.values(useParams())[0];
  // An unknown id is a not-found page below, not a raw "status code 404" toast.
  const { query } = useShow({
    resource: declaration.name,
    id,
    errorNotification: (error) =>
      isNotFound(error)
        ? false
        : {
            type: 'error',
            message: t('Could not load the {{thing}}', {
              thing: midSentence(t(declaration.title.singular)),
            }),
            description: error?.message && t(error.message),
          },
  });
  const record = query.data?.data;
  useLiveRecord(declaration, id, () => query.refetch());
  // A record that takes long to read (or read again) says so above its fields.
  const late = useStillWaiting(query.isFetching);
  const decider = useAccess();
  const canEdit =
    (decider?.can(declaration.module, 'edit') ?? false) &&
    (!record || mayChangeRow(declaration, decider, record));
  const { routes, title, fields } = declaration;
  const shown = fields.filter((field) => field.show !== false);
  if (isNotFound(query.error))
    return (
      <Card>
        <RecordNotFound declaration={declaration} message={query.error?.message} />
      </Card>
    );
  return (
    <Card
      className="record-show"
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {record ? <bdi>{recordHeading(declaration, record)}</bdi> : t(title.singular)}
        </Typography.Title>
      }
      extra={
        <Space>
          {record && <ClaimButton declaration={declaration} record={record} />}
          {record && <RecordActions declaration={declaration} record={record} />}
          {record && routes.edit && canEdit && (
            <Link to={fillRecordPath(routes.edit, record)}>
              <Button type="primary">{t('Edit')}</Button>
            </Link>
          )}
          {routes.list && (
            <Link to={listAddress(declaration)!}>
              {t('Back to {{things}}', { things: midSentence(t(title.plural)) })}
            </Link>
          )}
        </Space>
      }
    >
      {late && <StillWaiting />}
      {record && <ClaimBanner declaration={declaration} record={record} />}
      <Spin spinning={query.isLoading}>
        {record && (
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
            {shown
              .filter((field) => field.type !== 'nested')
              .map((field) => (
                <Descriptions.Item key={field.key} label={t(field.label)}>
                  <ShownValue field={field} record={record} fields={fields} />
                </Descriptions.Item>
              ))}
          </Descriptions>
        )}
        {record &&
          shown
            .filter((field) => field.type === 'nested' && field.fields?.length)
            .map((field) => (
              <section key={field.key} aria-label={t(field.label)} style={{ marginTop: 16 }}>
                <Typography.Title level={5}>{t(field.label)}</Typography.Title>
                <NestedTable field={field} rows={record[field.key]} />
              </section>
            ))}
      </Spin>
      {record && <RecordBelow declaration={declaration} record={record} />}
    </Card>
  );
}
