import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogList } from '@refinedev/core';
import { Alert, List, Space, Tag, Typography } from 'antd';
import { EmptyText } from '../../ui/EmptyText';
import type { AuditEntry } from '../../../resources/domain';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody, ListResult } from '../../model/contract';
import { auditRecordPath, type RowNamer } from '../../model/auditTrail';
import { useAccess } from '../../session/access';
import { formatDate, humanize } from '../../model/format';
import { getDeclaration } from '../../model/registry';
import { FieldValue } from '../fields/Display';
import { AuditChanges } from './AuditChanges';
import { OverClaim } from './OverClaim';
import { t } from '../../i18n/translator';

/** What the History tab asks the audit-log provider for (`meta` of useLogList). */
interface HistoryQuery {
  id: string;
  page: number;
  pageSize: number;
}

const PAGE_SIZE = 10;

/** The log's own outcome field (its colours and labels), from the Audit Log declaration. */
function outcomeField(): FieldDeclaration | undefined {
  return getDeclaration('audit-log')?.fields.find((field) => field.key === 'outcome');
}

/** What an entry did, in words: a save, or the declared action by its label ("Approve"). */
function actionName(entry: AuditEntry): string {
  if (entry.action === 'create') return t('Create');
  if (entry.action === 'update') return t('Update');
  if (entry.action === 'delete') return t('Delete');
  const declaration = getDeclaration(entry.resource);
  const declared = [...(declaration?.actions ?? []), ...(declaration?.listActions ?? [])].find(
    (action) => action.name === entry.action,
  );
  return t(declared?.label ?? humanize(entry.action));
}

/** A name linked to its record's page when the admin may open it, else text. */
function Named({ text, path }: { text: string; path?: string }) {
  const name = <bdi>{text}</bdi>;
  return path ? <Link to={path}>{name}</Link> : name;
}

/**
 * One entry: when, who, what, how it ended, the answer's message, and the changes. On the history
 * of a row of another record (a market, changed through its event: `rowOf`), the record it was
 * done on is named, and only the changes of that row are shown.
 */
function AuditEntryView({
  entry,
  rowName,
  rowOf,
}: {
  entry: AuditEntry;
  rowName?: RowNamer;
  rowOf?: string;
}) {
  const decider = useAccess();
  const outcome = outcomeField();
  const refused = entry.outcome < 200 || entry.outcome >= 300;
  const through = rowOf !== undefined && entry.recordId !== rowOf;
  const changes = useMemo(
    () =>
      through
        ? (entry.changes ?? []).filter((change) => change.field.split('.').includes(rowOf))
        : (entry.changes ?? []),
    [entry.changes, through, rowOf],
  );
  const admin =
    entry.adminId && auditRecordPath({ resource: 'admins', recordId: entry.adminId }, decider);
  const onRecord = through ? getDeclaration(entry.resource) : undefined;
  return (
    <div className="audit-entry" data-testid="audit-entry">
      <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{formatDate(entry.at)}</Typography.Text>
        <Typography.Text>
          <Named text={entry.adminName || '—'} path={admin || undefined} />
        </Typography.Text>
        <Tag data-testid="audit-action">{actionName(entry)}</Tag>
        {outcome ? (
          <FieldValue field={outcome} value={entry.outcome} />
        ) : (
          <Tag>{entry.outcome}</Tag>
        )}
      </Space>
      {onRecord && (
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {t('Done on its {{thing}}:', { thing: t(onRecord.title.singular).toLowerCase() })}{' '}
          <Named
            text={entry.recordTitle || entry.recordId || '—'}
            path={auditRecordPath(entry, decider)}
          />
        </Typography.Paragraph>
      )}
      {entry.message && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          <bdi>{t(entry.message)}</bdi>
        </Typography.Paragraph>
      )}
      <OverClaim entry={entry} />
      <AuditChanges
        changes={changes}
        resource={entry.resource}
        module={entry.module}
        rowName={rowName}
        names={entry.names}
        refused={refused}
      />
    </div>
  );
}

/**
 * A record's History tab: its entries in the audit trail, newest first, paged, read through
 * Refine's audit-log provider (GET /{resource}/{id}/history). The server writes the trail; the
 * panel only reads it. `revision` (the record's updatedAt) asks again once the record changed.
 */
export function RecordHistory({
  declaration,
  id,
  revision,
  rowName,
}: {
  declaration: ResourceDeclaration;
  id: string;
  revision?: unknown;
  rowName?: RowNamer;
}) {
  const [page, setPage] = useState(1);
  const meta: HistoryQuery = { id, page, pageSize: PAGE_SIZE };
  const { data, isLoading, isFetching, error, refetch } = useLogList<ListResult<AuditEntry>>({
    resource: declaration.name,
    meta,
    queryOptions: { refetchOnMount: 'always' },
  });
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    void refetch();
  }, [revision, refetch]);
  if (error) {
    const { message } = error as unknown as ApiErrorBody;
    return (
      <Alert
        type="error"
        showIcon
        message={t('Could not load the history')}
        description={message && t(message)}
      />
    );
  }
  return (
    <section
      aria-label={t('History of this {{thing}}', {
        thing: t(declaration.title.singular).toLowerCase(),
      })}
    >
      <List<AuditEntry>
        className="record-history"
        loading={isLoading || (isFetching && !data)}
        dataSource={data?.items ?? []}
        rowKey="_id"
        locale={{ emptyText: <EmptyText>{t('No changes recorded yet.')}</EmptyText> }}
        renderItem={(entry) => (
          <List.Item>
            <AuditEntryView entry={entry} rowName={rowName} rowOf={id} />
          </List.Item>
        )}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                showTotal: (total) => t('{{count}} entries', { count: total }),
                size: 'small',
              }
            : false
        }
      />
    </section>
  );
}
