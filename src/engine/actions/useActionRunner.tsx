import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { App, Form, Modal } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import { runAction } from '../../api/resources';
import { useAccess } from '../../session/access';
import { toast } from '../../toast/toasts';
import { actionHref, alsoRunOnOpen } from '../../model/actions';
import { useSingleSubmit } from '../useSingleSubmit';
import { loadClientAction } from '../clientActionLoader';
import { ActionFactsList, dismissText } from './facts';
import { ActionInput, fieldErrors } from './ActionInput';
import { REASON_CODE_KEY } from '../../model/reasons';
import { t } from '../../i18n/translator';
import { useStillWaiting } from '../../ui/useStillWaiting';
import { StillWaiting } from '../../ui/StillWaiting';
import { claimQuestion } from '../claims/ClaimControl';

/** "Approve failed" (a toast's title), the action's label in the admin's language. */
const failed = (label: string) => t('{{action}} failed', { action: t(label) });
/** The message of an API answer or an Error, in the admin's language (none stays none). */
const shown = (message: string | undefined) => message && t(message);

/** A confirmation on screen: what it says, and how to add to it. */
interface OpenConfirmation {
  update: (props: { content: ReactNode }) => void;
  content: ReactNode;
}

/**
 * Starts an action: opens its page, asks for confirmation or a reason, then calls the API (or runs
 * its client handler, `run`). One request at a time per record: a double click, or a second
 * confirmation opened before the first closed, sends nothing more (useSingleSubmit).
 */
export function useActionRunner(
  declaration: ResourceDeclaration,
  record: BaseRecord,
  adminId: string,
) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Record<string, string>>();
  const [asking, setAsking] = useState<ActionDeclaration>();
  const [busy, setBusy] = useState<string>();
  // A confirmation is open: a second click on the button (or menu item) opens no second one.
  const confirming = useRef(false);
  // The last confirmation and its content: it is told when the server is slow to answer, and
  // untold once it has answered (a closing dialog stays in the document for its animation).
  const confirmation = useRef<OpenConfirmation | undefined>(undefined);
  const late = useStillWaiting(busy !== undefined);
  useEffect(() => {
    const open = confirmation.current;
    if (!open) return;
    open.update({
      content: (
        <>
          {open.content}
          {late && <StillWaiting />}
        </>
      ),
    });
    if (!late) confirmation.current = undefined;
  }, [late]);

  const { submit: run } = useSingleSubmit(
    async (action: ActionDeclaration, body: Record<string, unknown> = {}) => {
      setBusy(action.name);
      try {
        if (action.run) {
          const handler = await loadClientAction(action.run);
          const result = await handler({ declaration, record });
          modal[result.type]({ title: t(result.title), content: result.content, width: 520 });
          return;
        }
        const response = await runAction(declaration.name, String(record._id), action.name, body);
        // Held for a second admin (202): asked, not done; the server says why it waits.
        if (response.held)
          toast.waiting(t('Waiting for a second admin'), response.message && t(response.message));
        else
          toast.success(
            response.message
              ? t(response.message)
              : t('{{action}}: done', { action: t(action.label) }),
          );
        setAsking(undefined);
        // Every query on the page, not only this resource's: an action reaches other records (a
        // rejected withdrawal unlocks the user's balance shown above the tab that rejected it).
        await invalidate({ resource: declaration.name, invalidates: ['all'] });
      } catch (error) {
        // A 400 on the dialog's field lands on that field, the dialog open with what was typed.
        const onFields = fieldErrors(action, (error as ApiErrorBody).errors);
        if (onFields.length) form.setFields(onFields);
        // A 409 names the state that forbids the change; the server says which.
        else toast.error(failed(action.label), shown((error as ApiErrorBody | Error).message));
        throw error;
      } finally {
        setBusy(undefined);
      }
    },
  );

  const access = useAccess();
  /**
   * What opening a link also does (a notification opened is marked read): quietly, as the page
   * changes; then every query of the resource is asked again (the header bell's count too).
   */
  const opened = (action: ActionDeclaration) => {
    const also = alsoRunOnOpen(declaration, action, access, record);
    if (!also) return;
    runAction(declaration.name, String(record._id), also.name).then(
      () => invalidate({ resource: declaration.name, invalidates: ['all'] }),
      (error: ApiErrorBody | Error) => toast.error(failed(also.label), shown(error.message)),
    );
  };

  /** Acting on a row another admin claimed is asked first; then the action starts as usual. */
  const start = (action: ActionDeclaration) => {
    const question =
      !action.link && !action.reads && action.need !== 'view'
        ? claimQuestion(declaration, record, adminId)
        : undefined;
    if (!question) return begin(action);
    if (confirming.current) return;
    confirming.current = true;
    modal.confirm({
      title: t(action.label),
      content: question,
      okText: t('Act anyway'),
      cancelText: t('Leave it to them'),
      onOk: () => {
        confirming.current = false;
        begin(action);
      },
      onCancel: () => {
        confirming.current = false;
      },
    });
  };

  const begin = (action: ActionDeclaration) => {
    if (action.link) {
      opened(action);
      return navigate(actionHref(action, record));
    }
    if (action.input) {
      form.resetFields();
      return setAsking(action);
    }
    if (!action.confirm && !action.facts) return void run(action);
    if (confirming.current) return;
    confirming.current = true;
    const answered = () => {
      confirming.current = false;
    };
    const confirm = action.confirm && t(action.confirm);
    const content = action.facts ? (
      <>
        <ActionFactsList
          declaration={declaration}
          action={action}
          record={record}
          adminId={adminId}
        />
        {confirm && <p>{confirm}</p>}
      </>
    ) : (
      confirm
    );
    const confirmDialog = modal.confirm({
      title: t(action.label),
      content,
      // Facts read as a table: room for an address and a sentence beside their labels.
      width: action.facts ? 560 : undefined,
      okText: t(action.label),
      cancelText: dismissText(action.label),
      okButtonProps: { danger: action.danger },
      onOk: () => run(action).finally(answered),
      onCancel: answered,
    });
    confirmation.current = { update: confirmDialog.update, content };
  };

  const dialog = asking?.input && (
    <Modal
      open
      title={t(asking.label)}
      width={asking.facts ? 560 : undefined}
      okText={t(asking.label)}
      cancelText={dismissText(asking.label)}
      okButtonProps={{ danger: asking.danger, loading: busy === asking.name }}
      onCancel={() => setAsking(undefined)}
      // The reason is what to give: the keyboard starts there (a list's `r` opens this), at its
      // code when the action lists codes, else at its text.
      afterOpenChange={(open) =>
        open &&
        (
          form.getFieldInstance(asking.reasons ? REASON_CODE_KEY : asking.input!.key) as {
            focus?: () => void;
          } | null
        )?.focus?.()
      }
      onOk={() =>
        form.validateFields().then(
          (values) => run(asking, values),
          // The missing reason is shown on its field.
          () => undefined,
        )
      }
    >
      <ActionFactsList
        declaration={declaration}
        action={asking}
        record={record}
        adminId={adminId}
      />
      {asking.confirm && <p>{t(asking.confirm)}</p>}
      {late && <StillWaiting />}
      <Form form={form} layout="vertical">
        <ActionInput action={asking} />
      </Form>
    </Modal>
  );
  return { start, opened, busy, late, dialog };
}
