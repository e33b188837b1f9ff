import type { ComponentType } from 'react';
import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldDeclaration, Values } from '../../../../resources/types';
import { FieldInput } from '../../fields/Input';
import { FieldValue } from '../../fields/Display';
import type { InputProps } from '../../fields/types/_types';
import { fieldTypeModel } from '../../../model/fieldTypes';
import { fixedReason, rowFieldsOf } from '../../../model/changes';
import { checkField } from '../../../model/validation';
import { midSentence } from '../../../model/format';
import { initialValues } from './initialValues';
import { t, translates } from '../../../i18n/translator';

/*
 * One form field from its declaration (its rules, a fixed value, or a list of nested rows). Nested
 * rows draw their own fields with FieldItem, so both live here.
 */

/**
 * "Markets" -> "Market": the label of one nested row, in the admin's language: the English
 * singular's translation when the catalogue has it, else the translated label without its "s".
 */
function singularOf(label: string): string {
  const singular = label.replace(/s$/, '');
  return translates(singular) ? t(singular) : t(label).replace(/s$/, '');
}

/** The declaration's cross-field message for a field path (`markets.0.endDate`), if any. */
export type CrossCheck = (path: string) => string | undefined;

/**
 * antd rules for one field, from the same checks the demo API runs: the field's own, then the
 * declaration's cross-field rules, so that both show on the first save.
 */
function rulesFor(field: FieldDeclaration, path: string, cross?: CrossCheck) {
  return [
    {
      validator: (_: unknown, value: unknown) => {
        const message = checkField(field, value) ?? cross?.(path);
        return message ? Promise.reject(new Error(t(message))) : Promise.resolve();
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

export function FieldItem({
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
      label={t(field.label)}
      required={field.required && !fixed}
      rules={fixed ? [] : rulesFor(field, path.join('.'), cross)}
      extra={fixed !== undefined ? t(fixed) : field.help && t(field.help)}
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
        <Card size="small" title={t(field.label)} style={{ marginBottom: 24 }}>
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
                    {t('{{thing}} #{{number}}', {
                      thing: singularOf(field.label),
                      number: index + 1,
                    })}
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
                      {t('Remove')}
                    </Button>
                  )
                }
              >
                {locked && (
                  <Typography.Paragraph type="secondary">{t(locked)}</Typography.Paragraph>
                )}
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
            <Typography.Text type="secondary">{t(noAddition)}</Typography.Text>
          ) : (
            <Button
              icon={<PlusOutlined />}
              disabled={disabled || (field.maxItems !== undefined && rows.length >= field.maxItems)}
              onClick={() => add(newRow())}
            >
              {t('Add {{thing}}', { thing: midSentence(singularOf(field.label)) })}
            </Button>
          )}
        </Card>
      )}
    </Form.List>
  );
}
