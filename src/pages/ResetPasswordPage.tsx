import { FailureAlert } from '../ui/FailureAlert';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { AUTH_PATHS, type ApiErrorBody } from '../model/contract';
import { readEnvelope } from '../model/envelope';
import { PASSWORD_MIN_LENGTH } from '../model/passwords';
import { confirmPasswordRules } from '../ui/passwordRules';
import { http } from '../api/http';
import { toast } from '../toast/toasts';
import { applyFieldErrors } from '../engine/formErrors';
import { AuthCard } from './AuthCard';
import { Themed } from '../ui/Themed';
import { t } from '../i18n/translator';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** /verification/forgotPassword: checkauthtoken, then resetPassword. */
function ResetPasswordForm() {
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const location = useLocation();
  // The e-mailed link's token is read once, then taken out of the address bar and history.
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  useEffect(() => {
    if (new URLSearchParams(location.search).has('token'))
      navigate(location.pathname, { replace: true });
  }, [location, navigate]);
  const [check, setCheck] = useState<{ state: 'checking' | 'valid' | 'invalid'; message?: string }>(
    {
      state: token ? 'checking' : 'invalid',
      message: token ? undefined : t('This reset link has no token. Ask for a new link.'),
    },
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!token) return;
    let live = true;
    http()
      .post<unknown>(AUTH_PATHS.checkAuthToken, { token })
      .then(({ data, status }) => readEnvelope(data, status))
      .then((envelope) => live && setCheck({ state: 'valid', message: envelope.message }))
      .catch(
        (error: ApiErrorBody) => live && setCheck({ state: 'invalid', message: error.message }),
      );
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (values: ResetValues) => {
    setSaving(true);
    setFailure(undefined);
    try {
      const { data, status } = await http().post<unknown>(AUTH_PATHS.resetPassword, {
        token,
        ...values,
      });
      const envelope = readEnvelope(data, status);
      toast.success(
        envelope.message
          ? t(envelope.message)
          : t('Password changed. Sign in with the new password.'),
      );
      navigate('/login', { replace: true });
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      setFailure(body.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t('Reset password')}>
      {check.state === 'checking' && <Spin />}
      {check.state === 'invalid' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={check.message ? t(check.message) : t('This reset link is not valid.')}
        />
      )}
      {check.state === 'valid' && (
        <>
          {check.message && (
            <Alert type="info" showIcon message={t(check.message)} style={{ marginBottom: 16 }} />
          )}
          <FailureAlert message={failure} />
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              label={t('New password')}
              name="password"
              // Only the length here: the rest is the server's to say (its message and errors).
              rules={[
                {
                  required: true,
                  min: PASSWORD_MIN_LENGTH,
                  message: t('At least {{min}} characters', { min: PASSWORD_MIN_LENGTH }),
                },
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label={t('Confirm password')}
              name="confirmPassword"
              dependencies={['password']}
              rules={confirmPasswordRules('password')}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={saving}>
              {t('Set new password')}
            </Button>
          </Form>
        </>
      )}
      <div style={{ marginTop: 12 }}>
        <Link to="/login">{t('Back to sign in')}</Link>
      </div>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  return (
    <Themed>
      <ResetPasswordForm />
    </Themed>
  );
}
