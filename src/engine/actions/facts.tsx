import type { BaseRecord } from '@refinedev/core';
import { Descriptions, Grid } from 'antd';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import { fieldOfRecord, RecordValue } from '../fields/Display';
import { t } from '../../i18n/translator';

/**
 * The dialog's dismiss button: "Back" when the action itself cancels (no [Cancel] [Cancel]);
 * `label` is the declared (English) label.
 */
export function dismissText(label: string): string | undefined {
  return /^cancel\b/i.test(label) ? t('Back') : undefined;
}

/**
 * The facts a confirmation names (the action's `facts`): the record's fields as their types draw
 * them, then what the domain's rules work out for this admin (whether a second approval follows).
 */
export function ActionFactsList({
  declaration,
  action,
  record,
  adminId,
}: {
  declaration: ResourceDeclaration;
  action: ActionDeclaration;
  record: BaseRecord;
  adminId: string;
}) {
  const facts = action.facts;
  const narrow = Grid.useBreakpoint().sm === false;
  if (!facts) return null;
  const fields = facts.fields.flatMap((key) => {
    const field = declaration.fields.find((item) => item.key === key);
    return field ? [field] : [];
  });
  const derived = facts.derived?.(record, adminId) ?? [];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      // Labels on one line where there is room (a phone's dialog keeps the whole table in view).
      styles={narrow ? undefined : { label: { width: 170 } }}
      className="action-facts"
      aria-label={t('{{action}}: the facts', { action: t(action.label) })}
      style={{ margin: '12px 0' }}
    >
      {fields.map((field) => (
        <Descriptions.Item key={field.key} label={t(field.label)}>
          <RecordValue field={fieldOfRecord(field, record)} record={record} fields={fields} />
        </Descriptions.Item>
      ))}
      {derived.map((fact) => (
        <Descriptions.Item key={fact.label} label={t(fact.label)}>
          {t(fact.text)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
