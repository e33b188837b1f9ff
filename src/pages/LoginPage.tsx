import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Form } from 'antd';
// Not antd's `Input`: that object carries TextArea, Search, OTP and Group along (~7 KB gzip).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import type { LoginRequest } from '../model/contract';
import { authProvider, TWO_FACTOR_REQUIRED } from '../providers/authProvider';
import { isDemoMode } from '../demoFlag';
import { toast } from '../toast/toasts';
import { AuthCard } from './AuthCard';

// A demo-off build has no demo accounts panel at all (__DEMO_BUILD__ is a build-time literal).
const DemoAccountsPanel = __DEMO_BUILD__ ? lazy(() => import('./DemoAccountsPanel')) : null;

/**
 * Sign-in; a second step asks for the 6-digit code when the admin has 2FA (DOMAIN: 2FA).
 * It calls the auth provider itself, not Refine's useLogin: the Refine shell loads only after
 * sign-in, so /login stays light (issue point 7). The private routes mount Refine afresh, with a
 * query cache that the last sign-out cleared.
 */
export default function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [isPending, setPending] = useState(false);
  const navigate = useNavigate();
  const submit = async (values: LoginRequest) => {
    setPending(true);
    const response = await authProvider.login(
      step === 'code' ? values : { email: values.email, password: values.password },
    );
    setPending(false);
    if (response.success) {
      navigate(response.redirectTo ?? '/dashboard', { replace: true });
      return;
    }
    if (response.error?.name === TWO_FACTOR_REQUIRED) {
      setStep('code');
      return;
    }
    toast.error(response.error?.message || 'Invalid email or password');
    if (step === 'code')
      form.setFields([{ name: 'code', errors: [response.error?.message ?? 'Wrong code'] }]);
  };

  return (
    <AuthCard title={step === 'code' ? 'Two-factor verification' : 'Sign in to the admin panel'}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={isPending}
      >
        <div hidden={step === 'code'}>
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, type: 'email', message: 'Enter a valid email' }]}
          >
            <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
        </div>
        {step === 'code' && (
          <>
            <p className="auth-hint">Enter the 6-digit code from your authenticator app.</p>
            <Form.Item
              label="Authentication code"
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: 'The code has 6 digits' }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                autoFocus
              />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {step === 'code' ? 'Verify' : 'Sign in'}
        </Button>
        {step === 'code' ? (
          <Button type="link" block onClick={() => setStep('password')}>
            Back
          </Button>
        ) : (
          <div style={{ marginTop: 12, textAlign: 'right' }}>
            <Link to="/forgetPassword">Forgot password?</Link>
          </div>
        )}
      </Form>
      {DemoAccountsPanel && isDemoMode() && step === 'password' && (
        <Suspense fallback={null}>
          <DemoAccountsPanel
            onPick={(email, password) => form.setFieldsValue({ email, password })}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
