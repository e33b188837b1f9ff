import { FailureAlert } from '../../../src/ui/FailureAlert';
import { useEffect, useState } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { App, Button, Card, Col, Form, Row, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { FieldDeclaration, Values } from '../../types';
import type { PageProps } from '../../../src/engine/pages/types';
import { AUTH_PATHS, HELD_FOR_APPROVAL, type ApiErrorBody } from '../../../src/model/contract';
import { readEnvelope, readRecord } from '../../../src/model/envelope';
import { checkField } from '../../../src/model/validation';
import { flattenSiteSetting, nestSiteSetting } from '../../../src/model/siteSetting';
import { http } from '../../../src/api/http';
import { appState, type SiteSetting as SiteSettingRecord } from '../../../src/state/appState';
import { toast } from '../../../src/toast/toasts';
import { useAccess } from '../../../src/session/access';
import { FieldInput } from '../../../src/engine/fields/Input';
import { applyFieldErrors } from '../../../src/engine/formErrors';
import { useSingleSubmit } from '../../../src/engine/useSingleSubmit';
import { t } from '../../../src/i18n/translator';
import { HeldSaveNotice } from '../../../src/engine/pages/form/DualControlNotices';

/**
 * The form's sections, by field key prefix or name: what an operator looks for together. Their
 * titles are read when drawn, in the admin's language.
 */
const SECTIONS: { id: string; title: () => string; keys: (key: string) => boolean }[] = [
  {
    id: 'general',
    title: () => t('General'),
    keys: (key) => ['siteName', 'logoUrl', 'supportEmail'].includes(key),
  },
  {
    id: 'switches',
    title: () => t('Platform switches'),
    keys: (key) => ['maintenanceMode', 'registrationOpen', 'tradingEnabled'].includes(key),
  },
  { id: 'fees', title: () => t('Default fees'), keys: (key) => key.endsWith('FeeBps') },
  {
    id: 'sessions',
    title: () => t('Sessions'),
    // Who must sign in with a code belongs with how long a sign-in lasts.
    keys: (key) => key.startsWith('session') || key === 'requireTwoFactor',
  },
  {
    id: 'dual-control',
    title: () => t('Changes a second admin approves'),
    keys: (key) => key.startsWith('dualControl.') || key === 'approvalExpiryHours',
  },
  { id: 'batches', title: () => t('Batch actions'), keys: (key) => key === 'bulkMaxRows' },
  {
    id: 'social',
    title: () => t('Social links'),
    keys: (key) => key.startsWith('socialLinks.'),
  },
];

/**
 * What saving changes of the platform's switches does to users, in the admin's language: a change
 * of maintenance mode or of the trading kill switch is saved only once confirmed.
 */
function switchEffects(saved: SiteSettingRecord, values: Values): string[] {
  const effects: string[] = [];
  if (Boolean(values.maintenanceMode) !== Boolean(saved.maintenanceMode))
    effects.push(
      values.maintenanceMode
        ? t('Maintenance mode on: the platform closes to users.')
        : t('Maintenance mode off: the platform opens to users again.'),
    );
  if (Boolean(values.tradingEnabled) !== Boolean(saved.tradingEnabled))
    effects.push(
      values.tradingEnabled
        ? t('Trading on: every market takes orders again.')
        : t('Trading off: trading stops on every market.'),
    );
  return effects;
}

/**
 * /site-setting: getSiteSetting / updateSiteDetails. Saved values go into the app state
 * at once, so the layout's site name and maintenance banner change without a reload.
 */
export default function SiteSetting({ declaration }: PageProps) {
  const [form] = Form.useForm<Values>();
  const setting = appState.use((state) => state.siteSetting);
  const canEdit = useAccess()?.can(declaration.module, 'edit') ?? false;
  const { setWarnWhen } = useWarnAboutChange();
  const [failure, setFailure] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const { modal } = App.useApp();

  // The setting fetched at start-up may be stale: read it again when the page opens.
  useEffect(() => {
    let live = true;
    http()
      .get<unknown>(AUTH_PATHS.siteSetting)
      .then(({ data, status }) => {
        if (!live) return;
        appState.set({ siteSetting: readRecord<SiteSettingRecord>(data, status) });
        setLoaded(true);
      })
      .catch((error: ApiErrorBody) => live && setFailure(error.message));
    return () => {
      live = false;
    };
  }, []);

  const { submit, submitting } = useSingleSubmit(async (values: Values) => {
    setFailure(undefined);
    try {
      const { data, status } = await http().post<unknown>(
        AUTH_PATHS.updateSiteDetails,
        nestSiteSetting(values),
      );
      // Held for a second admin (202): nothing changed yet, and the form keeps what was typed.
      if (status === HELD_FOR_APPROVAL) {
        const { message } = readEnvelope(data, status);
        toast.waiting(t('Waiting for a second admin'), message && t(message));
        return;
      }
      const saved = readRecord<SiteSettingRecord>(data, status);
      appState.set({ siteSetting: saved });
      setWarnWhen(false);
      toast.success(t('Site settings saved'));
    } catch (error) {
      const body = error as ApiErrorBody;
      applyFieldErrors(form, body.errors);
      setFailure(body.message);
    }
  });

  const item = (field: FieldDeclaration) => (
    <Col key={field.key} xs={24} md={field.type === 'boolean' ? 8 : 12}>
      <Form.Item
        label={t(field.label)}
        name={field.key}
        extra={field.help && t(field.help)}
        required={field.required}
        rules={[
          {
            validator: (_: unknown, value: unknown) => {
              const message = checkField(field, value);
              return message ? Promise.reject(new Error(t(message))) : Promise.resolve();
            },
          },
        ]}
      >
        <FieldInput field={field} disabled={!canEdit} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('Site setting')} style={{ maxWidth: 960 }}>
      <FailureAlert message={failure} />
      {!loaded || !setting ? (
        !failure && <Skeleton paragraph={{ rows: 8 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={flattenSiteSetting(setting)}
          onFinish={(values) => {
            const effects = setting ? switchEffects(setting, values) : [];
            if (effects.length === 0) return void submit(values);
            modal.confirm({
              title: t('Save these platform switches?'),
              content: (
                <ul className="switch-effects">
                  {effects.map((effect) => (
                    <li key={effect}>{effect}</li>
                  ))}
                </ul>
              ),
              okText: t('Save'),
              cancelText: t('Cancel'),
              // Red when it closes something; reopening is no danger.
              okButtonProps: {
                danger:
                  (Boolean(values.maintenanceMode) && !setting?.maintenanceMode) ||
                  (!values.tradingEnabled && Boolean(setting?.tradingEnabled)),
              },
              onOk: () => submit(values),
            });
          }}
          onValuesChange={() => setWarnWhen(true)}
          disabled={!canEdit}
        >
          {SECTIONS.map((section) => (
            <fieldset key={section.id} className="form-section">
              <legend>{section.title()}</legend>
              <Row gutter={16}>
                {declaration.fields.filter((field) => section.keys(field.key)).map(item)}
              </Row>
            </fieldset>
          ))}
          {canEdit && (
            <HeldSaveNotice fields={declaration.fields} stored={flattenSiteSetting(setting)} />
          )}
          {canEdit && (
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={submitting}>
              {t('Save')}
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}
