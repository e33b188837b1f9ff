import { useState } from 'react';
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/types';
import type { ApiErrorBody } from '../api/contract';
import { runAction } from '../providers/dataProvider';
import { toast } from '../toast/toasts';
import { useAccessDecider } from '../session/access';
import { Link } from 'react-router';
import { actionAllowed, fillRecordPath } from './actionRules';

/** The row's buttons: actions the state machine allows for this record, API-only ones left out. */
export function allowedActions(
  declaration: ResourceDeclaration,
  record: BaseRecord,
): ActionDeclaration[] {
  return (declaration.actions ?? []).filter(
    (action) => !action.hidden && actionAllowed(action, record),
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

/**
 * The record's state actions that its state allows, each shown only to admins with the right it
 * needs (edit on the module, or on the action's own module) — never a button that would be refused.
 */
export function RecordActions({
  declaration,
  record,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
}) {
  const decider = useAccessDecider();
  if (!decider) return null;
  const actions = allowedActions(declaration, record).filter((action) =>
    decider.can(action.module ?? declaration.module, action.need ?? 'edit'),
  );
  if (actions.length === 0) return null;
  return (
    <Space size={4} wrap>
      {actions.map((action) =>
        action.link ? (
          <Link key={action.name} to={fillRecordPath(action.link, record)}>
            <Button
              size="small"
              type={action.need === 'view' ? 'default' : 'primary'}
              ghost={action.need !== 'view'}
            >
              {action.label}
            </Button>
          </Link>
        ) : (
          <ActionButton
            key={action.name}
            declaration={declaration}
            record={record}
            action={action}
          />
        ),
      )}
    </Space>
  );
}
