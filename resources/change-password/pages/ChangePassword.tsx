import { FailureAlert } from '../../../src/ui/FailureAlert';
import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import {
  AUTH_PATHS,
  type ApiErrorBody,
  type ChangePasswordRequest,
  type Envelope,
} from '../../../src/model/contract';
import { readEnvelope } from '../../../src/model/envelope';
import { confirmPasswordRules, newPasswordRules } from '../../../src/ui/passwordRules';
import { http } from '../../../src/api/http';
import { toast } from '../../../src/toast/toasts';
import { applyFieldErrors } from '../../../src/engine/formErrors';
import { t } from '../../../src/i18n/translator';

/** Change one's own password; the server checks the current one. */
export default function ChangePassword() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: ChangePasswordRequest) => {
    setSaving(true);
    setFailure(undefined);
    try {
      const { data: answer, status } = await http().post<Envelope>(
        AUTH_PATHS.changePassword,
        values,
      );
      // An HTML page or `success: false` is no password change (docs/API.md).
      const data = readEnvelope(answer, status);
      toast.success(data.message ? t(data.message) : t('Password changed'));
      form.resetFields();
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      setFailure(body.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('Change password')} style={{ maxWidth: 520 }}>
      <FailureAlert message={failure} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('Current password')}
          name="currentPassword"
          rules={[{ required: true, message: t('Enter your current password') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('New password')} name="newPassword" rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('Confirm new password')}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={confirmPasswordRules('newPassword')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('Change password')}
        </Button>
      </Form>
    </Card>
  );
}
