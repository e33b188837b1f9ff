import { useState } from 'react';
import { Alert, Button, Card, Form, Input, QRCode, Space, Steps, Tag, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import {
  AUTH_PATHS,
  type AdminIdentity,
  type ApiErrorBody,
  type TwoFactorCode,
  type TwoFactorSetup,
} from '../../../src/model/contract';
import { readRecord } from '../../../src/model/envelope';
import { http } from '../../../src/api/http';
import { appState } from '../../../src/state/appState';
import { toast } from '../../../src/toast/toasts';
import { applyFieldErrors } from '../../../src/engine/formErrors';
import { useSingleSubmit } from '../../../src/engine/useSingleSubmit';
import { t } from '../../../src/i18n/translator';

/** The code's rule, its message in the admin's language (read when drawn). */
const codeRules = () => [
  { required: true, pattern: /^\d{6}$/, message: t('The code has 6 digits') },
];

async function post<T extends object>(path: string, body?: unknown): Promise<T> {
  const { data, status } = await http().post<unknown>(path, body ?? {});
  return readRecord<T>(data, status);
}

/** Groups of four characters read and type more easily: JBSW Y3DP ... */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The 6-digit code field; a 400 from the server lands on it. */
function CodeForm({
  label,
  danger,
  onCode,
}: {
  label: string;
  danger?: boolean;
  onCode: (code: string) => Promise<AdminIdentity>;
}) {
  const [form] = Form.useForm<TwoFactorCode>();
  const { submit, submitting } = useSingleSubmit(async ({ code }: TwoFactorCode) => {
    try {
      const admin = await onCode(code);
      appState.set((state) => ({
        admin: state.admin && { ...state.admin, twoFactorEnabled: admin.twoFactorEnabled },
      }));
      toast.success(
        admin.twoFactorEnabled
          ? t('Two-factor authentication is on')
          : t('Two-factor authentication is off'),
      );
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      if (!body.errors) toast.error(t(body.message));
    }
  });
  return (
    <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
      <Form.Item label={t('Authentication code')} name="code" rules={codeRules()}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={submitting}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * Enrolment starts with the password (the server asks for it, so that a session token alone
 * cannot enrol the account); the password is kept for the step that turns it on.
 */
function StartForm({
  onStarted,
}: {
  onStarted: (setup: TwoFactorSetup, password: string) => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  const { submit, submitting } = useSingleSubmit(async ({ password }: { password: string }) => {
    try {
      onStarted(await post<TwoFactorSetup>(AUTH_PATHS.twoFactorSetup, { password }), password);
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      if (!body.errors) toast.error(t(body.message));
    }
  });
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        label={t('Your password')}
        name="password"
        rules={[{ required: true, message: t('Enter your password') }]}
        style={{ maxWidth: 320 }}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('Set up two-factor authentication')}
      </Button>
    </Form>
  );
}

/**
 * /2fa-settings: TOTP enrolment (secret as text and as a QR code, confirmed with a code) and
 * turning it off with a current code. The QR code is antd's, in this page's chunk.
 */
export default function TwoFactorSettings() {
  const enabled = appState.use((state) => state.admin?.twoFactorEnabled === true);
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [password, setPassword] = useState('');

  return (
    <Card
      title={
        <Space>
          <SafetyOutlined />
          {t('Two-factor authentication')}
          {enabled ? <Tag color="green">{t('On')}</Tag> : <Tag>{t('Off')}</Tag>}
        </Space>
      }
      style={{ maxWidth: 720 }}
    >
      {enabled ? (
        <>
          <Typography.Paragraph>
            {t(
              'Signing in asks for a 6-digit code from your authenticator app after the password. To turn this off, enter a current code.',
            )}
          </Typography.Paragraph>
          <CodeForm
            label={t('Turn off')}
            danger
            onCode={(code) => post<AdminIdentity>(AUTH_PATHS.twoFactorDisable, { code })}
          />
        </>
      ) : !setup ? (
        <>
          <Typography.Paragraph>
            {t(
              'Protect this account with a time-based code (TOTP, RFC 6238) from an authenticator app such as Google Authenticator, 1Password or Authy.',
            )}
          </Typography.Paragraph>
          <StartForm
            onStarted={(started, typed) => {
              setPassword(typed);
              setSetup(started);
            }}
          />
        </>
      ) : (
        <Steps
          direction="vertical"
          current={1}
          items={[
            {
              title: t('Scan the code with your authenticator app'),
              description: (
                <Space align="start" size="large" wrap>
                  <QRCode value={setup.otpauthUrl} size={176} bordered aria-label={t('QR code')} />
                  <div>
                    <Typography.Text type="secondary">{t('Or type this key:')}</Typography.Text>
                    <Typography.Paragraph
                      copyable={{ text: setup.secret }}
                      code
                      data-testid="totp-secret"
                    >
                      {grouped(setup.secret)}
                    </Typography.Paragraph>
                    <Alert
                      type="info"
                      showIcon
                      message={t('Keep this key private: anyone with it can make your codes.')}
                    />
                  </div>
                </Space>
              ),
            },
            {
              title: t('Enter the 6-digit code it shows'),
              description: (
                <CodeForm
                  label={t('Turn on')}
                  onCode={(code) =>
                    post<AdminIdentity>(AUTH_PATHS.twoFactorEnable, { code, password })
                  }
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
