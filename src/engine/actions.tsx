import { useState } from 'react';
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/types';
import type { ApiErrorBody } from '../api/contract';
import { runAction } from '../providers/dataProvider';
import { toast } from '../toast/toasts';
import { useCan } from './useCan';

/** Actions the state machine allows for this record (declaration's allowedWhen). */
export function allowedActions(
  declaration: ResourceDeclaration,
  record: BaseRecord,
): ActionDeclaration[] {
  return (declaration.actions ?? []).filter(
    (action) =>
      !action.allowedWhen ||
      action.allowedWhen.in.includes(String(record[action.allowedWhen.field])),
  );
}

function ActionButton({
  declaration,
  record,
  action,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
  action: ActionDeclaration;
}) {
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<Record<string, string>>();

  const run = async (body: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      const response = await runAction(declaration.name, String(record._id), action.name, body);
      toast.success(response.message || `${action.label}: done`);
      setAsking(false);
      await invalidate({
        resource: declaration.name,
        invalidates: ['list', 'detail'],
        id: String(record._id),
      });
    } catch (error) {
      // A 409 names the state that forbids the change; the server says which.
      toast.error(`${action.label} failed`, (error as ApiErrorBody).message);
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      size="small"
      danger={action.danger}
      loading={busy}
      onClick={action.input ? () => setAsking(true) : undefined}
    >
      {action.label}
    </Button>
  );
  if (action.input) {
    const input = action.input;
    return (
      <>
        {button}
        <Modal
          open={asking}
          title={action.label}
          okText={action.label}
          okButtonProps={{ danger: action.danger, loading: busy }}
          onCancel={() => setAsking(false)}
          onOk={() => form.validateFields().then((values) => run(values))}
          destroyOnHidden
        >
          {action.confirm && <p>{action.confirm}</p>}
          <Form form={form} layout="vertical">
            <Form.Item
              name={input.key}
              label={input.label}
              rules={[{ required: input.required, message: `${input.label} is required` }]}
            >
              <Input.TextArea autoSize={{ minRows: 2 }} />
            </Form.Item>
          </Form>
        </Modal>
      </>
    );
  }
  if (action.confirm) {
    return (
      <Popconfirm
        title={action.confirm}
        okText={action.label}
        okButtonProps={{ danger: action.danger }}
        onConfirm={() => run()}
      >
        {button}
      </Popconfirm>
    );
  }
  return <span onClick={() => void run()}>{button}</span>;
}

/** The record's state actions, shown only to admins with edit on the module. */
export function RecordActions({
  declaration,
  record,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
}) {
  const canEdit = useCan(declaration.module, 'edit');
  if (!canEdit) return null;
  const actions = allowedActions(declaration, record);
  if (actions.length === 0) return null;
  return (
    <Space size={4} wrap>
      {actions.map((action) => (
        <ActionButton key={action.name} declaration={declaration} record={record} action={action} />
      ))}
    </Space>
  );
}
