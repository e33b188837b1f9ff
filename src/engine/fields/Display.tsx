import { Tag, Typography } from 'antd';
import type { FieldDeclaration, Values } from '../../../resources/types';
import { fieldTypeView } from './types';
import { t } from '../../i18n/translator';
import { endText } from './endText';

export { ReferenceLabel } from './ReferenceLabel';

/** How one field's value reads in lists and show pages, drawn by its type's file. */
export function FieldValue({ field, value }: { field: FieldDeclaration; value: unknown }) {
  if (value === undefined || value === null || value === '') {
    return field.type === 'boolean' ? (
      <Tag>{t('No')}</Tag>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  }
  const { Display } = fieldTypeView(field.type);
  return <Display field={field} value={value} />;
}

/** The declared field a `detail` names (read as text when it is not declared). */
export function detailField(
  field: FieldDeclaration,
  fields: readonly FieldDeclaration[],
): FieldDeclaration | undefined {
  const key = field.detail?.key;
  if (!key) return undefined;
  return fields.find((item) => item.key === key) ?? { key, label: key, type: 'text' };
}

/**
 * The field as its record shows it on its own (a show page, a confirmation's facts): an amount
 * with its `unitKey` takes the unit the record holds (a withdrawal's coin symbol).
 */
export function fieldOfRecord(field: FieldDeclaration, record: Values): FieldDeclaration {
  const unit = field.unitKey ? record[field.unitKey] : undefined;
  return typeof unit === 'string' && unit ? { ...field, unit } : field;
}

/**
 * A field's value in its record, then its `detail` when the record has one (a GTD expiry); a
 * planned end with a `closedKey` reads as closed, ending or ended (endText).
 */
export function RecordValue({
  field,
  record,
  fields,
}: {
  field: FieldDeclaration;
  record: Values;
  fields: readonly FieldDeclaration[];
}) {
  const end = endText(field, record);
  if (end !== undefined) return <>{end}</>;
  const detail = detailField(field, fields);
  const extra = detail ? record[detail.key] : undefined;
  const value = <FieldValue field={field} value={record[field.key]} />;
  if (!detail || extra === undefined || extra === null || extra === '') return value;
  return (
    <>
      {value}
      <span className={field.detail?.below ? 'field-detail field-detail-below' : 'field-detail'}>
        {field.detail?.prefix ? `${t(field.detail.prefix)} ` : ''}
        <FieldValue field={detail} value={extra} />
      </span>
    </>
  );
}
