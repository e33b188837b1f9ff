import { Alert } from 'antd';
import { t } from '../i18n/translator';

/**
 * Why a form's last submission failed (the API's message, in the admin's language), above the
 * form, where it stays until the next attempt.
 */
export function FailureAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert type="error" showIcon role="alert" message={t(message)} style={{ marginBottom: 16 }} />
  );
}
