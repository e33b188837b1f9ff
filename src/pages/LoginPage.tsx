import { Suspense, useState, type FormEvent } from 'react';
import { preloadable } from '../ui/preloadable';
import { Link, useNavigate } from 'react-router';
import { authProvider, TOO_MANY_ATTEMPTS, TWO_FACTOR_REQUIRED } from '../providers/authProvider';
import { isDemoMode } from '../demoFlag';
import { DASHBOARD_PATH } from '../../access/routes';
import { dismissToast, toast, toastStore } from '../toast/toasts';
import { AuthCard } from './AuthCard';
import { PlainAlert } from '../ui/plain/PlainAlert';
import { PlainButton } from '../ui/plain/PlainButton';
import { PlainField } from '../ui/plain/PlainField';
import { PlainForm } from '../ui/plain/PlainForm';
import { withAntdStylesheet } from '../ui/antdStylesheet';
import { t } from '../i18n/translator';

// A demo-off build has no demo accounts panel at all (__DEMO_BUILD__ is a build-time literal).
const DemoAccountsPanel = __DEMO_BUILD__
  ? preloadable(withAntdStylesheet(() => import('./DemoAccountsPanel'))).Component
  : null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step = 'password' | 'code';
type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

function check(step: Step, email: string, password: string, code: string): Errors {
  if (step === 'code') return /^\d{6}$/.test(code) ? {} : { code: t('The code has 6 digits') };
  const errors: Errors = {};
  if (!EMAIL.test(email.trim())) errors.email = t('Enter a valid email');
  if (!password) errors.password = t('Enter your password');
  return errors;
}

/**
 * Sign-in; a second step asks for the 6-digit code when the admin has 2FA.
 * Plain markup styled in styles.css, and the auth provider called directly (not Refine's useLogin):
 * the first page most visitors load carries no antd and no Refine shell, so it stays light. The
 * private routes mount Refine afresh, with a query cache that the last sign-out cleared.
 */
export default function LoginPage() {
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isPending, setPending] = useState(false);
  // Why the last attempt was refused ("Invalid email or password", or a 429's "Too many attempts.
  // Try again in 15 minutes."), kept on the form until the next attempt: a toast fades in 4 s.
  const [refusal, setRefusal] = useState<string>();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(step, email, password, code);
    setErrors(found);
    if (Object.keys(found).length > 0 || isPending) return;
    setPending(true);
    setRefusal(undefined);
    const response = await authProvider.login(
      step === 'code' ? { email: email.trim(), password, code } : { email: email.trim(), password },
    );
    setPending(false);
    if (response.success) {
      navigate(response.redirectTo ?? DASHBOARD_PATH, { replace: true });
      return;
    }
    if (response.error?.name === TWO_FACTOR_REQUIRED) {
      setStep('code');
      return;
    }
    if (response.error?.name === TOO_MANY_ATTEMPTS) {
      // The earlier "Invalid ..." toasts would cover it: the page says what holds now.
      toastStore.get().toasts.forEach((item) => item.type === 'error' && dismissToast(item.id));
      setRefusal(response.error.message);
      return;
    }
    const message = response.error?.message
      ? t(response.error.message)
      : t('Invalid email or password');
    toast.error(message);
    if (step === 'code')
      setErrors({ code: response.error?.message ? t(response.error.message) : t('Wrong code') });
    else setRefusal(message);
  };

  const edit = (key: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  return (
    <AuthCard
      title={step === 'code' ? t('Two-factor verification') : t('Sign in to the admin panel')}
    >
      {refusal && <PlainAlert>{t(refusal)}</PlainAlert>}
      <PlainForm busy={isPending} onSubmit={submit}>
        {step === 'password' ? (
          <>
            <PlainField
              label={t('Email')}
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              value={email}
              onChange={edit('email', setEmail)}
              error={errors.email}
            />
            <PlainField
              label={t('Password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={edit('password', setPassword)}
              error={errors.password}
            />
          </>
        ) : (
          <>
            <p className="auth-hint">{t('Enter the 6-digit code from your authenticator app.')}</p>
            <PlainField
              label={t('Authentication code')}
              name="code"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={edit('code', setCode)}
              error={errors.code}
            />
          </>
        )}
        <PlainButton kind="primary" type="submit" busy={isPending}>
          {step === 'code' ? t('Verify') : t('Sign in')}
        </PlainButton>
        {step === 'code' ? (
          <PlainButton
            kind="link"
            onClick={() => {
              setRefusal(undefined);
              setStep('password');
              setCode('');
              setErrors({});
            }}
          >
            {t('Back')}
          </PlainButton>
        ) : (
          <div className="auth-links">
            <Link to="/forgetPassword">{t('Forgot password?')}</Link>
          </div>
        )}
      </PlainForm>
      {DemoAccountsPanel && isDemoMode() && step === 'password' && (
        <Suspense fallback={null}>
          <DemoAccountsPanel
            onPick={(pickedEmail, pickedPassword) => {
              setEmail(pickedEmail);
              setPassword(pickedPassword);
              setErrors({});
            }}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
