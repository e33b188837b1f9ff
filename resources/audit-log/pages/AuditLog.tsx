import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { Typography } from 'antd';
import { reasonLabel, type AuditEntry } from '../../domain';
import type { PageProps } from '../../../src/engine/pages/types';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { AuditChanges } from '../../../src/engine/audit/AuditChanges';
import { OverClaim } from '../../../src/engine/audit/OverClaim';
import { auditRecordPath, auditResourceLabel } from '../../../src/model/auditTrail';
import { useAccess } from '../../../src/session/access';
import { t } from '../../../src/i18n/translator';
import { formatAmount } from '../../../src/model/format';
import { exportFilterLines } from './exportFilters';

/** An export's rows and the filters that chose them. */
function ExportDetail({ entry }: { entry: AuditEntry }) {
  const lines = exportFilterLines(entry.resource, entry.filters);
  return (
    <div data-testid="audit-export-detail">
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {t('Rows exported: {{count}}', { count: formatAmount(entry.rowCount ?? 0) })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {lines.length ? t('Filters:') : t('No filters: every row the admin may see')}
      </Typography.Paragraph>
      {lines.length > 0 && (
        <ul className="audit-export-filters">
          {lines.map((line) => (
            <li key={line.key}>
              {line.label}: <bdi>{line.value}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An opened row: the answer's message and the changes, field by field. */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'export') return <ExportDetail entry={entry} />;
  return (
    <div className="audit-entry-detail" data-testid="audit-entry-detail">
      {entry.message && (
        <Typography.Paragraph>
          <bdi>{t(entry.message)}</bdi>
        </Typography.Paragraph>
      )}
      <OverClaim entry={entry} />
      <AuditChanges
        changes={entry.changes ?? []}
        resource={entry.resource}
        module={entry.module}
        names={entry.names}
        refused={entry.outcome < 200 || entry.outcome >= 300}
      />
      {entry.recordId && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('{{resource}} · record id', { resource: t(auditResourceLabel(entry.resource)) })}{' '}
          <Typography.Text copyable className="mono">
            {entry.recordId}
          </Typography.Text>
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * /audit-log: the declaration's list (filters, paging, CSV), each row opening the entry's changes,
 * and a record's title linking to its page when it has one the admin may open.
 */
export default function AuditLog({ declaration }: PageProps) {
  const decider = useAccess();
  const cells = useMemo(
    () => ({
      // Who asked, by name: their Sub Admin page when the admin may open it.
      adminName: (value: unknown, record: BaseRecord) => {
        const entry = record as unknown as AuditEntry;
        // A request without a session: what it typed, said so, never as an admin's name.
        if (entry.typedEmail !== undefined && !value) {
          const typed = entry.typedEmail ? `"${entry.typedEmail}"` : '—';
          return (
            <div data-testid="audit-typed-email" title={typed}>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t('Not signed in')}
              </Typography.Text>
              <bdi className="audit-typed-email">{typed}</bdi>
            </div>
          );
        }
        const text = <bdi>{String(value || '—')}</bdi>;
        const path =
          entry.adminId &&
          auditRecordPath({ resource: 'admins', recordId: entry.adminId }, decider);
        return path ? <Link to={path}>{text}</Link> : text;
      },
      recordTitle: (value: unknown, record: BaseRecord) => {
        const entry = record as unknown as AuditEntry;
        // An export names its list by the resource's title, one of the panel's words.
        if (entry.action === 'export') return t(String(value ?? ''));
        const text = String(value || entry.recordId || '—');
        const path = auditRecordPath(entry, decider);
        // Record text, isolated as every list draws it.
        return path ? (
          <Link to={path}>
            <bdi>{text}</bdi>
          </Link>
        ) : (
          <bdi>{text}</bdi>
        );
      },
      resource: (value: unknown) => t(auditResourceLabel(String(value ?? ''))),
      action: (value: unknown) => (value === 'export' ? t('Export') : String(value ?? '')),
      // A reason's label may be long: it wraps in its column, never cut as a tag would be.
      reasonCode: (value: unknown) => {
        const label = reasonLabel(value);
        return label ? t(label) : '—';
      },
    }),
    [decider],
  );
  const expandedRow = useCallback(
    (record: BaseRecord) => <EntryDetail entry={record as unknown as AuditEntry} />,
    [],
  );
  return <ListWithViews declaration={declaration} cells={cells} expandedRow={expandedRow} />;
}
