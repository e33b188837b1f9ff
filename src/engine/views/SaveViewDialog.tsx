import { useState } from 'react';
import { useFocusWhenShown } from '../../ui/useFocusWhenShown';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal, type InputRef } from 'antd';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import { VIEW_NAME_MAX, type SavedView } from '../../model/views';
import { saveView, updateView } from '../../api/views';
import { toast } from '../../toast/toasts';
import { t } from '../../i18n/translator';
import { VIEWS_QUERY } from './useViews';

/**
 * Saves the list as it is now under a name, or renames one of the admin's views (`editing`).
 * "Share" is offered only to an admin with edit on the module (the API refuses it otherwise).
 */
export function SaveViewDialog({
  declaration,
  open,
  canShare,
  editing,
  current,
  onClose,
}: {
  declaration: ResourceDeclaration;
  open: boolean;
  canShare: boolean;
  editing?: SavedView;
  /** The list's query and columns now (what a new view keeps). */
  current: () => { query: string; columns: string[] };
  onClose: (saved?: SavedView) => void;
}) {
  const [form] = Form.useForm<{ name: string; shared: boolean }>();
  const { ref: name, afterOpenChange: focusWhenShown } = useFocusWhenShown<InputRef>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();

  async function submit(values: { name: string; shared?: boolean }) {
    setSaving(true);
    try {
      const shared = canShare && Boolean(values.shared);
      const saved = editing
        ? await updateView(editing._id, { name: values.name, shared })
        : await saveView({ resource: declaration.name, name: values.name, shared, ...current() });
      toast.success(t('View saved'));
      await client.invalidateQueries({ queryKey: [VIEWS_QUERY] });
      form.resetFields();
      onClose(saved);
    } catch (error) {
      const body = error as ApiErrorBody;
      if (body.errors?.name) form.setFields([{ name: 'name', errors: [t(body.errors.name)] }]);
      else toast.error(t('The view could not be saved'), body.message && t(body.message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? t('Rename view') : t('Save view')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={focusWhenShown}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', shared: editing?.shared ?? false }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('Name the view') }]}
        >
          <Input ref={name} maxLength={VIEW_NAME_MAX} />
        </Form.Item>
        {canShare && (
          <Form.Item
            name="shared"
            valuePropName="checked"
            extra={t('Everyone who may view this list sees it.')}
          >
            <Checkbox>{t('Share with everyone who may view this list')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
