import { useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { Segmented, Typography } from 'antd';
import { inboxReason, PENDING_CHANGE_STATES, type PendingChange } from '../../domain';
import type { PageProps } from '../../../src/engine/pages/types';
import ResourceList from '../../../src/engine/pages/ResourceList';
import { AuditChanges } from '../../../src/engine/audit/AuditChanges';
import { auditRecordPath } from '../../../src/model/auditTrail';
import { formatDate } from '../../../src/model/format';
import { listLink } from '../../../src/model/listLink';
import { appState } from '../../../src/state/appState';
import { useAccess } from '../../../src/session/access';
import { t } from '../../../src/i18n/translator';

/** The inbox's address (the declaration's list route). */
const INBOX = '/approvals';

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

/** The value the list's address filters `field` by, if any (Refine's `filters[i][...]` form). */
function filterValue(search: string, field: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    const at = /^filters\[(\d+)\]\[field\]$/.exec(key)?.[1];
    if (at !== undefined && value === field)
      return params.get(`filters[${at}][value]`) ?? undefined;
  }
  return undefined;
}

/** The inbox's views: each a query of the list, so that it is in the address and the back button. */
function useViews() {
  const me = appState.use((state) => state.admin?._id ?? '');
  return useMemo(
    () => [
      { value: 'waiting', label: t('Waiting for me'), to: listLink(INBOX, 'waitingForMe=true') },
      { value: 'mine', label: t('Proposed by me'), to: listLink(INBOX, `proposedBy=${me}`) },
      { value: 'all', label: t('All changes'), to: INBOX },
    ],
    [me],
  );
}

/**
 * /approvals: the pending changes of the modules the admin may view (dual control), as the
 * declaration's list with three views, each row opening its field-by-field diff and linking the
 * record it changes. Approve, Reject and Withdraw are the declaration's actions.
 */
export default function Approvals({ declaration }: PageProps) {
  const decider = useAccess();
  const navigate = useNavigate();
  const { search } = useLocation();
  const views = useViews();
  const current =
    filterValue(search, 'waitingForMe') === 'true'
      ? 'waiting'
      : filterValue(search, 'proposedBy')
        ? 'mine'
        : 'all';
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
  return (
    <>
      <Segmented
        data-testid="approvals-views"
        style={{ marginBottom: 12 }}
        value={current}
        options={views.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => {
          const view = views.find((item) => item.value === value);
          if (view) navigate(view.to);
        }}
      />
      <ResourceList
        key={current}
        declaration={declaration}
        cells={cells}
        expandedRow={expandedRow}
      />
    </>
  );
}
