import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { listAddress } from '../listMemory';
import { useAccess } from '../../session/access';
import { rowRefusal } from '../../model/actions';
import { applyFieldErrors } from '../formErrors';
import { useSingleSubmit } from '../useSingleSubmit';
import { useOne } from '@refinedev/core';
import { Alert, Button, Card, Col, Form, Row, Space, Spin, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { ResourceDeclaration, Values } from '../../../resources/types';
import { FormRecord } from '../formRecord';
import { isNotFound, RecordNotFound } from './RecordNotFound';
import type { InputProps } from '../fields/types/_types';
import { fieldTypeModel } from '../../model/fieldTypes';
import { fixedReason } from '../../model/changes';
import {
  crossFieldErrors,
  moneyAsText,
  validateValues,
  writableValues,
} from '../../model/validation';
import { midSentence } from '../../model/format';
import { recordPageName } from '../../model/breadcrumbs';
import { RecordTabs } from '../audit/RecordTabs';
import { RecordActions } from '../actions';
import { FieldItem, type CrossCheck } from './form/FieldItem';
import { initialValues } from './form/initialValues';
import { useSlugFollower } from './form/useSlugFollower';
import { useFormSettled } from './form/useFormSettled';
import { useChangedElsewhere } from './form/useChangedElsewhere';
import { useVersionedForm } from './form/useVersionedForm';
import { HeldSaveNotice, PendingChangesBanner } from './form/DualControlNotices';
import { t } from '../../i18n/translator';
import { useStillWaiting } from '../../ui/useStillWaiting';
import { StillWaiting } from '../../ui/StillWaiting';

interface ResourceFormProps {
  declaration: ResourceDeclaration;
  action: 'create' | 'edit';
  /** Inputs replacing a field type's own, by field key (hand-made pages). */
  inputs?: Partial<Record<string, ComponentType<InputProps>>>;
  /** Drawn inside the form after the fields (previews reading the form with Form.useWatch). */
  children?: ReactNode;
  /** Drawn in the card's header next to the back link (record actions). */
  extra?: ReactNode;
}

/**
 * Generic create/edit form. An edit first loads the record quietly: an unknown id is a not-found
 * page, not an empty form that could be saved (under a raw "status code 404" toast).
 */
export function ResourceForm(props: ResourceFormProps) {
  if (props.action === 'create') return <RecordForm {...props} />;
  return <EditGate {...props} />;
}

function EditGate(props: ResourceFormProps) {
  // The record id is the route's one parameter, as useForm reads it.
  const id = Object.values(useParams())[0];
  const { query } = useOne({
    resource: props.declaration.name,
    id,
    errorNotification: false,
    queryOptions: { enabled: id !== undefined },
  });
  if (isNotFound(query.error))
    return (
      <Card>
        <RecordNotFound declaration={props.declaration} message={query.error?.message} />
      </Card>
    );
  // Other failures (403, 500) are the form's to report, as before; until the record is known to
  // exist the form waits (its own query would toast a 404).
  return <RecordForm {...props} id={id} waiting={query.isLoading} />;
}

/** The form itself: validation from the declaration, 400 errors on the fields. */
function RecordForm({
  declaration,
  action,
  inputs,
  children,
  extra,
  id,
  waiting = false,
}: ResourceFormProps & { id?: string; waiting?: boolean }) {
  const { name, title, fields, routes } = declaration;
  // Dual control: whether a save here may wait for a second admin (its notices then show).
  const holdable = useMemo(() => fields.some((field) => field.approval), [fields]);
  const {
    formProps,
    saveButtonProps,
    query,
    formLoading,
    form,
    send,
    cancelSave,
    record,
    savedVersion,
  } = useVersionedForm(declaration, { action, id, waiting });
  const changedElsewhere = useChangedElsewhere(
    name,
    action === 'edit' ? record : undefined,
    savedVersion,
  );
  // Amounts are edited and sent as text, even one stored as a number.
  const loaded = formProps.initialValues;
  const stored = useMemo(() => loaded && moneyAsText(fields, loaded), [fields, loaded]);
  const lock = declaration.lockedWhen;
  const viewer = useAccess();
  // A record this admin may not change at all (a superadmin, for a sub-admin): read-only here too.
  const unchangeable = action === 'edit' && record && rowRefusal(declaration, viewer, record);
  const lockedByState =
    action === 'edit' && lock && record && lock.in.includes(String(record[lock.field]));
  const locked = lockedByState || unchangeable;
  // A record with no page of its own (an admin) is seen here: its actions are here too.
  const recordPage = action === 'edit' && !routes.show && record;
  const settledMark = useFormSettled(record, formLoading || waiting);
  const followSlug = useSlugFollower(fields, form, action === 'edit');
  const editable = fields.filter(
    (field) =>
      !field.readOnly && field.form !== false && (field.form !== 'create' || action === 'create'),
  );
  const crossCheck: CrossCheck = (path) =>
    form ? crossFieldErrors(declaration, form.getFieldsValue(true) as Values)[path] : undefined;

  // A double click on Save sends one request; a form that leaves after saving stays locked.
  const { submit: save, submitting } = useSingleSubmit((values: Values) => send(values), {
    holdAfterSuccess: Boolean(routes.list),
  });
  // A hung server: said beside Save after a few seconds, with a way to stop waiting.
  const saveLate = useStillWaiting(submitting);
  // A record that takes long to read: said above the form, not left as a spinner.
  const loadLate = useStillWaiting((formLoading || waiting) && !submitting);

  const onFinish = (values: Values) => {
    const clean = writableValues(declaration, values);
    const errors = validateValues(
      declaration,
      action === 'edit' ? { ...clean, _id: record?._id } : clean,
    );
    if (Object.keys(errors).length) {
      applyFieldErrors(form, errors);
      return;
    }
    return save(clean);
  };

  // An edit shows the form as the first tab and the record's history beside it.
  const formBody = (
    <Spin spinning={formLoading || waiting}>
      <FormRecord.Provider value={action === 'edit' ? record : undefined}>
        <Form
          {...formProps}
          layout="vertical"
          initialValues={action === 'create' ? initialValues(editable) : stored}
          onFinish={onFinish}
          onValuesChange={(changed, all) => {
            formProps.onValuesChange?.(changed, all);
            followSlug(changed, all);
          }}
          disabled={Boolean(locked)}
          scrollToFirstError
          ref={settledMark}
        >
          <Row gutter={24}>
            {editable.map((field) => (
              <Col key={field.key} xs={24} md={fieldTypeModel(field.type).wide ? 24 : 12}>
                <FieldItem
                  field={field}
                  name={[field.key]}
                  disabled={Boolean(locked)}
                  cross={crossCheck}
                  Input={inputs?.[field.key]}
                  fixed={action === 'edit' ? fixedReason(field, record, record) : undefined}
                  record={action === 'edit' ? record : undefined}
                />
              </Col>
            ))}
          </Row>
          {children}
          {action === 'edit' && holdable && (
            <HeldSaveNotice fields={editable} stored={stored || undefined} />
          )}
          <Space>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              {...saveButtonProps}
              loading={submitting}
              disabled={Boolean(locked) || waiting}
            >
              {t('Save')}
            </Button>
            {routes.list && (
              <Link to={listAddress(declaration)!}>
                <Button>{t('Cancel')}</Button>
              </Link>
            )}
          </Space>
        </Form>
      </FormRecord.Provider>
    </Spin>
  );

  return (
    <Card
      className="record-form"
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(recordPageName(title, action))}
        </Typography.Title>
      }
      extra={
        <Space wrap>
          {extra ?? (recordPage && <RecordActions declaration={declaration} record={record} />)}
          {routes.list && (
            <Link to={listAddress(declaration)!}>
              {t('Back to {{things}}', { things: midSentence(t(title.plural)) })}
            </Link>
          )}
        </Space>
      }
    >
      {/* Outside the form, which a save in flight covers with its spinner. */}
      {saveLate ? <StillWaiting onCancel={cancelSave} /> : loadLate && <StillWaiting />}
      {action === 'edit' && holdable && record?._id !== undefined && (
        <PendingChangesBanner resource={name} id={String(record._id)} />
      )}
      {changedElsewhere && !locked && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={t('Someone else saved this {{thing}} after you opened it', {
            thing: midSentence(t(title.singular)),
          })}
          description={t(
            'Saving now would be refused. Reload to see their change; what you typed here is replaced.',
          )}
          action={<Button onClick={() => void query?.refetch()}>{t('Reload')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {locked && (
        <Alert
          type="warning"
          showIcon
          message={lockedByState ? t(lock.message) : unchangeable && t(unchangeable)}
          style={{ marginBottom: 16 }}
        />
      )}
      {action === 'edit' ? (
        <RecordTabs
          declaration={declaration}
          id={record?._id === undefined ? undefined : String(record._id)}
          revision={record?.updatedAt}
          details={formBody}
        />
      ) : (
        formBody
      )}
    </Card>
  );
}
