import { useState } from 'react';
import { useInvalidate, useList } from '@refinedev/core';
import { Alert, Button, Form, Modal, Radio, Spin } from 'antd';
import type { ListActionDeclaration, ResourceDeclaration } from '../../resources/types';
import type { ApiErrorBody } from '../model/contract';
import { runListAction } from '../api/resources';
import { useAccess } from '../session/access';
import { toast } from '../toast/toasts';
import { ReferenceSelect } from './fields/ReferenceSelect';
import { useSingleSubmit } from './useSingleSubmit';
import { dismissText } from './actions';
import { canReadReference } from './references';
import { ActionInput, fieldErrors } from './actions/ActionInput';
import { t } from '../i18n/translator';

/**
 * A declared list action (cancel all open orders of a market or of a user; mark all notifications
 * read): the admin picks the record, if any, the confirmation shows how many rows it applies to (the
 * list's total for that filter, asked from the server), and one request does it.
 */
function ListActionDialog({
  declaration,
  action,
  onClose,
}: {
  declaration: ResourceDeclaration;
  action: ListActionDeclaration;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const reasoned = Boolean(action.reasons || action.input);
  const whole = action.pick.length === 0;
  const [key, setKey] = useState(action.pick[0]?.key);
  const [value, setValue] = useState<string>();
  const pick = action.pick.find((item) => item.key === key) ?? action.pick[0];
  const chosen = whole || Boolean(value);
  const where = Object.entries(action.where ?? {}).map(([field, wanted]) => ({
    field,
    operator: 'eq' as const,
    value: wanted,
  }));
  const { result, query } = useList({
    resource: declaration.name,
    filters: whole ? where : [...where, { field: key!, operator: 'eq', value }],
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    queryOptions: { enabled: chosen, gcTime: 0 },
    errorNotification: false,
  });
  const counted = chosen && query.isSuccess && !query.isFetching;
  const count = result?.total ?? 0;
  const { submit, submitting } = useSingleSubmit(
    async (why: Record<string, unknown>) => {
      try {
        const response = await runListAction(declaration.name, action.name, {
          ...(whole ? {} : { [key!]: value }),
          ...why,
        });
        toast.success(t(response.message || action.done(response.result?.count ?? count)));
      } catch (error) {
        const { message, errors } = error as ApiErrorBody;
        // A 400 on the reason lands on its field, the dialog kept with what was typed.
        const onFields = fieldErrors(action, errors);
        if (onFields.length) form.setFields(onFields);
        else
          toast.error(t('{{action}} failed', { action: t(action.label) }), message && t(message));
        throw error;
      }
      await invalidate({ resource: declaration.name, invalidates: ['list'] });
      onClose();
    },
    { holdAfterSuccess: true },
  );
  return (
    <Modal
      open
      title={t(action.label)}
      okText={t(action.label)}
      cancelText={dismissText(action.label)}
      okButtonProps={{
        danger: action.danger,
        loading: submitting,
        disabled: !counted || count === 0,
      }}
      onOk={() =>
        form.validateFields().then(
          (why) => void submit(why),
          // A missing reason is shown on its field.
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {action.pick.length > 1 && (
          <Form.Item>
            <Radio.Group
              value={key}
              onChange={(event) => {
                setKey(String(event.target.value));
                setValue(undefined);
              }}
              optionType="button"
              options={action.pick.map((item) => ({ value: item.key, label: t(item.label) }))}
            />
          </Form.Item>
        )}
        {pick && (
          <Form.Item label={t(pick.label)} required>
            <ReferenceSelect
              key={pick.key}
              field={{
                key: pick.key,
                label: pick.label,
                type: 'reference',
                reference: pick.reference,
              }}
              value={value}
              onChange={(next) => setValue(next ? String(next) : undefined)}
            />
          </Form.Item>
        )}
        {reasoned && <ActionInput action={action} />}
      </Form>
      {chosen && !counted && !query.isError && <Spin size="small" />}
      {chosen && query.isError && (
        <Alert type="error" showIcon message={t('Could not count the rows it applies to.')} />
      )}
      {counted && (
        <Alert
          type={count > 0 ? 'warning' : 'info'}
          showIcon
          data-testid="list-action-count"
          message={t(action.confirm(count))}
        />
      )}
    </Modal>
  );
}

/** The declaration's list actions the admin may use (edit on the module), as buttons. */
export function ListActions({ declaration }: { declaration: ResourceDeclaration }) {
  const decider = useAccess();
  const [open, setOpen] = useState<ListActionDeclaration>();
  // Only the picks whose records the admin may list (a market select needs view on Markets).
  const actions = (declaration.listActions ?? []).flatMap((action) => {
    const pick = action.pick.filter((item) => canReadReference(item.reference, decider));
    const usable = action.pick.length === 0 || pick.length > 0;
    return decider?.can(action.module ?? declaration.module, 'edit') && usable
      ? [{ ...action, pick }]
      : [];
  });
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.name} danger={action.danger} onClick={() => setOpen(action)}>
          {t(action.label)}
        </Button>
      ))}
      {open && (
        <ListActionDialog
          declaration={declaration}
          action={open}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
