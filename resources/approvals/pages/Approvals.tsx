import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { Typography } from 'antd';
import { inboxReason, PENDING_CHANGE_STATES, type PendingChange } from '../../domain';
import type { PageProps } from '../../../src/engine/pages/types';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { AuditChanges } from '../../../src/engine/audit/AuditChanges';
import { auditRecordPath } from '../../../src/model/auditTrail';
import { formatDate } from '../../../src/model/format';
import { useAccess } from '../../../src/session/access';
import { t } from '../../../src/i18n/translator';

/** A held action's own mark in the diff (`action:resolve`): said in words, not as a field. */
const ACTION_PREFIX = 'action:';

/** The page of the record a change is to, when the admin may open it. */
function recordPath(change: PendingChange, decider: ReturnType<typeof useAccess>) {
  if (change.resource === 'site-setting')
    return decider?.can('Site Setting', 'view') ? '/site-setting' : undefined;
  return auditRecordPath(change, decider);
}

/** An opened row: why it waits, what it changes field by field, and the decision if any. */
function ChangeDetail({ change }: { change: PendingChange }) {
  const fields = change.changes.filter((item) => !item.field.startsWith(ACTION_PREFIX));
  const decided = change.status !== 'pending';
  const state = PENDING_CHANGE_STATES.options.find((option) => option.value === change.status);
  const status = t(state?.label ?? change.status);
  return (
    <div className="audit-entry-detail" data-testid="pending-change-detail">
      <Typography.Paragraph type="secondary">{t(inboxReason(change.kind))}</Typography.Paragraph>
      {change.action !== 'update' && (
        <Typography.Paragraph>
          {t('Action: {{action}}', { action: change.action })}
        </Typography.Paragraph>
      )}
      <AuditChanges changes={fields} resource={change.resource} module={change.module} />
      {decided ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {change.decidedByName
            ? t('{{status}} by {{admin}} at {{time}}', {
                status,
                admin: change.decidedByName,
                time: formatDate(change.decidedAt ?? ''),
              })
            : t('{{status}} at {{time}}', {
                status,
                time: formatDate(change.decidedAt ?? ''),
              })}
          {change.decisionReason && (
            <>
              {' '}
              · <bdi>{change.decisionReason}</bdi>
            </>
          )}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {change.expiresAt
            ? t('Expires at {{time}} unless another admin decides it.', {
                time: formatDate(change.expiresAt),
              })
            : t('Reviewed on the withdrawal’s own page, by its four-eyes rule.')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * /approvals: the pending changes of the modules the admin may view (dual control), as the
 * declaration's list with its saved views above it ("Waiting for my approval", "Proposed by me"
 * and the admin's own: src/model/views.ts), each row opening its field-by-field diff and linking the
 * record it changes. Approve, Reject and Withdraw are the declaration's actions.
 */
export default function Approvals({ declaration }: PageProps) {
  const decider = useAccess();
  const cells = useMemo(
    () => ({
      recordTitle: (value: unknown, record: BaseRecord) => {
        const change = record as unknown as PendingChange;
        const text = <bdi>{String(value || change.recordId || '—')}</bdi>;
        const path = recordPath(change, decider);
        return path ? <Link to={path}>{text}</Link> : text;
      },
    }),
    [decider],
  );
  const expandedRow = useCallback(
    (record: BaseRecord) => <ChangeDetail change={record as unknown as PendingChange} />,
    [],
  );
  return <ListWithViews declaration={declaration} cells={cells} expandedRow={expandedRow} />;
}
