import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { AUTH_PATHS, type ApiErrorBody } from '../model/contract';
import { readEnvelope } from '../model/envelope';
import { http } from '../api/http';
import { isDemoMode } from '../demoFlag';
import { applyFieldErrors } from '../engine/formErrors';
import { AuthCard } from './AuthCard';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

/** POST /api/admin/forgotPassword with the admin's e-mail; the server mails a reset link. */
function ForgotPasswordForm() {
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string }>();
  // The demo API has no mail server: it hands the link back, and only a demo build shows it.
  const [demoLink, setDemoLink] = useState<string>();

  const submit = async (values: { email: string }) => {
    setSending(true);
    setOutcome(undefined);
    try {
      const { data: body, status } = await http().post<unknown>(AUTH_PATHS.forgotPassword, values);
      const data = readEnvelope<{ demoLink?: string }>(body, status);
      if (isDemoMode() && data.result?.demoLink) setDemoLink(data.result.demoLink);
      setOutcome({
        type: 'success',
        message: data.message
          ? t(data.message)
          : t('If the address belongs to an admin, a reset link is on its way.'),
      });
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      setOutcome({ type: 'error', message: t(body.message) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('Forgot password')}>
      {demoLink && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('Demo mode: no e-mail is sent')}
          description={<Link to={demoLink}>{t('Open the reset link')}</Link>}
        />
      )}
      {outcome && (
        <Alert
          type={outcome.type}
          message={outcome.message}
          showIcon
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('Email')}
          name="email"
          rules={[{ required: true, type: 'email', message: t('Enter a valid email') }]}
        >
          <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          {t('Send reset link')}
        </Button>
      </Form>
      <div style={{ marginTop: 12 }}>
        <Link to="/login">{t('Back to sign in')}</Link>
      </div>
    </AuthCard>
  );
}

export default function ForgotPasswordPage() {
  return (
    <Themed>
      <ForgotPasswordForm />
    </Themed>
  );
}
