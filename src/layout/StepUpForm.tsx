import { useState } from 'react';
import { useFocusWhenShown } from '../ui/useFocusWhenShown';
import { Alert, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { http } from '../api/http';
import { AUTH_PATHS, type ApiErrorBody } from '../model/contract';
import { STEP_UP_MINUTES, type StepUpRequest } from '../model/stepUp';
import { answerStepUp } from '../session/stepUp';
import { appState } from '../state/appState';
import { applyFieldErrors } from '../engine/formErrors';
import { t } from '../i18n/translator';

/**
 * Confirms the admin's identity before a sensitive request goes again: the 6-digit code for an
 * admin with 2FA, else the password. A wrong answer keeps the dialog open with the server's
 * message on the field; a lock (429) says how long to wait. Cancel leaves the request refused.
 */
export default function StepUpForm() {
  const withCode = appState.use((state) => state.admin?.twoFactorEnabled === true);
  const field = withCode ? 'code' : 'password';
  const [form] = Form.useForm<StepUpRequest>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { ref: input, afterOpenChange: focusWhenShown } = useFocusWhenShown<InputRef>();

  async function confirm() {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || sending) return;
    setSending(true);
    setProblem(undefined);
    try {
      await http().post(AUTH_PATHS.stepUp, { [field]: values[field] });
      answerStepUp(true);
    } catch (error) {
      const body = error as ApiErrorBody;
      if (body.errors) applyFieldErrors(form, body.errors);
      else setProblem(t(body.message));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={
        <span>
          <SafetyOutlined /> {t('Confirm it is you')}
        </span>
      }
      okText={t('Confirm')}
      cancelText={t('Cancel')}
      confirmLoading={sending}
      onOk={() => void confirm()}
      onCancel={() => answerStepUp(false)}
      maskClosable={false}
      destroyOnHidden
      afterOpenChange={focusWhenShown}
      width={440}
      // Above the confirmation of the action that asked (still open while its request waits).
      zIndex={2100}
      data-testid="step-up-dialog"
    >
      <Typography.Paragraph>
        {withCode
          ? t(
              'This needs a fresh confirmation: enter the 6-digit code from your authenticator app. It holds for {{minutes}} minutes.',
              { minutes: STEP_UP_MINUTES },
            )
          : t(
              'This needs a fresh confirmation: enter your password. It holds for {{minutes}} minutes.',
              { minutes: STEP_UP_MINUTES },
            )}
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void confirm()}>
        {withCode ? (
          <Form.Item
            label={t('Authentication code')}
            name="code"
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('The code has 6 digits') }]}
          >
            <Input ref={input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('Password')}
            name="password"
            rules={[{ required: true, message: t('Enter your password') }]}
          >
            <Input.Password ref={input} autoComplete="current-password" />
          </Form.Item>
        )}
        {/* Enter in the field confirms. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
