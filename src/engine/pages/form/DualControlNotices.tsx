import { Alert, Button, Form } from 'antd';
import { Link } from 'react-router';
import { useList } from '@refinedev/core';
import {
  HELD_KIND_REASONS,
  heldKindLabel,
  type DualControlSetting,
  type PendingChange,
} from '../../../../resources/domain';
import type { FieldDeclaration, Values } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { changedFields, heldUpdateKind } from '../../../model/dualControl';
import { listLink } from '../../../model/listLink';
import { appState } from '../../../state/appState';
import { t } from '../../../i18n/translator';

/**
 * Inside a form, before Save: whether saving what is typed will wait for a second admin (dual
 * control), worked out by the rule the server applies (src/model/dualControl.ts) from the values
 * typed, the record as loaded and the site setting's switches.
 */
export function HeldSaveNotice({
  fields,
  stored,
}: {
  fields: readonly FieldDeclaration[];
  /** The record as loaded; undefined on create (nothing is held on create). */
  stored: Values | undefined;
}) {
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as Values | undefined;
  const setting = appState.use(
    (state) => (state.siteSetting as { dualControl?: DualControlSetting } | null)?.dualControl,
  );
  if (!stored || !values) return null;
  const kind = heldUpdateKind(fields, changedFields(fields, stored, values), setting);
  if (!kind) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="held-save-notice"
      style={{ marginBottom: 16 }}
      message={t('Saving this needs a second admin: {{kind}}', { kind: t(heldKindLabel(kind)) })}
      description={`${t(HELD_KIND_REASONS[kind])}. ${t('Nothing changes until another admin approves it in Approvals.')}`}
    />
  );
}

/**
 * Above a record's form: the changes to it that wait for a second admin, each by whom and when,
 * with the inbox's link. Only those of modules the admin may view are listed by the API.
 */
export function PendingChangesBanner({ resource, id }: { resource: string; id: string }) {
  const { result, query } = useList<PendingChange>({
    resource: 'approvals',
    filters: [
      { field: 'resource', operator: 'eq', value: resource },
      { field: 'recordId', operator: 'eq', value: id },
      { field: 'status', operator: 'eq', value: 'pending' },
    ],
    pagination: { pageSize: 5 },
    // Said here, beside the form, rather than in a toast that leaves no trace.
    errorNotification: false,
  });
  const waiting = result?.data ?? [];
  // Not knowing is not "nothing waits": a save may still be refused or held.
  const failure = (query.error as ApiErrorBody | null)?.message;
  if (query.isError && !query.data)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="pending-change-unknown"
        style={{ marginBottom: 16 }}
        message={t('Could not check for changes waiting for a second admin')}
        description={failure && t(failure)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('Retry')}
          </Button>
        }
      />
    );
  if (!waiting.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="pending-change-banner"
      style={{ marginBottom: 16 }}
      message={t('A change to this record waits for a second admin')}
      description={
        <>
          {waiting.map((change) => (
            <div key={change._id}>
              {t('{{kind}}, proposed by {{admin}}', {
                kind: t(heldKindLabel(change.kind)),
                admin: change.proposedByName,
              })}
            </div>
          ))}
          <Link to={listLink('/approvals', `recordId=${id}`)}>{t('Open in Approvals')}</Link>
        </>
      }
    />
  );
}
