import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { listAddress } from '../listMemory';
import { useAccess } from '../../session/access';
import { rowRefusal } from '../../model/actions';
import { applyFieldErrors } from '../formErrors';
import { useSingleSubmit } from '../useSingleSubmit';
import { useInvalidate, useOne, type BaseRecord, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Row,
  Space,
  Spin,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { FieldDeclaration, ResourceDeclaration, Values } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import { FieldInput } from '../fields/Input';
import { FieldValue } from '../fields/Display';
import { FormRecord } from '../formRecord';
import { isNotFound, RecordNotFound } from './RecordNotFound';
import type { InputProps } from '../fields/types/_types';
import { fieldTypeModel } from '../../model/fieldTypes';
import { fixedReason, rowFieldsOf } from '../../model/changes';
import {
  checkField,
  crossFieldErrors,
  moneyAsText,
  slugify,
  validateValues,
  writableValues,
} from '../../model/validation';
import { isolated, midSentence } from '../../model/format';
import { recordPageName } from '../../model/breadcrumbs';
import { RecordTabs } from '../audit/RecordTabs';

function initialValues(fields: readonly FieldDeclaration[]): Values {
  const values: Values = {};
  for (const field of fields) {
    if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
    // A record that needs nested rows starts with that many blank ones.
    if (field.type === 'nested' && field.minItems) {
      values[field.key] = Array.from({ length: field.minItems }, () =>
        initialValues(field.fields ?? []),
      );
    }
  }
  return values;
}

/** "Markets" -> "Market": the label of one nested row. */
function singularOf(label: string): string {
  return label.replace(/s$/, '');
}

/** The declaration's cross-field message for a field path (`markets.0.endDate`), if any. */
type CrossCheck = (path: string) => string | undefined;

/**
 * antd rules for one field, from the same checks the demo API runs: the field's own, then the
 * declaration's cross-field rules, so that both show on the first save.
 */
function rulesFor(field: FieldDeclaration, path: string, cross?: CrossCheck) {
  return [
    {
      validator: (_: unknown, value: unknown) => {
        const message = checkField(field, value) ?? cross?.(path);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

interface FieldItemProps {
  field: FieldDeclaration;
  name: (string | number)[];
  /** Full path of the field when it sits in a nested row (antd names rows relative to the list). */
  path?: (string | number)[];
  disabled?: boolean;
  cross?: CrossCheck;
  /** Replaces the type's input for this field (a hand-made page's editor or counter). */
  Input?: ComponentType<InputProps>;
  /** Why the stored record's state fixes this field (`fixedWhen`): shown, and the input disabled. */
  fixed?: string;
  /** The stored record (edit), which nested rows' rules read. */
  record?: Values;
}

function FieldItem({
  field,
  name,
  path = name,
  disabled,
  cross,
  Input,
  fixed,
  record,
}: FieldItemProps) {
  if (field.type === 'nested')
    return (
      <NestedRows field={field} name={name} disabled={disabled} cross={cross} record={record} />
    );
  return (
    <Form.Item
      name={name}
      label={field.label}
      required={field.required && !fixed}
      rules={fixed ? [] : rulesFor(field, path.join('.'), cross)}
      extra={fixed ?? field.help}
    >
      {fixed ? (
        <FixedValue field={field} />
      ) : Input ? (
        <Input field={field} disabled={disabled} />
      ) : (
        <FieldInput field={field} disabled={disabled} />
      )}
    </Form.Item>
  );
}

/**
 * A field the record's state fixes (`fixedWhen`): its value as text, read as easily as any, with
 * the reason below; not a greyed input that looks editable and is hard to read. The form keeps the
 * value (Form.Item passes it here), so a save sends it unchanged.
 */
function FixedValue({ field, value }: { field: FieldDeclaration; value?: unknown }) {
  return (
    <div className="fixed-value">
      <FieldValue field={field} value={value} />
    </div>
  );
}

/** Records owned by this one, edited inline (an event's markets). */
function NestedRows({ field, name, disabled, cross, record }: FieldItemProps) {
  const form = Form.useFormInstance();
  const rowFields = rowFieldsOf(field);
  // Read-only row fields the form shows (a market's status), beside the row's title.
  const shownRowFields = (field.fields ?? []).filter(
    (item) => item.readOnly && item.form !== false && item.type === 'enum',
  );
  const rules = record ? field.rowRules : undefined;
  const noAddition = record ? rules?.addition?.(record) : undefined;
  // A row as stored (by its `_id`): the declaration's rules read its state; a new row has none.
  const storedRows = Array.isArray(record?.[field.key]) ? (record[field.key] as Values[]) : [];
  const storedRow = (index: number): Values | undefined => {
    const id = form.getFieldValue([...name, index, '_id']) as unknown;
    return id ? storedRows.find((row) => row._id === id) : undefined;
  };
  // A new row starts from the defaults, and takes the parent's dates (an event's markets).
  const newRow = () => {
    const parent = form.getFieldsValue(true) as Values;
    const inherited = rowFields.filter(
      (item) => field.inherit?.includes(item.key) && parent[item.key],
    );
    return {
      ...initialValues(rowFields),
      ...Object.fromEntries(inherited.map((item) => [item.key, parent[item.key]])),
    };
  };
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Card size="small" title={field.label} style={{ marginBottom: 24 }}>
          {rows.map((row, index) => {
            const stored = storedRow(row.name);
            // What the API would refuse for this stored row is not offered (no button that
            // would be refused); the reason is said instead.
            const locked = stored && rules?.locked?.(stored, record!);
            const kept = stored && rules?.removal?.(stored, record!);
            return (
              <Card
                key={row.key}
                size="small"
                type="inner"
                title={
                  <Space>
                    {`${singularOf(field.label)} #${index + 1}`}
                    {stored &&
                      shownRowFields.map((item) => (
                        <FieldValue key={item.key} field={item} value={stored[item.key]} />
                      ))}
                  </Space>
                }
                style={{ marginBottom: 12 }}
                extra={
                  !kept && (
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled || rows.length <= (field.minItems ?? 0)}
                      onClick={() => remove(row.name)}
                    >
                      Remove
                    </Button>
                  )
                }
              >
                {locked && <Typography.Paragraph type="secondary">{locked}</Typography.Paragraph>}
                <Row gutter={16}>
                  {rowFields.map((item) => (
                    <Col key={item.key} xs={24} md={fieldTypeModel(item.type).wide ? 24 : 12}>
                      <FieldItem
                        field={item}
                        name={[row.name, item.key]}
                        path={[...name, row.name, item.key]}
                        disabled={disabled || Boolean(locked)}
                        cross={cross}
                        fixed={locked ? undefined : fixedReason(item, stored, record)}
                      />
                    </Col>
                  ))}
                </Row>
              </Card>
            );
          })}
          {noAddition ? (
            <Typography.Text type="secondary">{noAddition}</Typography.Text>
          ) : (
            <Button
              icon={<PlusOutlined />}
              disabled={disabled || (field.maxItems !== undefined && rows.length >= field.maxItems)}
              onClick={() => add(newRow())}
            >
              Add {midSentence(singularOf(field.label))}
            </Button>
          )}
        </Card>
      )}
    </Form.List>
  );
}

/** Keeps a slug following its source field until the admin types one of their own. */
function useSlugFollower(
  fields: readonly FieldDeclaration[],
  form: FormInstance | undefined,
  editing: boolean,
) {
  const touched = useRef(editing);
  // Nested rows: the slug last written for each row; a row whose slug differs was typed by hand.
  const written = useRef(new Map<string, string>());
  return (changed: Values, all: Values) => {
    for (const field of fields) {
      if (field.type === 'slug' && field.from) {
        if (field.key in changed) touched.current = true;
        else if (field.from in changed && !touched.current) {
          form?.setFieldValue(field.key, slugify(String(changed[field.from] ?? '')));
        }
      }
      // Nested rows follow the parent's `inherit` fields while their own are empty (an event's markets).
      if (field.type === 'nested' && Array.isArray(all[field.key])) {
        for (const sub of field.fields ?? []) {
          if (!field.inherit?.includes(sub.key) || !(sub.key in changed)) continue;
          (all[field.key] as Values[]).forEach((row, index) => {
            if (!row?.[sub.key]) form?.setFieldValue([field.key, index, sub.key], changed[sub.key]);
          });
        }
      }
      if (field.type !== 'nested' || !Array.isArray(changed[field.key])) continue;
      (changed[field.key] as (Values | undefined)[]).forEach((rowChange, index) => {
        if (!rowChange) return;
        const row = ((all[field.key] as Values[] | undefined) ?? [])[index] ?? {};
        for (const sub of field.fields ?? []) {
          if (sub.type !== 'slug' || !sub.from || !(sub.from in rowChange) || sub.key in rowChange)
            continue;
          const key = `${field.key}.${index}.${sub.key}`;
          const current = String(row[sub.key] ?? '');
          if (current && written.current.get(key) !== current) continue;
          const next = slugify(String(rowChange[sub.from] ?? ''));
          written.current.set(key, next);
          form?.setFieldValue([field.key, index, sub.key], next);
        }
      });
    }
  };
}

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
  return <RecordForm {...props} waiting={query.isLoading} />;
}

/** The form itself: validation from the declaration, 400 errors on the fields. */
function RecordForm({
  declaration,
  action,
  inputs,
  children,
  extra,
  waiting = false,
}: ResourceFormProps & { waiting?: boolean }) {
  const { name, title, fields, routes } = declaration;
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const {
    formProps,
    saveButtonProps,
    query,
    formLoading,
    form,
    onFinish: send,
  } = useForm<BaseRecord, HttpError, Values>({
    resource: name,
    action,
    queryOptions: { enabled: !waiting },
    // Back to the list as the admin left it (filters, page), not to page one.
    redirect: false,
    // Refine refetches after a failed save too; a changed record would then reset the form and
    // lose what the admin typed. The record itself is refreshed only after a successful save.
    invalidates: ['list', 'many'],
    onMutationSuccess: (data) => {
      const back = listAddress(declaration);
      if (back) navigate(back);
      void invalidate({
        resource: name,
        invalidates: ['detail'],
        id: data?.data?._id as string | undefined,
      });
    },
    successNotification: (data) => {
      const name = String(data?.data?.[declaration.recordTitle ?? '_id'] ?? '');
      return {
        type: 'success',
        message: `${title.singular} ${action === 'create' ? 'created' : 'saved'}`,
        description: name && isolated(name),
      };
    },
    // The input stays as typed; the server's message says what was wrong (409: which state).
    errorNotification: (error) => ({
      type: 'error',
      message: `Could not save the ${midSentence(title.singular)}`,
      description: (error as unknown as ApiErrorBody)?.message,
    }),
  });
  const record = query?.data?.data;
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
          <Space>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              {...saveButtonProps}
              loading={submitting}
              disabled={Boolean(locked) || waiting}
            >
              Save
            </Button>
            {routes.list && (
              <Link to={listAddress(declaration)!}>
                <Button>Cancel</Button>
              </Link>
            )}
          </Space>
        </Form>
      </FormRecord.Provider>
    </Spin>
  );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {recordPageName(title, action)}
        </Typography.Title>
      }
      extra={
        <Space>
          {extra}
          {routes.list && (
            <Link to={listAddress(declaration)!}>Back to {midSentence(title.plural)}</Link>
          )}
        </Space>
      }
    >
      {locked && (
        <Alert
          type="warning"
          showIcon
          message={lockedByState ? lock.message : unchangeable}
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
