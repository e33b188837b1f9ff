import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal, Space, Spin, Tag, Typography } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import type { BulkAnswer, BulkRequest } from '../../model/bulk';
import { runBulk } from '../../api/resources';
import { dismissText } from './facts';
import { ActionInput, fieldErrors } from './ActionInput';
import { BulkRows, BulkSummary } from './BulkSummary';
import { t } from '../../i18n/translator';

/** Which rows the batch is about: picked ids, or the list's filters (every row they select). */
export type BatchRows = Pick<BulkRequest, 'ids' | 'filter'>;

type Phase =
  | { step: 'input' }
  | { step: 'checking' | 'running' }
  | { step: 'checked'; dry: BulkAnswer }
  | { step: 'done'; done: BulkAnswer }
  | { step: 'failed'; message: string; after: 'input' | 'checked'; dry?: BulkAnswer };

/**
 * A batch action, in two steps: a dry run first (what each row would do, and what the batch adds
 * up to: rows per outcome, amounts per coin, rows per user), then, once confirmed, the action on
 * the rows the dry run found it would act on, with the versions it saw, and each row's outcome.
 * The server asks who is acting before the second step when the action is sensitive (step-up).
 */
export default function BulkDialog({
  declaration,
  action,
  rows,
  onClose,
}: {
  declaration: ResourceDeclaration;
  action: ActionDeclaration;
  rows: BatchRows;
  /** `changed`: the batch was sent, so that the list reads itself again. */
  onClose: (changed: boolean) => void;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const [phase, setPhase] = useState<Phase>(
    action.input ? { step: 'input' } : { step: 'checking' },
  );
  const [input, setInput] = useState<Record<string, string>>({});
  const label = t(action.label);

  function check(values: Record<string, string>) {
    setInput(values);
    setPhase({ step: 'checking' });
    return dryRun(values);
  }

  /** The dry run, its answer or failure shown when it comes. */
  async function dryRun(values: Record<string, string>) {
    try {
      const answer = await runBulk(declaration.name, action.name, {
        ...rows,
        input: values,
        dryRun: true,
      });
      setPhase({ step: 'checked', dry: answer.result! });
    } catch (error) {
      const message = (error as ApiErrorBody).message ?? '';
      // A 400 on the reason lands on its field, the dialog back at the question.
      const onFields = fieldErrors(action, (error as ApiErrorBody).errors);
      if (onFields.length) {
        setPhase({ step: 'input' });
        form.setFields(onFields);
      } else setPhase({ step: 'failed', message, after: 'input' });
    }
  }

  // Without a reason to ask, the dry run starts as the dialog opens.
  useEffect(() => {
    if (!action.input) void dryRun({});
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(dry: BulkAnswer) {
    const acted = dry.rows.filter((row) => row.outcome !== 'refused');
    setPhase({ step: 'running' });
    try {
      const answer = await runBulk(declaration.name, action.name, {
        ids: acted.map((row) => row._id),
        versions: Object.fromEntries(
          acted.flatMap((row) => (row.version === undefined ? [] : [[row._id, row.version]])),
        ),
        input,
        dryRun: false,
      });
      setPhase({ step: 'done', done: answer.result! });
    } catch (error) {
      const message = (error as ApiErrorBody).message ?? '';
      setPhase({ step: 'failed', message, after: 'checked', dry });
    }
  }

  const sent = phase.step === 'done';
  const busy = phase.step === 'checking' || phase.step === 'running';
  const dry =
    phase.step === 'checked' ? phase.dry : phase.step === 'failed' ? phase.dry : undefined;
  const acting = dry ? dry.rows.filter((row) => row.outcome !== 'refused').length : 0;

  const footer = sent ? (
    <Button type="primary" onClick={() => onClose(true)}>
      {t('Close')}
    </Button>
  ) : (
    <Space>
      <Button onClick={() => onClose(false)} disabled={phase.step === 'running'}>
        {dismissText(action.label) ?? t('Cancel')}
      </Button>
      {phase.step === 'input' || (phase.step === 'failed' && phase.after === 'input') ? (
        <Button type="primary" onClick={() => form.validateFields().then(check, () => undefined)}>
          {t('Check the batch')}
        </Button>
      ) : (
        <Button
          type="primary"
          danger={action.danger}
          disabled={!dry || acting === 0}
          loading={phase.step === 'running'}
          onClick={() => dry && void send(dry)}
        >
          {acting === 1
            ? t('{{action}} 1 row', { action: label })
            : t('{{action}} {{count}} rows', { action: label, count: acting })}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      open
      title={t('{{action}}: a batch', { action: label })}
      width={640}
      footer={footer}
      maskClosable={false}
      closable={phase.step !== 'running'}
      onCancel={() => onClose(sent)}
    >
      {action.input && !dry && !sent && (
        <Form form={form} layout="vertical" disabled={busy}>
          <ActionInput action={action} extra={t('Sent with every row of the batch.')} />
        </Form>
      )}
      {busy && (
        <div role="status" className="bulk-progress">
          <Spin size="small" />{' '}
          {phase.step === 'checking'
            ? t('Checking what the batch would do; nothing is changed yet…')
            : t('Sending the batch, row by row…')}
        </div>
      )}
      {phase.step === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          message={t('The batch could not be sent')}
          description={phase.message && t(phase.message)}
        />
      )}
      {dry && !busy && (
        <>
          <Typography.Paragraph>
            {t('Nothing has changed yet. This is what the batch would do now:')}
          </Typography.Paragraph>
          <BulkSummary declaration={declaration} answer={dry} />
          <BulkRows rows={dry.rows} dryRun />
        </>
      )}
      {phase.step === 'done' && (
        <>
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBottom: 12 }}
            message={t('The batch was sent: each row’s outcome is below.')}
            description={<Tag>{t('Batch {{id}}', { id: phase.done.batchId })}</Tag>}
          />
          <BulkSummary declaration={declaration} answer={phase.done} />
          <BulkRows rows={phase.done.rows} dryRun={false} />
        </>
      )}
    </Modal>
  );
}
